import { Link, type RouteProps } from '@docs/client';
import type { BlogPostRouteData } from '@docs/core/routes';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import TOC from '@theme/TOC';
import LastUpdated from '@theme/LastUpdated';
import DraftBanner from '@theme/DraftBanner';
import UnlistedBanner from '@theme/UnlistedBanner';

/** One post: its header, content, tags, the links to the newer and older posts, and its table of contents. */
export default function BlogPostPage({ data, Content }: RouteProps<BlogPostRouteData>) {
  return (
    <BlogLayout title={data.title} description={data.description} sidebar={data.sidebar} toc={!data.hideTableOfContents && data.toc.length > 0 ? <TOC items={data.toc} /> : undefined}>
      {data.draft && <DraftBanner />}
      {data.unlisted && <UnlistedBanner />}
      <BlogPostItem post={data.post} Content={Content} />
      {(data.editUrl || data.lastUpdate) && (
        <div className="doc-footer">
          {data.editUrl && (
            <a href={data.editUrl} className="edit-this-page" target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          )}
          <LastUpdated lastUpdate={data.lastUpdate} />
        </div>
      )}
      {(data.newer || data.older) && (
        <nav className="pagination" aria-label="Blog posts">
          {data.newer && (
            <Link to={data.newer.href} className="pagination-prev">
              <span>Newer post</span> {data.newer.label}
            </Link>
          )}
          {data.older && (
            <Link to={data.older.href} className="pagination-next">
              <span>Older post</span> {data.older.label}
            </Link>
          )}
        </nav>
      )}
    </BlogLayout>
  );
}
