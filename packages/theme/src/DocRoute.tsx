import type { ComponentType } from 'react';
import { Link, useDocsSidebar, type RouteProps } from '@docs/client';
import Layout from '@theme/Layout';
import DocSidebar from '@theme/DocSidebar';
import MDXComponents from '@theme/MDXComponents';
import type { DocRouteData } from '@docs/core/routes';
import DocPaginator from '@theme/DocPaginator';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import LastUpdated from '@theme/LastUpdated';
import DraftBanner from '@theme/DraftBanner';
import UnlistedBanner from '@theme/UnlistedBanner';

/** A docs page: sidebar, breadcrumbs, the content, tags, previous/next, and the table of contents. */
export default function DocRoute({ data, Content }: RouteProps<DocRouteData>) {
  const sidebar = useDocsSidebar();
  const Body = Content as ComponentType<{ components: typeof MDXComponents }>;
  return (
    <Layout title={data.title} description={data.description} className={sidebar ? 'doc-layout' : 'doc-layout doc-layout-no-sidebar'}>
      {sidebar && <DocSidebar items={sidebar} />}
      <div className="doc-main">
        {data.breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumbs" className="breadcrumbs">
            <ol>
              <li>
                <Link to="/" aria-label="Home">
                  Home
                </Link>
              </li>
              {data.breadcrumbs.map((crumb, i) => (
                <li key={i}>{crumb.href && i < data.breadcrumbs.length - 1 ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
              ))}
            </ol>
          </nav>
        )}
        {data.draft && <DraftBanner />}
        {data.unlisted && <UnlistedBanner />}
        {!data.hideTableOfContents && <TOCCollapsible items={data.toc} />}
        <article className="markdown">
          {/* `hide_title` drops only this heading, never one the content writes itself. */}
          {!data.hasContentTitle && !data.hideTitle && <h1>{data.title}</h1>}
          <Body components={MDXComponents} />
        </article>
        {data.tags.length > 0 && (
          <ul className="doc-tags" aria-label="Tags">
            {data.tags.map((tag) => (
              <li key={tag.permalink}>
                <Link to={tag.permalink}>{tag.label}</Link>
              </li>
            ))}
          </ul>
        )}
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
        <DocPaginator previous={data.previous} next={data.next} />
      </div>
      {!data.hideTableOfContents && <TOC items={data.toc} />}
    </Layout>
  );
}
