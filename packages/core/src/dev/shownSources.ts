import { isExcerptId, sourceOfExcerpt } from '../blog/excerpt.ts';
import type { GeneratedIndexRouteData, RouteRecord } from '../routes/types.ts';

/**
 * The documents a page shows something of, which a lazy start of `docs dev` must compile before
 * it renders the page: its own content, and for a page that lists others, what it shows of each
 * (a generated index's card descriptions, a blog list's reading times), which their compile gives.
 */
export function shownSources(route: RouteRecord, routes: readonly RouteRecord[]): string[] {
  const own = [route.contentSource, ...(route.contentSources ?? [])].filter((s): s is string => s !== undefined);
  const listed: string[] = [];
  if (route.kind === 'generated-index') {
    const byPath = new Map(routes.map((r) => [r.path, r]));
    for (const item of (route.data as GeneratedIndexRouteData).items) {
      const source = byPath.get(item.href)?.contentSource;
      if (source) listed.push(source);
    }
  }
  for (const id of own) if (isExcerptId(id)) listed.push(sourceOfExcerpt(id));
  return [...new Set([...own, ...listed])];
}
