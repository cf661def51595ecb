import type { ClientModule } from './clientModules.ts';

type Gtag = (...args: unknown[]) => void;

/**
 * The client module a site with `gtag` gets: gtag.js counts the first page itself, so each later
 * change of path, query or hash is sent as a page view, as Docusaurus's gtag plugin sends it. The
 * send waits a tick, so the new page's title is already set when gtag.js reads it. In `docs dev`
 * gtag.js is not on the page (no `window.gtag`), and nothing is sent.
 */
export const gtagPageViews: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation) return;
    const address = location.pathname + location.search + location.hash;
    if (address === previousLocation.pathname + previousLocation.search + previousLocation.hash) return;
    setTimeout(() => {
      // Read from window each time: a site's own code may have replaced it.
      const gtag = (window as unknown as { gtag?: Gtag }).gtag;
      if (typeof gtag !== 'function') return;
      gtag('set', 'page_path', address);
      gtag('event', 'page_view');
    });
  },
};
