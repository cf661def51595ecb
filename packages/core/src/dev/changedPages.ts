import type { CompiledDocument } from '../compile/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { hashOf } from '../util/hash.ts';

/** What decides how each route's page looks, besides shared code: its data and its content. */
export function routeKeys(routes: RouteRecord[], compiled: Map<string, CompiledDocument>): Map<string, string> {
  return new Map(
    routes.map((route) => {
      const sources = [route.contentSource, ...(route.contentSources ?? [])].filter((s): s is string => Boolean(s));
      return [route.path, hashOf(JSON.stringify(route.data), route.component, ...sources.map((s) => compiled.get(s)?.code ?? ''))];
    }),
  );
}

/**
 * The pages an update changed: those whose data or content differ. A change to anything but
 * Markdown (code, styles, config) may touch every page, and so does a new or removed page.
 * `documents`: no file changed, only what was compiled (documents a lazy start left for later).
 */
export function changedPages(before: Map<string, string>, after: Map<string, string>, changed: string[] | 'documents'): string[] | '*' {
  if (changed !== 'documents' && (changed.length === 0 || changed.some((f) => !/\.mdx?$/.test(f)))) return '*';
  if (before.size !== after.size || [...after.keys()].some((p) => !before.has(p))) return '*';
  return [...after].filter(([p, key]) => before.get(p) !== key).map(([p]) => p);
}
