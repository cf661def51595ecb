import { useEffect } from 'react';
import { useLocation, useSiteConfig } from '@docs/client';
import { initAnalytics, measurementIdFrom, sendPageView } from './gtag.ts';

/**
 * The path the last page view was sent for. Kept outside React: pages of different kinds render
 * their own layout, so the layout (and this hook) mounts again on some navigations, and that alone
 * must not count as a new page view.
 */
let lastPath: string | undefined;

/**
 * Start analytics when the site has a measurement id, and send a page view on the first load and
 * on every change of route path. A change of hash or query alone is not a new page.
 */
export function usePageViews(): void {
  const { customFields } = useSiteConfig();
  const { pathname } = useLocation();
  const id = measurementIdFrom(customFields);
  useEffect(() => {
    initAnalytics(id);
  }, [id]);
  useEffect(() => {
    // Runs after the page's own effects, so document.title already names the new page.
    if (!id || pathname === lastPath) return;
    lastPath = pathname;
    sendPageView();
  }, [id, pathname]);
}
