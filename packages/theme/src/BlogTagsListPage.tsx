import { Link, type RouteProps } from '@docs/client';
import type { BlogTagsRouteData } from '@docs/core/routes';
import BlogLayout from '@theme/BlogLayout';
import { translate } from '@docusaurus/Translate';
import { tagsPageTitle } from './listPageWords.ts';

/** The blog's tags, each with how many posts carry it. */
export default function BlogTagsListPage({ data }: RouteProps<BlogTagsRouteData>) {
  return (
    <BlogLayout title={tagsPageTitle()} description={translate({ id: 'theme.tags.blogTagsPageDescription', message: 'Every tag of the blog, with the number of posts that carry it.', description: 'The meta description of the page of all blog tags' })} sidebar={data.sidebar}>
      <div className="markdown">
        <h1>{tagsPageTitle()}</h1>
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
