import { applyTrailingSlash, type TrailingSlash } from './trailingSlash.ts';

/**
 * The one place URL paths are normalised: base URL removed, `/index.html`, `.html` and trailing
 * slashes stripped, so `/a/`, `/a/index.html` and `/a.html` all name the route `/a`.
 */
export function normalizePath(pathname: string, baseUrl = '/'): string {
  let p = pathname;
  try {
    p = decodeURI(p);
  } catch {
    // A malformed escape is matched as written.
  }
  const base = baseUrl.replace(/\/$/, '');
  if (base && (p === base || p.startsWith(base + '/'))) p = p.slice(base.length);
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  p = p.replace(/\/{2,}/g, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** The URL of a route path under the base URL. */
export function withBaseUrl(path: string, baseUrl = '/'): string {
  if (!path.startsWith('/') || baseUrl === '/') return path;
  return baseUrl.replace(/\/$/, '') + path;
}

/** The address a route path is linked and published at: under the base URL, in the `trailingSlash` form. */
export function routeUrl(path: string, baseUrl: string, trailingSlash: TrailingSlash): string {
  return applyTrailingSlash(withBaseUrl(path, baseUrl), trailingSlash, baseUrl);
}

/**
 * The route path an address names when the address is not that path's own (`/a.html`,
 * `/a/index.html`, `/a/` for `/a`, or `/a` for `/a/` under `trailingSlash: true`), or undefined
 * when it is.
 */
export function aliasedRoutePath(pathname: string, baseUrl = '/', trailingSlash?: TrailingSlash): string | undefined {
  const path = normalizePath(pathname, baseUrl);
  return new URL(routeUrl(path, baseUrl, trailingSlash), 'http://localhost').pathname === pathname ? undefined : path;
}

/** A URL with a scheme (`https:`, `mailto:`, `data:`) or a protocol-relative `//host`: not a path of this site. */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}
