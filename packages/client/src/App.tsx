import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { RouterApiContext, RouterStateContext, SidebarContext, SiteConfigContext, type RouterApi, type RouterState } from './context.ts';
import { PageErrorBoundary } from './ErrorBoundary.tsx';
import { aliasedRoutePath, normalizePath, routeUrl } from './normalizePath.ts';
import { applyTrailingSlash } from './trailingSlash.ts';
import { loadRoute, NewDeployError, prefetchRoute, type LoadedRoute } from './routeLoader.ts';
import type { ClientSiteConfig, RouteModule, SidebarItem } from './types.ts';
import { dispatchRouteDidUpdate, dispatchRouteUpdate, hasClientModules, type RouteLocation } from './clientModules.ts';

/** How long a navigation may take before the progress bar shows. */
export const PROGRESS_DELAY_MS = 200;
/** How long before a slow navigation tells the reader so. */
export const LOAD_TIMEOUT_MS = 10_000;

export interface AppProps {
  site: ClientSiteConfig;
  /** The theme's `Root` (a site may shadow it): around every page, and kept across navigations. */
  Root?: ComponentType<{ children: ReactNode }>;
  initial: { path: string; hash: string; search: string; module: RouteModule; data: Record<string, unknown>; sidebar?: SidebarItem[]; notFound: boolean };
}

interface Shown {
  path: string;
  hash: string;
  search: string;
  module: RouteModule;
  data: Record<string, unknown>;
  sidebar?: SidebarItem[];
  notFound: boolean;
  /** Where to scroll once this route is on screen. */
  scroll: 'top' | 'hash' | { y: number } | 'none';
}

const isBrowser = typeof window !== 'undefined';

/**
 * The single-page app: the same tree renders on the server (for the HTML) and in the browser
 * (hydrated), then takes over navigation. The shown page stays until the next one is loaded.
 */
