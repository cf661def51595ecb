// normalizePath is the browser router's own: the checker must resolve links exactly as readers' clicks are.
import { normalizePath } from '../../../client/src/normalizePath.ts';
import type { SourceLink } from '../compile/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closestPath } from './closest.ts';

export interface LinkCheckPage {
  path: string;
  /** File the page comes from. */
  source?: string;
  html: string;
  /** Links written in the page's Markdown, with their positions. */
  markdownLinks: SourceLink[];
}

/** Above this many pages with the same broken link, it is reported once as coming from the layout. */
const LAYOUT_THRESHOLD = 3;

const ID_ATTR = /\sid="([^"]*)"/g;
const HREF_ATTR = /<a\s[^>]*?href="([^"]*)"/g;

function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Check every internal link and anchor against what was rendered: anchors against the ids really
 * in the target page's HTML, so ids set by components or `{#custom}` count.
 */
export interface CheckLinksOptions {
  pages: LinkCheckPage[];
  baseUrl: string;
  /** Output files besides pages (static files, assets) that links may point to. */
  files: Set<string>;
  /** Where a link that is only in the rendered HTML stands in a page's source file, when it can be found. */
  locate?: (file: string, href: string) => { line: number; column: number } | undefined;
}

export function checkLinks(o: CheckLinksOptions): Diagnostic[] {
  const ids = new Map<string, Set<string>>();
  for (const page of o.pages) ids.set(page.path, new Set([...page.html.matchAll(ID_ATTR)].map((m) => decodeEntities(m[1]!))));
  const paths = [...ids.keys()].filter((p) => p !== '/404');
  const diagnostics: Diagnostic[] = [];
  const layoutBroken = new Map<string, { pages: { path: string; source?: string }[]; reason: string; closest?: string }>();

  // The same link (a sidebar entry, say) appears on many pages: resolve each once.
  const memo = new Map<string, { reason: string; closest?: string } | undefined>();
  const problem = (from: string, href: string) => {
    const key = href.startsWith('#') ? from + href : href;
    if (!memo.has(key)) memo.set(key, resolveProblem(from, href));
    return memo.get(key);
  };
  const resolveProblem = (from: string, href: string): { reason: string; closest?: string } | undefined => {
    if (!href || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href)) return undefined;
    const [beforeHash, hash = ''] = href.split('#', 2) as [string, string?];
    const pathPart = beforeHash.split('?')[0]!;
    let target = from;
    if (pathPart) {
      if (!pathPart.startsWith('/')) return undefined; // relative links were rewritten at compile time; what remains is the author's choice
      const rawPath = pathPart.startsWith(o.baseUrl) ? '/' + pathPart.slice(o.baseUrl.length) : pathPart;
      if (o.files.has(safeDecode(rawPath).replace(/^\//, ''))) return undefined;
      target = normalizePath(pathPart, o.baseUrl);
      if (!ids.has(target)) return { reason: `links to ${target}, which is not a page of this site`, closest: closestPath(target, paths) };
    }
    if (hash) {
      const id = safeDecode(hash, decodeURIComponent);
      if (!ids.get(target)!.has(id)) return { reason: `points to #${id}, which is not an id on ${target}`, closest: undefined };
    }
    return undefined;
  };

  for (const page of o.pages) {
    if (page.path === '/404') continue;
    const checked = new Set<string>();
    for (const link of page.markdownLinks) {
      checked.add(link.url);
      const p = problem(page.path, link.url);
      if (p) diagnostics.push(brokenLink(link.url, p, { file: page.source, line: link.line, column: link.column }));
    }
    for (const m of page.html.matchAll(HREF_ATTR)) {
      const href = decodeEntities(m[1]!);
      if (checked.has(href)) continue;
      checked.add(href);
      const p = problem(page.path, href);
      if (!p) continue;
      const entry = layoutBroken.get(href) ?? { ...p, pages: [] };
      entry.pages.push({ path: page.path, source: page.source });
      layoutBroken.set(href, entry);
    }
  }
  for (const [href, entry] of layoutBroken) {
    if (entry.pages.length > LAYOUT_THRESHOLD) {
      diagnostics.push(brokenLink(href, { reason: `${entry.reason}; it is on ${entry.pages.length} pages (${entry.pages.slice(0, 3).map((p) => p.path).join(', ')}, ...), so it likely comes from the navbar, footer or a theme component`, closest: entry.closest }, {}));
    } else {
      for (const where of entry.pages) {
        const at = where.source ? o.locate?.(where.source, href) : undefined;
        diagnostics.push(brokenLink(href, entry, where.source ? { file: where.source, ...at } : { route: where.path }));
      }
    }
  }
  return diagnostics;
}

function brokenLink(href: string, p: { reason: string; closest?: string }, where: { file?: string; line?: number; column?: number; route?: string }): Diagnostic {
  return {
    severity: 'warning',
    code: 'broken-link',
    file: where.file,
    line: where.line,
    column: where.column,
    message: `Broken link "${href}": it ${p.reason}${where.route ? ` (on page ${where.route})` : ''}.`,
    hint: p.closest ? `Did you mean ${p.closest}?` : undefined,
  };
}

function safeDecode(s: string, decode: (s: string) => string = decodeURI): string {
  try {
    return decode(s);
  } catch {
    return s;
  }
}
