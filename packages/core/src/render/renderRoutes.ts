import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createWorkerPool } from '../util/workerPool.ts';
import { renderBatch, type RenderedRoute, type RenderTask } from './renderBatch.ts';
import { renderErrorDiagnostic } from './renderErrors.ts';

const WORKER_THRESHOLD = 60;
const BATCH = 25;

/**
 * Render every route, across worker threads for large sites. Every route is attempted; the ones
 * that throw come back as diagnostics together, instead of stopping at the first.
 */
export async function renderRoutes(o: { buildId: string; serverFile: string; sidebarsFile: string; paths: string[]; sources?: Map<string, string | undefined>; onProgress?: (done: number, total: number) => void }): Promise<{ rendered: Map<string, RenderedRoute>; diagnostics: Diagnostic[] }> {
  const rendered = new Map<string, RenderedRoute>();
  const batches: RenderTask[] = [];
  for (let i = 0; i < o.paths.length; i += BATCH) batches.push({ buildId: o.buildId, serverFile: o.serverFile, sidebarsFile: o.sidebarsFile, paths: o.paths.slice(i, i + BATCH) });
  const pool = o.paths.length >= WORKER_THRESHOLD ? createWorkerPool<RenderTask, RenderedRoute[]>(new URL('./renderWorker.js', import.meta.url)) : undefined;
  const run = pool ? (t: RenderTask) => pool.run(t) : renderBatch;
  try {
    await Promise.all(
      batches.map(async (batch) => {
        for (const r of await run(batch)) rendered.set(r.path, r);
        o.onProgress?.(rendered.size, o.paths.length);
      }),
    );
  } finally {
    await pool?.close();
  }
  const diagnostics: Diagnostic[] = [...rendered.values()].filter((r) => r.error).map((r) => renderErrorDiagnostic(r, o.sources?.get(r.path)));
  return { rendered, diagnostics };
}
