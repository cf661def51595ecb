import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml, scriptJson } from '../../../client/src/escapeHtml.ts';
import type { TrailingSlash } from '../../../client/src/trailingSlash.ts';
import { hasProtocol, routeUrl } from '../../../client/src/normalizePath.ts';
import type { ClientRedirectsOptions } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { htmlFileFor, outputFile } from './outputPaths.ts';

/** A redirect page to write: the old address (a route path, without the base URL) and where it leads. */
export interface Redirect {
  from: string;
  /** A route path without the base URL, or a full URL of another site. */
  to: string;
  /** The option it comes from, to point at in a warning. */
  origin: string;
}

/** Where a redirect's warning points: the config file and the position of a text in it. */
export type LocateInConfig = (text: string) => Pick<Diagnostic, 'file' | 'line' | 'column'>;

const bare = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const FILE_NAME = /\/[^/]*\.[a-z][a-z\d]*$/i;

/**
 * The redirects the options ask for, as Docusaurus's plugin-client-redirects collects them: the
 * explicit `redirects`, then `fromExtensions`, `toExtensions` and `createRedirects` over every page.
 * One whose old address is a page (or a path that leaves the site, or a duplicate) is dropped with
 * a warning at the option it comes from: a redirect never overwrites a page.
 */
export function collectRedirects(options: ClientRedirectsOptions, site: { pagePaths: readonly string[]; files: ReadonlySet<string>; trailingSlash?: TrailingSlash }, locate: LocateInConfig): { redirects: Redirect[]; diagnostics: Diagnostic[] } {
  const pages = new Set(site.pagePaths.filter((p) => p !== '/404').map(bare));
  // An address is taken when a page is there, or when the redirect's file is one the build writes anyway.
  const taken = (from: string) => pages.has(from) || site.files.has(redirectFile(from, site.trailingSlash));
  const wanted: Redirect[] = [];
  for (const { from, to } of options.redirects) for (const f of [from].flat()) wanted.push({ from: f, to, origin: f });
  for (const page of pages) {
    if (page === '/') continue;
    for (const ext of options.fromExtensions) if (!FILE_NAME.test(page)) wanted.push({ from: `${page}.${ext.replace(/^\./, '')}`, to: page, origin: 'fromExtensions' });
    for (const ext of options.toExtensions) {
      const suffix = `.${ext.replace(/^\./, '')}`;
      if (page.endsWith(suffix)) wanted.push({ from: page.slice(0, -suffix.length), to: page, origin: 'toExtensions' });
    }
    if (options.createRedirects) {
      const created = options.createRedirects(page);
      for (const f of [created ?? []].flat()) if (typeof f === 'string') wanted.push({ from: f, to: page, origin: 'createRedirects' });
    }
  }
  const redirects: Redirect[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const warn = (r: Redirect, why: string, hint: string) => diagnostics.push({ severity: 'warning', code: 'redirect-invalid', ...locate(r.origin), message: `The redirect from "${r.from}" to "${r.to}" is not written: ${why}.`, hint });
  for (const r of wanted) {
    const from = bare(r.from);
    if (!from.startsWith('/') || from.split('/').some((s) => s === '..' || s === '.') || /[?#\\\0]/.test(from)) warn(r, 'its old address must be a path of this site starting with "/"', 'Write `from` as the page\'s old path, such as "/docs/old-page".');
    else if (taken(from)) {
      // An extension's redirect to a page written at that very file is the page itself: nothing to say.
      if (r.origin !== 'fromExtensions' && r.origin !== 'toExtensions') warn(r, 'a page or file of the site is at that address, and a redirect would overwrite it', 'Remove the redirect, or move the page.');
    }
    else if (!seen.has(from)) {
      seen.add(from);
      redirects.push({ ...r, from });
    }
  }
  return { redirects, diagnostics };
}

/** The address a redirect leads to, as the browser is sent there: the base URL and `trailingSlash` applied to a path of the site. */
export function redirectTarget(to: string, baseUrl: string, trailingSlash: TrailingSlash): string {
  if (hasProtocol(to) || to.startsWith('//')) return to;
  return routeUrl(to.startsWith('/') ? to : `/${to}`, baseUrl, trailingSlash);
}

/** The redirect page: a refresh and a script (which keeps the query and hash) send the reader on; the canonical link tells search engines. */
export function redirectPage(target: string): string {
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="UTF-8">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">
<link rel="canonical" href="${escapeHtml(target)}">
<title>Redirecting…</title>
</head>
<body>
<p>This page has moved to <a href="${escapeHtml(target)}">${escapeHtml(target)}</a>.</p>
<script>window.location.replace(${scriptJson(target)} + window.location.search + window.location.hash);</script>
</body>
</html>
`;
}

/** The file a redirect's page is written to: as a page at that address would be, or the file itself for `/a.html`. */
export function redirectFile(from: string, trailingSlash: TrailingSlash): string {
  return FILE_NAME.test(from) ? from.slice(1) : htmlFileFor(from, trailingSlash);
}

/** Write each redirect's page inside `dir`; the files written, relative to it. */
export async function writeRedirects(dir: string, redirects: readonly Redirect[], site: { baseUrl: string; trailingSlash?: TrailingSlash }): Promise<string[]> {
  const files: string[] = [];
  for (const r of redirects) {
    const relative = redirectFile(r.from, site.trailingSlash);
    const file = outputFile(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, redirectPage(redirectTarget(r.to, site.baseUrl, site.trailingSlash)));
    files.push(relative);
  }
  return files;
}

/**
 * The redirect page `docs dev` answers an address with, as `docs serve` answers from the written
 * file: the site's redirects computed from its pages, and the request (inside the base URL) matched
 * with or without its trailing slash or `index.html`. Undefined when no redirect is there.
 */
export function devRedirectPage(inside: string, options: ClientRedirectsOptions, site: { pagePaths: readonly string[]; baseUrl: string; trailingSlash?: TrailingSlash }): string | undefined {
  const wanted = inside.replace(/\/index\.html$/, '/');
  const { redirects } = collectRedirects(options, { ...site, files: new Set() }, () => ({}));
  const found = redirects.find((r) => r.from === bare(wanted) || r.from === wanted);
  return found && redirectPage(redirectTarget(found.to, site.baseUrl, site.trailingSlash));
}
