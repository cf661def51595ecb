import path from 'node:path';

/**
 * The path of a request URL as a clean absolute path, or undefined when it cannot name a file:
 * query and fragment dropped, percent-decoded exactly once, NUL and backslashes refused, then
 * normalised as a URL path so that `..` cannot climb above `/`.
 */
export function decodeRequestPath(url: string): string | undefined {
  const raw = url.split('?')[0]!.split('#')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  return path.posix.normalize('/' + decoded);
}

/** The files a clean request path may name, relative to the root, in the order they are tried: `/a` → `a`, `a/index.html`, `a.html`; `/a/` → `a/index.html`. */
export function candidateFiles(cleanPath: string): string[] {
  const rel = cleanPath.slice(1);
  if (rel === '' || rel.endsWith('/')) return [rel + 'index.html'];
  return [rel, rel + '/index.html', rel + '.html'];
}

/** The request paths that reach a file: a page under its folder's name with and without the slash, and by its own name. */
export function pathsOf(rel: string): string[] {
  if (rel === 'index.html') return ['/', '/index.html'];
  if (rel.endsWith('/index.html')) return [`/${rel.slice(0, -'index.html'.length)}`, `/${rel.slice(0, -'/index.html'.length)}`, `/${rel}`];
  if (rel.endsWith('.html')) return [`/${rel.slice(0, -'.html'.length)}`, `/${rel}`];
  return [`/${rel}`];
}

/**
 * A clean request path with a trailing `/index.html` or `.html` taken off, as a page's path
 * (`/a.html` and `/a/index.html` → `/a`, `/index.html` → `/`), or undefined when it has neither.
 */
export function withoutHtmlSuffix(cleanPath: string): string | undefined {
  let page: string;
  if (cleanPath.endsWith('/index.html')) page = cleanPath.slice(0, -'index.html'.length);
  else if (/[^/]\.html$/.test(cleanPath)) page = cleanPath.slice(0, -'.html'.length);
  else return undefined;
  return page.replace(/\/+$/, '') || '/';
}

/** Bytes outside printable ASCII, percent-encoded; `latin1` is how Node hands the request line over. */
const percentEncoded = (text: string) =>
  text.replace(/[^\x21-\x7e]/gu, (c) => [...(c.charCodeAt(0) <= 0xff ? Buffer.from(c, 'latin1') : Buffer.from(c))].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));

/**
 * A Location on this site for a clean path, with the query of the request: the path percent-encoded
 * and starting with exactly one slash, since `//host/...` would send the browser to another site.
 */
export function redirectLocation(cleanPath: string, requestUrl: string): string {
  const path = encodeURI('/' + cleanPath.replace(/^\/+/, '')).replace(/[?#]/g, encodeURIComponent);
  const queryStart = requestUrl.indexOf('?');
  const query = queryStart === -1 ? '' : requestUrl.slice(queryStart).split('#')[0]!;
  return path + percentEncoded(query);
}
