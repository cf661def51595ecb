import { hashOf } from '../util/hash.ts';

/**
 * A route's chunk name: the start of its path, to be readable in the output, and a hash of the
 * whole path, because `/a-b` and `/a/b` read the same once cleaned. Derived from the path alone, so
 * every planner (docs, pages, blog) names chunks alike and the names stay the same across builds.
 */
export function chunkNameFor(path: string): string {
  const base = path === '/' ? 'index' : path.slice(1).replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 40);
  return `${base}-${hashOf(path).slice(0, 6)}`;
}
