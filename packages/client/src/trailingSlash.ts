/**
 * The config's `trailingSlash`: `true` addresses a page as `/a/`, `false` as `/a`, and undefined
 * leaves every address as it is written (the routes' own, without a slash).
 */
export type TrailingSlash = boolean | undefined;

/** A last path segment that names a file (`x.png`, `page.html`; not `v1.2`): such addresses keep their form. */
const FILE_NAME = /\/[^/]*\.[a-z][a-z\d]*$/i;

/**
 * An internal address in the form `trailingSlash` asks for: the slash added or removed before any
 * `?query` or `#hash`. `/`, the base URL itself, a bare `#hash`, a relative address and a file
 * (`/img/x.png`, `/a.html`) are left as they are, so the base URL never loses its slash.
 */
export function applyTrailingSlash(url: string, trailingSlash: TrailingSlash, baseUrl = '/'): string {
  if (trailingSlash === undefined || !url.startsWith('/') || url.startsWith('//')) return url;
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  const rest = end === -1 ? '' : url.slice(end);
  if (pathname === '/' || pathname === baseUrl || FILE_NAME.test(pathname)) return url;
  const bare = pathname.replace(/\/+$/, '');
  return (trailingSlash ? `${bare}/` : bare) + rest;
}

