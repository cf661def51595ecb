import type { RouteProps } from '@docs/client';
import type { PageRouteData } from '@docs/core/routes';
import Layout from '@theme/Layout';
import LastUpdated from '@theme/LastUpdated';
import MDXComponents from '@theme/MDXComponents';
import MDXContent from '@theme/MDXContent';
import ProvidedContent from './mdx/ProvidedContent.tsx';
import TOC from '@theme/TOC';
import UnlistedBanner from '@theme/UnlistedBanner';

/**
 * A Markdown page from src/pages: the content in the site layout, without docs chrome. As in
 * Docusaurus, `wrapperClassName` classes the page's main element and the table of contents shows
 * unless `hide_table_of_contents` (or the page has no headings in range).
 */
export default function MDXPageRoute({ data, Content }: RouteProps<PageRouteData>) {
  const toc = !data.hideTableOfContents && data.toc?.length ? data.toc : undefined;
  return (
    <Layout title={data.title} description={data.description} className={['mdx-page', data.wrapperClassName, toc ? 'mdx-page-with-toc' : ''].filter(Boolean).join(' ')}>
      <div className="mdx-page-main">
        {data.unlisted && <UnlistedBanner />}
        <article className="markdown page-content">
          <MDXContent>
            <ProvidedContent Content={Content!} components={MDXComponents} />
          </MDXContent>
        </article>
        {data.lastUpdate && (
          <div className="doc-footer">
            <LastUpdated lastUpdate={data.lastUpdate} />
          </div>
        )}
      </div>
      {toc && <TOC items={toc} />}
    </Layout>
  );
}
