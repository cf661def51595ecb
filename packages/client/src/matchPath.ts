import { match, type MatchFunction } from 'path-to-regexp';

/** Most patterns a router keeps compiled; past it the least recently used one is dropped. */
export const PATTERN_CACHE_LIMIT = 10_000;

const cache = new Map<string, MatchFunction<Record<string, string | string[]>>>();

function compiled(pattern: string) {
  let fn = cache.get(pattern);
  if (fn) {
    // Re-insert so Map order doubles as recency order.
    cache.delete(pattern);
  } else {
    fn = match(pattern, { decode: decodeURIComponent });
    if (cache.size >= PATTERN_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  }
  cache.set(pattern, fn);
  return fn;
}

/** Match a normalised path against a route pattern (`/releases/:page`); fixed paths match themselves. */
export function matchPath(pattern: string, path: string): Record<string, string | string[]> | undefined {
  const result = compiled(pattern)(path);
  return result ? result.params : undefined;
}

export function patternCacheSize(): number {
  return cache.size;
}

/** Find the route for a path: exact entries first (the common case), then patterns. */
export function findRoute<T>(routes: Record<string, T>, path: string): { pattern: string; value: T; params: Record<string, string | string[]> } | undefined {
  if (Object.prototype.hasOwnProperty.call(routes, path)) return { pattern: path, value: routes[path]!, params: {} };
  for (const pattern of Object.keys(routes)) {
    // The route loader's isPattern, repeated: an import of it would split the loader into a chunk of its own.
    if (!pattern.includes(':') && !pattern.includes('*')) continue;
    const params = matchPath(pattern, path);
    if (params) return { pattern, value: routes[pattern]!, params };
  }
  return undefined;
}
