/**
 * URL helpers behind `@docusaurus/useBaseUrl`, `@docusaurus/Link` and `@docusaurus/isInternalUrl`,
 * kept pure (no React) so they are unit-tested alone and shared by those modules.
 */

import { hasProtocol } from '@docs/client';

/** Options of Docusaurus's `useBaseUrl(url, options)`. */
export interface BaseUrlOptions {
  /** Prepend the base URL even to a path that already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Return a full URL: the site's `url` followed by the path. */
  absolute?: boolean;
}

export interface SiteUrls {
  /** The site's origin, `https://example.com`, from `url` in the config. */
  url: string;
  /** The path the site is served under, `/` or `/docs-site/`. */
  baseUrl: string;
}

export { hasProtocol };

/** A link that stays on this site: no scheme, no other host. */
export function isInternalUrl(url?: string): boolean {
  return typeof url === 'string' && url !== '' && !hasProtocol(url);
}

/**
 * A site path under the base URL. A path that already starts with the base keeps it (authors
 * often write the full path), anchors, relative paths and external URLs are left as they are.
 */
export function withBaseUrl(url: string, site: SiteUrls, options: BaseUrlOptions = {}): string {
  if (url === '' || url.startsWith('#') || hasProtocol(url)) return url;
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  let result = url;
  if (options.forcePrependBaseUrl) result = base + url.replace(/^\//, '');
  else if (url === base.slice(0, -1)) result = base;
  else if (url.startsWith('/') && !(base !== '/' && url.startsWith(base))) result = base + url.slice(1);
  if (!options.absolute || !result.startsWith('/')) return result;
  return site.url.replace(/\/+$/, '') + result;
}
