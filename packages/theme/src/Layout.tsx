import type { ReactNode } from 'react';
import { Head, PageErrorBoundary, useRouterState, useSiteConfig } from '@docs/client';
import AnnouncementBar from '@theme/AnnouncementBar';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';

export interface LayoutProps {
  title?: string;
  description?: string;
  children: ReactNode;
  /** Extra class on the main element, for pages that need their own layout. */
  className?: string;
}

/** The frame of every page: skip link, navbar, main content, footer. */
export default function Layout({ title, description, children, className }: LayoutProps) {
  const site = useSiteConfig();
  const { pastDelay, timedOut, error, path } = useRouterState();
  const fullTitle = title && title !== site.title ? `${title} ${site.titleDelimiter} ${site.title}` : site.tagline ? `${site.title} · ${site.tagline}` : site.title;
  return (
    <>
      <Head title={fullTitle} description={description} />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {pastDelay && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <AnnouncementBar />
      <Navbar />
      {timedOut && !error && (
        <div className="route-error" role="status">
          <p>This page is taking longer than usual to load.</p>
        </div>
      )}
      {error && (
        <div className="route-error" role="alert">
          <p>{error.message}</p>
          <button type="button" onClick={error.retry}>
            Retry
          </button>
        </div>
      )}
      <main id="main" tabIndex={-1} className={className}>
        {/* Inside the layout, so a crashing page leaves the navbar and footer working. */}
        <PageErrorBoundary resetKey={path}>{children}</PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
