/**
 * Google Analytics 4 through gtag.js. Nothing happens until `initAnalytics` is called with a
 * measurement id: no script, no `window.gtag`, and `sendEvent` does nothing. The id comes from the
 * site config (`customFields.gaMeasurementId`), so a build without one sends no data at all.
 */

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** The id analytics was started with; undefined while analytics is off. */
let activeId: string | undefined;

/** The measurement id from the site's custom fields, or undefined when missing or empty. */
export function measurementIdFrom(customFields: Record<string, unknown>): string | undefined {
  const id = customFields.gaMeasurementId;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : undefined;
}

/**
 * Load gtag.js once and configure it. Page views are sent by hand (`sendPageView`) because the
 * site routes on the client, so the automatic one is turned off; IP anonymization is requested.
 */
export function initAnalytics(id: string | undefined): void {
  if (!id || typeof window === 'undefined' || activeId === id) return;
  activeId = id;
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    // gtag.js reads `arguments` objects from the data layer, not arrays: keep the classic shape.
    window.gtag = function gtag() {
      window.dataLayer!.push(arguments);
    };
  }
  const src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  if (!document.querySelector(`script[src="${src}"]`)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }
  window.gtag('js', new Date());
  window.gtag('config', id, { anonymize_ip: true, send_page_view: false });
}

/** Whether analytics has been started on this page. */
export function analyticsEnabled(): boolean {
  return activeId !== undefined && typeof window !== 'undefined' && typeof window.gtag === 'function';
}

/** Send a GA4 event; does nothing when analytics is off. */
export function sendEvent(action: string, params: Record<string, unknown> = {}): void {
  if (!analyticsEnabled()) return;
  window.gtag!('event', action, params);
}

/** Send a page view for the page now on screen: its address path (with any query), full URL and title. */
export function sendPageView(): void {
  const { pathname, search, href } = window.location;
  sendEvent('page_view', { page_path: pathname + search, page_location: href, page_title: document.title });
}
