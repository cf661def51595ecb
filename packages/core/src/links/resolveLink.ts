// normalizePath is the browser router's own: the checker must resolve links exactly as readers' clicks are.
import { normalizePath, routeUrl } from '../../../client/src/normalizePath.ts';
import { closestId, closestPath, type PathAlias } from './closest.ts';

/** Why a link leads nowhere, and the target it most likely meant when one is close. */
export interface LinkProblem {
  kind: 'page' | 'anchor';
  /** The route path the link leads to. */
  target: string;
  /** The missing id, for an anchor. */
  id?: string;
  reason: string;
  closest?: string;
}

export interface LinkResolverOptions {
  pages: { path: string; ids: string[]; headingIds: string[] }[];
  baseUrl: string;
  /** Output files besides pages (static files, assets), by path under the base URL without a leading slash. */
  files: Set<string>;
  aliases?: PathAlias[];
  /** The config's `trailingSlash`: a relative link resolves against the page's address as served. */
  trailingSlash?: boolean;
  /** The other locales' baseUrls: their pages are another build's, so links into them are not checked here. */
  foreignPrefixes?: string[];
}

const SCHEME = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Resolves links against what was rendered: anchors against the ids really in the target page's
 * HTML, so ids set by components or `{#custom}` count. The same link (a sidebar entry, say) is on
 * many pages, so each is resolved once.
 */
export class LinkResolver {
  private readonly ids = new Map<string, Set<string>>();
  private readonly headingIds = new Map<string, string[]>();
  private readonly paths: string[];
  private readonly memo = new Map<string, LinkProblem | undefined>();

  constructor(private readonly o: LinkResolverOptions) {
    for (const page of o.pages) {
      this.ids.set(page.path, new Set(page.ids));
      this.headingIds.set(page.path, page.headingIds);
    }
    this.paths = [...this.ids.keys()].filter((p) => p !== '/404');
  }

  /** What is wrong with `href` on the page at `from`, or undefined when it leads somewhere. */
  problem(from: string, href: string): LinkProblem | undefined {
    // A fragment or a relative URL means something else on each page.
    const key = href.startsWith('/') || SCHEME.test(href) ? href : `${from} ${href}`;
    if (!this.memo.has(key)) this.memo.set(key, this.resolve(from, href));
    return this.memo.get(key);
  }

  /** Under another locale's baseUrl more closely than under this one's (the default locale's `/` holds `/fr/`). */
  private isForeign(absolute: string): boolean {
    const own = absolute.startsWith(this.o.baseUrl) ? this.o.baseUrl.length : 0;
    return (this.o.foreignPrefixes ?? []).some((prefix) => prefix.length > own && absolute.startsWith(prefix));
  }

  private resolve(from: string, href: string): LinkProblem | undefined {
    if (!href || SCHEME.test(href)) return undefined;
    const [beforeHash, hash = ''] = href.split('#', 2) as [string, string?];
    const pathPart = beforeHash.split('?')[0]!;
    let target = from;
    if (pathPart) {
      // Links to Markdown files were rewritten at compile time; a relative URL left (`./setup`) is
      // resolved against the page, as the browser resolves it: from a released version's page it
      // stays in that version.
      // A relative link to a Markdown file the compiler could not find is its warning already.
      if (!pathPart.startsWith('/') && /\.mdx?$/i.test(pathPart)) return undefined;
      const absolute = pathPart.startsWith('/') ? pathPart : relativeToPage(pathPart, from, this.o.baseUrl, this.o.trailingSlash);
      if (absolute === undefined || this.isForeign(absolute)) return undefined;
      const rawPath = absolute.startsWith(this.o.baseUrl) ? '/' + absolute.slice(this.o.baseUrl.length) : absolute;
      if (this.o.files.has(safeDecode(rawPath).replace(/^\//, ''))) return undefined;
      target = normalizePath(absolute, this.o.baseUrl);
      if (!this.ids.has(target)) return { kind: 'page', target, reason: `links to ${target}, which is not a page of this site`, closest: closestPath(target, this.paths, this.o.aliases) };
    }
    if (!hash) return undefined;
    const id = safeDecode(hash, decodeURIComponent);
    const ids = this.ids.get(target);
    if (!ids || ids.has(id)) return undefined;
    const closest = closestId(id, this.headingIds.get(target) ?? []);
    return { kind: 'anchor', target, id, reason: `points to #${id}, which is not an id on ${target}`, closest: closest && `${target === from && href.startsWith('#') ? '' : target}#${closest}` };
  }
}

/**
 * A relative URL as the browser resolves it on the page at `from` (a site path, written without a
 * trailing slash), with the base URL; undefined for what is not a path (`mailto:` is caught before).
 */
function relativeToPage(href: string, from: string, baseUrl: string, trailingSlash: boolean | undefined): string | undefined {
  try {
    // `./b` on `/docs/a/` is `/docs/a/b`, on `/docs/a` it is `/docs/b`: the browser's reading.
    return new URL(href, `http://site.invalid${routeUrl(from, baseUrl, trailingSlash)}`).pathname;
  } catch {
    return undefined;
  }
}

export function decodeEntities(s: string): string {
  return s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export function safeDecode(s: string, decode: (s: string) => string = decodeURI): string {
  try {
    return decode(s);
  } catch {
    return s;
  }
}
