import { translate } from '@docusaurus/Translate';
import { useMemo } from 'react';
import type { RouteProps } from '@docs/client';
import { BlogPostProvider, blogPostContextOf } from '@docusaurus/theme-common';
import type { BlogPostRouteData } from '@docs/core/routes';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import TOC from '@theme/TOC';
import LastUpdated from '@theme/LastUpdated';
import DraftBanner from '@theme/DraftBanner';
import UnlistedBanner from '@theme/UnlistedBanner';

/** One post: its header, content, tags, the links to the newer and older posts, and its table of contents. */
export default function BlogPostPage({ data, Content }: RouteProps<BlogPostRouteData>) {
  const post = useMemo(() => blogPostContextOf(data.post, true, Content), [data.post, Content]);
  return (
    <BlogLayout title={data.title} description={data.description} sidebar={data.sidebar} toc={!data.hideTableOfContents && data.toc.length > 0 ? <TOC items={data.toc} /> : undefined}>
      {data.draft && <DraftBanner />}
      {data.unlisted && <UnlistedBanner />}
      <BlogPostProvider value={post}>
        <BlogPostItem />
      </BlogPostProvider>
      {(data.editUrl || data.lastUpdate) && (
        <div className="doc-footer">
          {data.editUrl && (
            <a href={data.editUrl} className="edit-this-page" target="_blank" rel="noopener noreferrer">
              {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
            </a>
          )}
          <LastUpdated lastUpdate={data.lastUpdate} />
        </div>
      )}
      <BlogPostPaginator prevItem={data.newer && { title: data.newer.label, permalink: data.newer.href }} nextItem={data.older && { title: data.older.label, permalink: data.older.href }} />
    </BlogLayout>
  );
}
