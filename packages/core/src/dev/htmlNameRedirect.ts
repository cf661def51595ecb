import { decodeRequestPath, redirectLocation } from '../serve/requestPath.ts';
import { htmlFileFor } from '../write/outputPaths.ts';

export interface HtmlNameRequest {
  /** The request's URL: path and query. */
  url: string;
  baseUrl: string;
  /** The route the request reached. */
  routePath: string;
}

/**
 * Where `docs dev` sends a request that reached a page by an `.html` name the build does not write
 * (`/a.html`, for the page `/a` written as `a/index.html`), the way `docs serve` does with the
 * built files; undefined for the page's own file (`/a/index.html`, `/404.html`) and for paths
 * without `.html`.
 */
export function htmlNameRedirect({ url, baseUrl, routePath }: HtmlNameRequest): string | undefined {
  const urlPath = url.split('?')[0]!.split('#')[0]!;
  if (!urlPath.endsWith('.html') || !urlPath.startsWith(baseUrl)) return undefined;
  const clean = decodeRequestPath('/' + urlPath.slice(baseUrl.length));
  if (clean === undefined || clean.slice(1) === htmlFileFor(routePath)) return undefined;
  return redirectLocation(baseUrl.replace(/\/$/, '') + routePath, url);
}
