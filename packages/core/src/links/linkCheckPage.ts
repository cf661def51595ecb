import { isExcerptId, sourceOfExcerpt } from '../blog/excerpt.ts';
import type { CompiledDocument, SourceLink } from '../compile/types.ts';
import type { RouteRecord } from '../routes/types.ts';

/** A compiled document a page shows, with the links written in it. */
export interface ShownDocument {
  /** The document's source file (a post's file for its excerpt). */
  file: string;
  links: SourceLink[];
}

/** A rendered page as the link check reads it. */
export interface LinkCheckPage {
  path: string;
  /** File the page comes from, when one does (a doc, a post, a `.tsx` page). */
  source?: string;
  html: string;
  /** The documents shown on it: its own content, or the posts and excerpts of a blog list. */
  documents: ShownDocument[];
}

/**
 * The page for the link check, with every document it shows: a post's links are then traced to
 * the post wherever it is shown (its own page, blog lists, tag pages), not to the list page.
 */
export function linkCheckPage(route: Pick<RouteRecord, 'path' | 'source' | 'contentSource' | 'contentSources'>, html: string, compiled: ReadonlyMap<string, CompiledDocument>): LinkCheckPage {
  const ids = [route.contentSource, ...(route.contentSources ?? [])].filter((id): id is string => Boolean(id));
  const documents = ids.flatMap((id) => {
    const doc = compiled.get(id);
    return doc ? [{ file: isExcerptId(id) ? sourceOfExcerpt(id) : id, links: doc.links }] : [];
  });
  return { path: route.path, source: route.source, html, documents };
}
