import { routeUrl } from '../../../client/src/normalizePath.ts';
import { decodeRequestPath, redirectLocation } from '../serve/requestPath.ts';
import { htmlFileFor } from '../write/outputPaths.ts';

export interface PageRequest {
  /** The request's URL: path and query. */
  url: string;
  baseUrl: string;
  /** The route the request reached. */
  routePath: string;
  /** The config's `trailingSlash`: when set, a page has one address and the other form is sent to it. */
  trailingSlash?: boolean;
}

/**
 * Where `docs dev` sends a request that reached a page by an address `docs serve` would redirect,
 * so that both servers answer alike: an `.html` name the build does not write (`/a.html` for the
 * page written as `a/index.html`), and under `trailingSlash` the form of the address it does not
 * use (`/a` under `true`, `/a/` under `false`). Undefined for the page's own address or file.
 */
export function pageRedirect({ url, baseUrl, routePath, trailingSlash }: PageRequest): string | undefined {
  const urlPath = url.split('?')[0]!.split('#')[0]!;
  if (!urlPath.startsWith(baseUrl)) return undefined;
  const clean = decodeRequestPath('/' + urlPath.slice(baseUrl.length));
  if (clean === undefined || clean.slice(1) === htmlFileFor(routePath, trailingSlash)) return undefined;
  const own = routeUrl(routePath, baseUrl, trailingSlash);
  if (!urlPath.endsWith('.html') && (trailingSlash === undefined || decodeRequestPath(urlPath) === decodeRequestPath(own))) return undefined;
  return redirectLocation(own, url);
}
