import { Link, type RouteProps } from '@docs/client';
import type { BlogListRouteData } from '@docs/core/routes';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPaginator from '@theme/BlogListPaginator';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import { noPostsText, pageTitle, viewAllTagsText } from './listPageWords.ts';

/** A page of the blog (or of one tag's posts): excerpts newest first, and newer/older page links. */
export default function BlogListPage({ data, contents = [] }: RouteProps<BlogListRouteData>) {
  const { pagination, tag } = data;
  const { selectMessage } = usePluralForm();
  // A tag's page: "2 posts tagged with "x"", as the route titles it, in the locale's words.
  const tagHeading = tag
    ? translate({ id: 'theme.blog.tagTitle', message: '{nPosts} tagged with "{tagName}"', description: 'The title of the page of one blog tag' }, { nPosts: selectMessage(tag.count, translate({ id: 'theme.blog.post.plurals', message: '1 post|{count} posts', description: 'How many posts, in the plural forms of the language separated by |' }, { count: tag.count })), tagName: tag.label })
    : undefined;
  return (
    <BlogLayout title={pageTitle(tagHeading ?? data.blogTitle, pagination.page)} description={data.description} sidebar={data.sidebar}>
      <header className="blog-list-header">
        <h1>{tagHeading ?? data.blogTitle}</h1>
        {tag?.description && <p className="tag-description">{tag.description}</p>}
        {tag && (
          <p>
            <Link to={tag.allTagsPath}>{viewAllTagsText()}</Link>
          </p>
        )}
        {pagination.totalPages > 1 && (
          <p className="blog-list-page-number">
            {translate({ id: 'theme.blog.paginator.pageNumber', message: 'Page {page} of {totalPages}', description: 'Which page of the blog list this is' }, { page: pagination.page, totalPages: pagination.totalPages })}
          </p>
        )}
      </header>
      {data.posts.length === 0 && <p>{noPostsText()}</p>}
      <BlogPostItems items={data.posts.map((post, i) => ({ post, Content: contents[i] }))} />
      <BlogListPaginator metadata={{ previousPage: pagination.newer, nextPage: pagination.older }} label={tag ? translate({ id: 'theme.blog.tagPaginator.navAriaLabel', message: 'Pages of posts tagged {tagName}', description: 'The label of the page links of one tag\'s posts' }, { tagName: tag.label }) : translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list pages' })} />
    </BlogLayout>
  );
}
