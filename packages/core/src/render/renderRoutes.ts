import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { KeyedCache } from '../util/keyedCache.ts';
import { createWorkerPool, poolSize } from '../util/workerPool.ts';
import { renderBatch, type RenderedRoute, type RenderTask } from './renderBatch.ts';
import { renderErrorDiagnostic } from './renderErrors.ts';
import type { RenderFailure } from './renderFailure.ts';

const WORKER_THRESHOLD = 60;
const BATCH = 25;
/**
 * A render worker is replaced after this many batches (2,500 routes): the route modules it
 * imports as ES modules (those of content with authored script: see serverModuleScript.ts) stay
 * in its module map for as long as it runs (some 40 KB each), and a new worker costs a few
 * hundred milliseconds of loading the server bundle.
 */
const BATCHES_PER_WORKER = 100;

/** A route's render is a function of the server bundle and sidebars (the build id), its path and its own module, if any. */
const cacheKey = (buildId: string, path: string, module?: { hash: string }) => `${buildId} ${module?.hash ?? '-'} ${path}`;

/**
 * Render every route, across worker threads for large sites. Every route is attempted; the ones
 * that throw come back as diagnostics together, instead of stopping at the first. With a cache, a
 * route already rendered by the same server bundle and sidebars is taken from it (errors are never
 * cached, so they are reported again). Each rendered route goes to `onRendered` as it comes, in no
 * set order, and is not kept: a large site's pages are written as they are rendered, never all held.
 */
export async function renderRoutes(o: {
  buildId: string;
  serverFile: string;
  sidebarsFile: string;
  paths: string[];
  /** Routes not in the server bundle: the module each is rendered from, and a hash of its text. */
  modules?: Map<string, { file: string; hash: string }>;
  sources?: Map<string, string | undefined>;
  cache?: KeyedCache<RenderedRoute>;
  onRendered(route: RenderedRoute): void;
  onProgress?: (done: number, total: number) => void;
  /** Given the routes that failed, each failure reproduced and traced to its document's element (see `locateRenderErrors.ts`). */
  locate?: (failed: RenderedRoute[]) => Promise<Map<string, RenderFailure>>;
}): Promise<{ diagnostics: Diagnostic[] }> {
  const keyOf = (path: string) => cacheKey(o.buildId, path, o.modules?.get(path));
  const failed: RenderedRoute[] = [];
  let done = 0;
  const take = (r: RenderedRoute) => {
    done++;
    if (r.error) failed.push(r);
    else o.onRendered(r);
  };
  const toRender: string[] = [];
  for (const path of o.paths) {
    const hit = o.cache?.get(keyOf(path));
    if (hit) take(hit);
    else toRender.push(path);
  }
  o.onProgress?.(done, o.paths.length);
  const batches: RenderTask[] = [];
  for (let i = 0; i < toRender.length; i += BATCH) {
    const paths = toRender.slice(i, i + BATCH);
    const modules = Object.fromEntries(paths.flatMap((p) => (o.modules?.has(p) ? [[p, o.modules.get(p)!.file]] : [])));
    batches.push({ buildId: o.buildId, serverFile: o.serverFile, sidebarsFile: o.sidebarsFile, paths, modules });
  }
  const size = Math.min(poolSize(), batches.length);
  const pool = toRender.length >= WORKER_THRESHOLD ? createWorkerPool<RenderTask, RenderedRoute[]>(new URL('./renderWorker.js', import.meta.url), size, undefined, { tasksPerWorker: BATCHES_PER_WORKER }) : undefined;
  const run = pool ? (t: RenderTask) => pool.run(t) : renderBatch;
  /** With DOCS_DEBUG=perf: the routes' render times summed (see renderBatch). */
  let reactMs = 0;
  try {
    await Promise.all(
      batches.map(async (batch) => {
        for (const r of await run(batch)) {
          // Only under DOCS_DEBUG=perf; not for the cache.
          if (r.renderMs !== undefined) {
            reactMs += r.renderMs;
            delete r.renderMs;
          }
          if (!r.error) o.cache?.set(keyOf(r.path), r);
          take(r);
        }
        o.onProgress?.(done, o.paths.length);
      }),
    );
  } finally {
    await pool?.close();
  }
  // The bench reads this line: React's own share of the stage, the floor it is read against.
  if (process.env.DOCS_DEBUG?.includes('perf')) process.stderr.write(`[perf] react render: ${Math.round(reactMs)} ms for ${toRender.length} routes over ${pool ? size : 0} workers\n`);
  await o.cache?.save();
  // In route order, as a build without failures writes its pages.
  const order = new Map(o.paths.map((p, i) => [p, i]));
  failed.sort((a, b) => order.get(a.path)! - order.get(b.path)!);
  // Finding the element is extra: when it fails, the errors are still reported from the first render.
  const failures = failed.length && o.locate ? await o.locate(failed).catch(() => new Map<string, RenderFailure>()) : new Map<string, RenderFailure>();
  return { diagnostics: failed.map((r) => renderErrorDiagnostic(r, o.sources?.get(r.path), failures.get(r.path))) };
}
