import { createHash } from 'node:crypto';
import { JS_DIR } from '../bundle/jsDir.ts';
import { DATA_DIR, ROUTES_INDEX_FILE } from '../bundle/clientData.ts';

/** Cache-Control for a file named by its content's hash: it never changes under that name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A Content-Security-Policy as directive → sources. */
export type CspDirectives = Record<string, string[]>;

/**
 * The policy every page gets: scripts only from the site itself and the inline scripts the build
 * wrote (by hash), no plugins, no `<base>` tricks, no framing by other sites. Styles may be inline
 * (React writes `style` attributes); images may come from anywhere over HTTPS, as docs embed them.
 */
export const BASE_POLICY: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'https:'],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** Headers every response of the site gets. */
export const COMMON_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** `<script>` elements whose text the browser runs: no `src`, and no data type such as application/json. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The policy as a header value, with the site's own additions and what the page needs. */
export function contentSecurityPolicy(o: { scriptHashes: string[]; evaluatesCode: boolean; extra?: CspDirectives }): string {
  const directives = new Map(Object.entries(BASE_POLICY).map(([name, sources]) => [name, [...sources]]));
  for (const [name, sources] of Object.entries(o.extra ?? {})) directives.set(name, [...(directives.get(name) ?? []), ...sources]);
  // Live examples compile the reader's code in the browser: only their pages may evaluate code.
  directives.get('script-src')!.push(...o.scriptHashes, ...(o.evaluatesCode ? ["'unsafe-eval'"] : []));
  return [...directives].map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

export interface PageHeaders {
  /** The page's address (`/docs/intro`), as links and readers use it. */
  path: string;
  /** The hashes of its inline scripts (`inlineScriptHashes` of its HTML). */
  scriptHashes: string[];
  evaluatesCode: boolean;
}

/**
 * How long a host may keep what the build writes: the browser bundle (every file named by a hash
 * of its content) for a year, untouched; the routes index (a fixed name, pointing at the current
 * bundle) never without asking. `docs serve` decides the same for itself.
 */
export const CACHE_RULES: [pattern: string, cacheControl: string][] = [
  [`/${JS_DIR}/*`, IMMUTABLE],
  [`/${DATA_DIR}/${ROUTES_INDEX_FILE}`, 'no-cache'],
];

/**
 * `_headers` for Netlify, Cloudflare Pages and `docs serve`: the common headers for every path,
 * the caching of the bundle and the routes index (CACHE_RULES), then each page's
 * Content-Security-Policy under its own address. The policies are not put under
 * `/*`: hosts join a header set by two matching rules, and two policies only ever add restrictions,
 * so a page that needs more than the rest (a live example) could never get it.
 */
export function headersFile(pages: PageHeaders[], extra?: CspDirectives): string {
  const lines = ['# Written by docs build. Every page has its own Content-Security-Policy, with the', '# hashes of its inline scripts; see "Security headers" in the README.', '/*', ...COMMON_HEADERS.map(([name, value]) => `  ${name}: ${value}`), ''];
  for (const [pattern, cacheControl] of CACHE_RULES) lines.push(pattern, `  Cache-Control: ${cacheControl}`);
  lines.push('');
  for (const page of [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    lines.push(page.path, `  Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: page.scriptHashes, evaluatesCode: page.evaluatesCode, extra })}`);
  }
  return lines.join('\n') + '\n';
}
