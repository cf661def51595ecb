import { Link, type RouteProps } from '@docs/client';
import type { BlogListRouteData } from '@docs/core/routes';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPaginator from '@theme/BlogListPaginator';

/** A page of the blog (or of one tag's posts): excerpts newest first, and newer/older page links. */
export default function BlogListPage({ data, contents = [] }: RouteProps<BlogListRouteData>) {
  const { pagination, tag } = data;
  return (
    <BlogLayout title={data.title} description={data.description} sidebar={data.sidebar}>
      <header className="blog-list-header">
        <h1>{tag ? data.title.replace(/, page \d+$/, '') : data.blogTitle}</h1>
        {tag?.description && <p className="tag-description">{tag.description}</p>}
        {tag && (
          <p>
            <Link to={tag.allTagsPath}>View all tags</Link>
          </p>
        )}
        {pagination.totalPages > 1 && (
          <p className="blog-list-page-number">
            Page {pagination.page} of {pagination.totalPages}
          </p>
        )}
      </header>
      {data.posts.length === 0 && <p>No posts yet.</p>}
      <BlogPostItems items={data.posts.map((post, i) => ({ post, Content: contents[i] }))} />
      <BlogListPaginator metadata={{ previousPage: pagination.newer, nextPage: pagination.older }} label={tag ? `Pages of posts tagged ${tag.label}` : 'Blog list pages'} />
    </BlogLayout>
  );
}
