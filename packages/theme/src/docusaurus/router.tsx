import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { applyTrailingSlash, useLocation as useAppLocation, useRouter, useSiteConfig } from '@docs/client';
import { withBaseUrl } from './support/baseUrl.ts';
import { matchPath, type Match, type MatchOptions } from './support/routeMatch.ts';
import DocusaurusLink, { type LinkProps } from './Link.tsx';

/**
 * The part of react-router 5 that Docusaurus re-exports and site code uses, on the app's own
 * router: the location, a history to navigate with, redirects and path matching. Routes here are
 * files, not `<Route>` elements, so there are no route parameters.
 */

export { matchPath, type Match, type MatchOptions };

export interface Location {
  /** The path as in the address bar: under the site's base URL, as in Docusaurus. */
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key?: string;
}

export type LocationDescriptor = string | { pathname?: string; search?: string; hash?: string };

export interface History {
  readonly length: number;
  readonly action: 'PUSH' | 'REPLACE' | 'POP';
  readonly location: Location;
  push(to: LocationDescriptor, state?: unknown): void;
  replace(to: LocationDescriptor, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  /** Called with each new location while the component that asked for the history is mounted. */
  listen(listener: (location: Location, action: 'PUSH' | 'REPLACE' | 'POP') => void): () => void;
  createHref(to: LocationDescriptor): string;
}

export function useLocation(): Location {
  const { pathname, search, hash } = useAppLocation();
  const { url, baseUrl, trailingSlash } = useSiteConfig();
  // The address in the browser's bar, as Docusaurus's router gives it: with the slash under `trailingSlash: true`.
  return useMemo(() => ({ pathname: applyTrailingSlash(withBaseUrl(pathname, { url, baseUrl }), trailingSlash, baseUrl), search, hash, state: undefined, key: `${pathname}${search}${hash}` }), [pathname, search, hash, url, baseUrl, trailingSlash]);
}

function hrefOf(to: LocationDescriptor, site: { url: string; baseUrl: string }): string {
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  return withBaseUrl(href, site);
}

export function useHistory(): History {
  const router = useRouter();
  const { url, baseUrl } = useSiteConfig();
  const location = useLocation();
  const listeners = useRef(new Set<(location: Location, action: 'PUSH' | 'REPLACE' | 'POP') => void>());
  const lastAction = useRef<'PUSH' | 'REPLACE' | 'POP'>('POP');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    for (const listener of listeners.current) listener(location, lastAction.current);
    lastAction.current = 'POP';
  }, [location]);

  return useMemo<History>(() => {
    const site = { url, baseUrl };
    return {
      get length() {
        return typeof window === 'undefined' ? 1 : window.history.length;
      },
      get action() {
        return lastAction.current;
      },
      location,
      push(to) {
        lastAction.current = 'PUSH';
        router.navigate(hrefOf(to, site));
      },
      replace(to) {
        lastAction.current = 'REPLACE';
        router.navigate(hrefOf(to, site), { replace: true });
      },
      go: (delta) => window.history.go(delta),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
      listen(listener) {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
      createHref: (to) => hrefOf(to, site),
    };
  }, [router, url, baseUrl, location]);
}

/** Route parameters: pages here are files, so there are none. */
export function useParams<Params extends Record<string, string | undefined> = Record<string, never>>(): Params {
  return {} as Params;
}

/** Without a pattern, the match of the current page; with one, whether the current path matches it. */
export function useRouteMatch(options?: string | string[] | MatchOptions): Match | null {
  const { pathname } = useLocation();
  if (options === undefined) return { path: pathname, url: pathname, isExact: true, params: {} };
  return matchPath(pathname, options);
}

export interface RedirectProps {
  to: LocationDescriptor;
  /** Add a history entry instead of replacing the current one. */
  push?: boolean;
}

/**
 * Go to `to` once mounted in the browser. The static HTML has no redirect in it: a page that must
 * redirect without JavaScript needs a redirect rule on the server.
 */
export function Redirect({ to, push = false }: RedirectProps) {
  const history = useHistory();
  const target = history.createHref(to);
  useEffect(() => {
    if (push) history.push(target);
    else history.replace(target);
    // Once per target: the history object changes with the location this very redirect changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, push]);
  return null;
}

export interface RouteComponentProps {
  location: Location;
  history: History;
  match: Match;
}

/** Give a class component the location, history and match as props. */
export function withRouter<P extends RouteComponentProps>(Component: ComponentType<P>) {
  function WithRouter(props: Omit<P, keyof RouteComponentProps>) {
    const location = useLocation();
    const history = useHistory();
    const match = useRouteMatch()!;
    return <Component {...(props as P)} location={location} history={history} match={match} />;
  }
  WithRouter.displayName = `withRouter(${Component.displayName ?? Component.name ?? 'Component'})`;
  return WithRouter;
}

/** react-router-dom's links, as Docusaurus's Link (which is what Docusaurus sites mean by them). */
export function Link(props: LinkProps) {
  return <DocusaurusLink {...props} />;
}

export function NavLink(props: LinkProps) {
  return <DocusaurusLink isNavLink {...props} />;
}