export function App({ site, initial, Root = Fragment }: AppProps) {
  const [shown, setShown] = useState<Shown>({ ...initial, scroll: 'none' });
  const [status, setStatus] = useState<{ pending: boolean; pastDelay: boolean; timedOut: boolean; error?: RouterState['error'] }>({ pending: false, pastDelay: false, timedOut: false });
  const latest = useRef(0);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  // The client modules' lifecycle across one navigation: where it came from, and what runs once it is shown.
  const lifecycle = useRef<{ previous: RouteLocation | null; after?: () => void; first: boolean }>({ previous: null, first: true });
  const locationOf = useCallback((s: Pick<Shown, 'path' | 'search' | 'hash'>): RouteLocation => ({ pathname: routeUrl(s.path, site.baseUrl, site.trailingSlash), search: s.search, hash: s.hash }), [site.baseUrl, site.trailingSlash]);

  const go = useCallback(
    async (to: string, how: { mode: 'push' | 'replace' | 'pop'; scrollY?: number }) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      // A navigation the code asks for (`navigate('/a')`) gets the address a link would have; Back
      // and Forward keep the one the reader already has.
      if (how.mode !== 'pop') url.pathname = applyTrailingSlash(url.pathname, site.trailingSlash, site.baseUrl);
      const path = normalizePath(url.pathname, site.baseUrl);
      const current = shownRef.current;
      if (path === current.path && url.search === current.search && how.mode !== 'pop' && url.hash) {
        // Same page, new anchor: no load, just history and scroll.
        rememberScroll();
        window.history[how.mode === 'replace' ? 'replaceState' : 'pushState']({}, '', url.href);
        setShown({ ...current, hash: url.hash, scroll: 'hash' });
        return;
      }
      const id = ++latest.current;
      if (hasClientModules()) {
        const previous = locationOf(current);
        lifecycle.current = { previous, first: false, after: dispatchRouteUpdate({ location: { pathname: url.pathname, search: url.search, hash: url.hash }, previousLocation: previous }) };
      }
      setStatus({ pending: true, pastDelay: false, timedOut: false });
      const delay = window.setTimeout(() => id === latest.current && setStatus((s) => ({ ...s, pastDelay: true })), PROGRESS_DELAY_MS);
      const timeout = window.setTimeout(() => id === latest.current && setStatus((s) => ({ ...s, timedOut: true })), LOAD_TIMEOUT_MS);
      const clearTimers = () => {
        window.clearTimeout(delay);
        window.clearTimeout(timeout);
      };
      let loaded: LoadedRoute;
      try {
        loaded = await loadRoute(path);
      } catch (error) {
        clearTimers();
        if (id !== latest.current) return;
        if (error instanceof NewDeployError) {
          // The new deploy's pages are whole: load the page rather than mix chunks of two builds.
          // Back and forward have already moved the address: load it where it is, adding no entry.
          if (how.mode === 'pop') window.location.reload();
          else window.location[how.mode === 'replace' ? 'replace' : 'assign'](url.href);
          return;
        }
        setStatus({ pending: false, pastDelay: false, timedOut: false, error: { message: (error as Error).message, retry: () => void go(to, how) } });
        return;
      }
      clearTimers();
      if (id !== latest.current) return; // a newer navigation won
      const show = () => {
        setStatus({ pending: false, pastDelay: false, timedOut: false });
        setShown({
          path,
          hash: url.hash,
          search: url.search,
          module: loaded.module,
          data: loaded.module.data,
          sidebar: loaded.sidebar,
          notFound: loaded.notFound,
          scroll: how.scrollY !== undefined ? { y: how.scrollY } : url.hash ? 'hash' : 'top',
        });
      };
      if (how.mode === 'pop') {
        // Back and Forward moved the address already, before the page could load.
        show();
        return;
      }
      rememberScroll();
      window.history[how.mode === 'replace' ? 'replaceState' : 'pushState']({}, '', url.href);
      // The address and the page change in one task: a script that reads one after the other (an
      // analytics tag, a test) never finds the new address over the old page.
      flushSync(show);
    },
    [site.baseUrl, site.trailingSlash, locationOf],
  );

  // Once a route is on screen (the first one included, after hydration), the client modules hear of it.
  useLayoutEffect(() => {
    if (!hasClientModules()) return;
    const location = locationOf(shownRef.current);
    const { previous, after, first } = lifecycle.current;
    lifecycle.current = { previous: null, first: false };
    const done = first ? dispatchRouteUpdate({ location, previousLocation: null }) : after;
    dispatchRouteDidUpdate({ location, previousLocation: previous });
    done?.();
  }, [shown.path, shown.search, locationOf]);

  useEffect(() => {
    // Tests and tools wait on this to know the page is interactive.
    document.getElementById('__docs')?.setAttribute('data-hydrated', '');
    window.history.scrollRestoration = 'manual';
    const onPop = (event: PopStateEvent) => {
      const y = (event.state as { scrollY?: number } | null)?.scrollY;
      void go(window.location.href, { mode: 'pop', scrollY: y });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  useEffect(() => {
    // A static host answers `/a.html` or `/a/index.html` with 404.html when no file has that name:
    // the page `/a` is shown in its place, under its own address, unless the reader went on meanwhile.
    if (!initial.notFound) return;
    const { pathname, search, hash } = window.location;
    const path = aliasedRoutePath(pathname, site.baseUrl, site.trailingSlash);
    if (path === undefined) return;
    const before = latest.current;
    // Loaded here to learn whether the route exists; `go` then finds it all in the caches.
    void loadRoute(path).then(
      (loaded) => {
        if (!loaded.notFound && latest.current === before) void go(routeUrl(path, site.baseUrl, site.trailingSlash) + search + hash, { mode: 'replace' });
      },
      () => undefined, // the routes index or the chunk did not load: the not-found page stays
    );
    // Once, for the page the app started on.
  }, []);

  useLayoutEffect(() => {
    if (!isBrowser || shown.scroll === 'none') return;
    if (typeof shown.scroll === 'object') window.scrollTo(0, shown.scroll.y);
    else if (shown.scroll === 'hash') scrollToHash(shown.hash);
    else window.scrollTo(0, 0);
  }, [shown]);

  // A new page after a client navigation: a keyboard reader starts again from the top of the page
  // (the next Tab reaches the skip link), and a screen reader hears which page it is, as a full
  // page load would tell them. An anchor on the same page changes neither.
  const top = useRef<HTMLDivElement>(null);
  const [announced, setAnnounced] = useState('');
  const announcedPath = useRef(shown.path + shown.search);
  useEffect(() => {
    const key = shown.path + shown.search;
    if (announcedPath.current === key) return;
    announcedPath.current = key;
    if (shown.scroll !== 'hash') top.current?.focus({ preventScroll: true });
    // The page's Head has set the title by now: children's effects run before this one.
    setAnnounced(document.title);
  }, [shown]);

  const api = useMemo<RouterApi>(
    () => ({
      navigate: (to, options) => void go(to, { mode: options?.replace ? 'replace' : 'push' }),
      prefetch: (to) => {
        const url = new URL(to, window.location.href);
        if (url.origin === window.location.origin) prefetchRoute(normalizePath(url.pathname, site.baseUrl));
      },
    }),
    [go, site.baseUrl],
  );

  const state: RouterState = { path: shown.path, hash: shown.hash, search: shown.search, data: shown.data, notFound: shown.notFound, ...status };
  const Route = shown.module.default;
  return (
    <SiteConfigContext.Provider value={site}>
      <div ref={top} tabIndex={-1} className="route-top" style={VISUALLY_HIDDEN} />
      {/* A live region without a role: it stays out of the way of a page's own status messages. */}
      <div className="route-announcer" aria-live="polite" aria-atomic="true" style={VISUALLY_HIDDEN}>
        {announced}
      </div>
      <RouterApiContext.Provider value={api}>
        <RouterStateContext.Provider value={state}>
          <SidebarContext.Provider value={shown.sidebar}>
            <Root>
              <PageErrorBoundary resetKey={shown.path}>
                <Route data={shown.data} Content={shown.module.Content} contents={shown.module.contents} />
              </PageErrorBoundary>
            </Root>
          </SidebarContext.Provider>
        </RouterStateContext.Provider>
      </RouterApiContext.Provider>
    </SiteConfigContext.Provider>
  );
}

/** Out of sight but read by screen readers (the theme's CSS may not be there: a site without it still gets these). */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** Store the scroll position on the current history entry, so Back returns to it. */
function rememberScroll() {
  window.history.replaceState({ ...(window.history.state ?? {}), scrollY: window.scrollY }, '');
}

export function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
