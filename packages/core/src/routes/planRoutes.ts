import { unsafeUrlPath } from '../content/urlPathCheck.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { chunkNameFor } from './routeNames.ts';
import type { RouteRecord } from './types.ts';

/**
 * The route plan knows no content plugin: docs, pages, the blog and the rest each turn their content
 * into routes on their own (see planSiteRoutes.ts for the list), and this merges what they planned.
 */

export const NOT_FOUND_PATH = '/404';
/** The search page, reading its query from `?q=`. */
export const SEARCH_PATH = '/search';

export function searchRoute(): RouteRecord {
  return { path: SEARCH_PATH, kind: 'search', title: 'Search', chunkName: chunkNameFor(SEARCH_PATH), component: '@theme/SearchPage', data: { title: 'Search' }, noindex: true };
}

/** The page for unknown paths, written as `404.html`. */
export function notFoundRoute(): RouteRecord {
  return { path: NOT_FOUND_PATH, kind: 'not-found', title: 'Page Not Found', chunkName: 'not-found', component: '@theme/NotFound', data: { title: 'Page Not Found' }, noindex: true };
}

/**
 * Every route of the site from each plugin's routes, given in precedence order (on a shared path
 * the first planned wins), sorted by path so the output is the same from one build to the next.
 */
export function planRoutes(planned: RouteRecord[][], diagnostics: Diagnostic[]): RouteRecord[] {
  return dedupe(safeRoutes(planned.flat(), diagnostics), diagnostics).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Every address becomes a folder of the output and goes into HTML and scripts: one that could
 * climb out of the output folder or break out of an attribute is an error at its source (file
 * names and sidebar slugs reach here without passing a front-matter check).
 */
function safeRoutes(routes: RouteRecord[], diagnostics: Diagnostic[]): RouteRecord[] {
  return routes.filter((route) => {
    const why = unsafeUrlPath(route.path);
    if (!why) return true;
    diagnostics.push({
      severity: 'error',
      code: 'unsafe-path',
      file: route.source,
      message: `The page address ${JSON.stringify(route.path)} holds ${why}.`,
      hint: 'Rename the file, or give it a `slug` of letters, digits, `-`, `_` and `/`.',
    });
    return false;
  });
}

/** Two routes on one path: the first planned one (docs before indexes before pages) wins, with a warning. */
function dedupe(routes: RouteRecord[], diagnostics: Diagnostic[]): RouteRecord[] {
  const seen = new Map<string, RouteRecord>();
  for (const route of routes) {
    const first = seen.get(route.path);
    if (first) {
      if (first.kind !== 'doc' || route.kind !== 'doc') {
        diagnostics.push({ severity: 'warning', code: 'duplicate-route', file: route.source, message: `Route ${route.path} is produced twice (${first.kind} and ${route.kind}); the ${first.kind} is kept.`, hint: 'Give one of them another slug.' });
      }
      continue;
    }
    seen.set(route.path, route);
  }
  return [...seen.values()];
}
