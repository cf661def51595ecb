import { Link, type RouteProps } from '@docs/client';
import BlogLayout, { type BlogSidebarData } from '@theme/BlogLayout';

interface Data {
  title: string;
  tags: { label: string; permalink: string; count: number }[];
  sidebar: BlogSidebarData;
}

/** The blog's tags, each with how many posts carry it. */
export default function BlogTagsListPage({ data }: RouteProps<Data>) {
  return (
    <BlogLayout title={data.title} description="Every tag of the blog, with the number of posts that carry it." sidebar={data.sidebar}>
      <div className="markdown">
        <h1>{data.title}</h1>
        <ul className="tag-list">
          {data.tags.map((tag) => (
            <li key={tag.permalink}>
              <Link to={tag.permalink}>
                {tag.label} <span className="tag-count">{tag.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </BlogLayout>
  );
}
