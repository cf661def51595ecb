import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/theme-common';
import ContentVisibility from '@theme/ContentVisibility';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';

/** The doc's column (breadcrumbs, banners, content, footer, previous/next) and the table of contents beside it. */
export default function DocItemLayout({ children }: { children?: ReactNode }) {
  const { data } = useDoc();
  return (
    <>
      <div className="doc-main">
        <DocBreadcrumbs />
        <ContentVisibility />
        <DocVersionBanner />
        <DocVersionBadge />
        {!data.hideTableOfContents && <DocItemTOCMobile />}
        <DocItemContent>{children}</DocItemContent>
        <DocItemFooter />
        <DocItemPaginator />
      </div>
      {!data.hideTableOfContents && <DocItemTOCDesktop />}
    </>
  );
}
