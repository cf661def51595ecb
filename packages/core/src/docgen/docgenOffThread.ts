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
export async function loadComponentDocsOffThread(modules: string[], siteDir: string, configFile: string): Promise<ComponentDocsResult> {
  const pool = createWorkerPool<DocgenTask, ComponentDocsResult>(new URL('./docgenWorker.js', import.meta.url), 1);
  if (!pool) return loadComponentDocs(modules, siteDir, configFile);
  try {
    return await pool.run({ modules, siteDir, configFile });
  } finally {
    await pool.close();
  }
}
