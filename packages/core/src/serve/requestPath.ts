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
