import type { ReactNode } from 'react';
import { Head, PageErrorBoundary, useRouterState, useSiteConfig } from '@docs/client';
import AnnouncementBar from '@theme/AnnouncementBar';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import SkipToContent from '@theme/SkipToContent';
import BackToTopButton from '@theme/BackToTopButton';
import { formatPageTitle } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import { loadingPageText, retryText } from './pageLoadWords.ts';

export interface LayoutProps {
  title?: string;
  description?: string;
  children: ReactNode;
  /** Extra class on the main element, for pages that need their own layout. */
  className?: string;
  /** Docusaurus's name for `className`, as its pages pass it. */
  wrapperClassName?: string;
  /** A page without the site footer (Docusaurus's prop of that name). */
  noFooter?: boolean;
}

/** The frame of every page: skip link, navbar, main content, footer, and the button back to the top. */
export default function Layout({ title, description, children, className, wrapperClassName, noFooter }: LayoutProps) {
  const site = useSiteConfig();
  const { pastDelay, timedOut, error, path } = useRouterState();
  const fullTitle = formatPageTitle(title, site);
  return (
    <LayoutProvider>
      <Head title={fullTitle} description={description} />
      <SkipToContent />
      {pastDelay && <div className="route-progress" role="progressbar" aria-label={loadingPageText()} />}
      <AnnouncementBar />
      <Navbar />
      {timedOut && !error && (
        <div className="route-error" role="status">
          <p>{translate({ id: 'theme.Layout.slowLoadingText', message: 'This page is taking longer than usual to load.', description: 'Shown while the code of the next page takes long to arrive' })}</p>
        </div>
      )}
      {error && (
        <div className="route-error" role="alert">
          <p>{error.message}</p>
          <button type="button" onClick={error.retry}>
            {retryText()}
          </button>
        </div>
      )}
      <main id="main" tabIndex={-1} className={className ?? wrapperClassName}>
        {/* Inside the layout, so a crashing page leaves the navbar and footer working. */}
        <PageErrorBoundary resetKey={path}>{children}</PageErrorBoundary>
      </main>
      {!noFooter && <Footer />}
      <BackToTopButton />
    </LayoutProvider>
  );
}
