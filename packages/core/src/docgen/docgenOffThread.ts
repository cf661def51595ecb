import { createWorkerPool } from '../util/workerPool.ts';
import { loadComponentDocs, type ComponentDocsResult } from './loadComponentDocs.ts';

/** What the docgen worker is asked for. */
export interface DocgenTask {
  modules: string[];
  siteDir: string;
  configFile: string;
}

/**
 * `loadComponentDocs` on a worker thread of its own (extracting blocks its thread for seconds), or
 * in this thread when running from TypeScript sources, where the worker module is not built.
 */
export async function loadComponentDocsOffThread(modules: string[], siteDir: string, configFile: string, signal?: AbortSignal): Promise<ComponentDocsResult> {
  const pool = createWorkerPool<DocgenTask, ComponentDocsResult>(new URL('./docgenWorker.js', import.meta.url), 1);
  const extracting = pool ? pool.run({ modules, siteDir, configFile }) : loadComponentDocs(modules, siteDir, configFile);
  try {
    // A stopping `docs dev` must not wait for the extraction's seconds (a minute on a loaded
    // machine): the stop settles this at once, and closing the pool ends its thread.
    return await Promise.race([extracting, stopped(signal)]);
  } finally {
    await pool?.close();
  }
}

/** Rejects when the signal aborts (never, without one). */
function stopped(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const stop = () => reject(new Error('The props tables extraction was stopped.'));
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}
