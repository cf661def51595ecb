import { isExcerptId, sourceOfExcerpt } from '../blog/excerpt.ts';
import { partialsOf } from '../compile/partialGraph.ts';
import type { CompiledDocument, SourceLink } from '../compile/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { decodeEntities } from './resolveLink.ts';

/** A compiled document a page shows, with the links written in it. */
export interface ShownDocument {
  /** The document's source file (a post's file for its excerpt). */
  file: string;
  links: SourceLink[];
}

/** What the link check needs of a page's HTML: a fraction of its size, so a large site's pages need not be held. */
export interface LinkFacts {
  /** The `href` of every `<a>`, entities decoded, each once, in order. */
  hrefs: string[];
  /** Every `id` in the page, which `#anchors` may name. */
  ids: string[];
  /** The ids of its headings, in order (for suggestions). */
  headingIds: string[];
}

/** A rendered page as the link check reads it. */
export interface LinkCheckPage extends LinkFacts {
  path: string;
  /** File the page comes from, when one does (a doc, a post, a `.tsx` page). */
  source?: string;
  /** The documents shown on it: its own content, or the posts and excerpts of a blog list. */
  documents: ShownDocument[];
}

const HREF_ATTR = /<a\s[^>]*?href="([^"]*)"/g;
/**
 * Markup the server rendered for an example (a live block's result), between the comments
 * @docs/client's ServerMarkup writes: its links belong to the example, and are not checked.
 */
const SERVER_MARKUP = /<!--docs-server-markup-->[\s\S]*?<!--\/docs-server-markup-->/g;
const ID_ATTR = /\sid="([^"]*)"/g;
const HEADING_ID = /<h[1-6]\b[^>]*?\sid="([^"]*)"/g;

/**
 * `intern`: one copy of each string across pages (the sidebar's hundreds of links are on every
 * page of a section): a build keeps the facts of every page until the link check.
 */
export function linkFacts(html: string, intern?: Map<string, string>): LinkFacts {
  const one = (s: string) => {
    const known = intern?.get(s);
    if (known !== undefined) return known;
    // A match is a slice of the page's HTML and would keep all of it alive: kept, it is a copy.
    const own = detached(s);
    intern?.set(own, own);
    return own;
  };
  const all = (pattern: RegExp, text = html) => [...text.matchAll(pattern)].map((m) => one(decodeEntities(m[1]!)));
  // Its ids stay: they are in the page, and a link may well point at one.
  const ownHtml = html.includes('<!--docs-server-markup-->') ? html.replace(SERVER_MARKUP, '') : html;
  return { hrefs: [...new Set(all(HREF_ATTR, ownHtml))], ids: [...new Set(all(ID_ATTR))], headingIds: all(HEADING_ID) };
}

/**
 * `s` as a string of its own. A substring V8 cuts from a larger string (a regular expression's
 * match, `slice`) points into it; the concatenation is flattened into a new string when sliced.
 */
export function detached(s: string): string {
  return (' ' + s).slice(1);
}

/**
 * The page for the link check, with every document it shows: a post's links are then traced to
 * the post wherever it is shown (its own page, blog lists, tag pages), not to the list page.
 */
export function linkCheckPage(route: Pick<RouteRecord, 'path' | 'source' | 'contentSource' | 'contentSources'>, html: string, compiled: ReadonlyMap<string, CompiledDocument>, intern?: Map<string, string>): LinkCheckPage {
  const ids = [route.contentSource, ...(route.contentSources ?? [])].filter((id): id is string => Boolean(id));
  // A partial's links are written in the partial: traced there, wherever it is shown.
  const shown = [...new Set(ids.flatMap((id) => [id, ...partialsOf(id, compiled)]))];
  const documents = shown.flatMap((id) => {
    const doc = compiled.get(id);
    return doc ? [{ file: isExcerptId(id) ? sourceOfExcerpt(id) : id, links: doc.links }] : [];
  });
  return { path: route.path, source: route.source, ...linkFacts(html, intern), documents };
}
