import { parentPort, workerData } from 'node:worker_threads';
import { serveWorker } from '../util/workerPool.ts';
import { compileDocument } from './compileDocument.ts';
import { getHighlighter } from './highlighter.ts';
import { withStandaloneBody } from './standaloneContent.ts';
import type { CompileTask, CompileWorkerData } from './compileOnPool.ts';
import type { CompiledDocument } from './types.ts';

// On a first build, the highlighter loads while the worker waits for its first task (the pool
// starts early). Otherwise it loads only if a code block is not in the highlight cache.
if ((workerData as CompileWorkerData | undefined)?.warmHighlighter) getHighlighter().catch(() => undefined);

// Each result goes back as soon as it is ready: the pool's timeout then applies per document.
serveWorker<CompileTask, null, CompiledDocument>(parentPort, async ({ docs, options }, emit) => {
  // Minifying a standalone body runs in esbuild's process: the next document compiles meanwhile.
  // Results still go back in order, which is how the pool tells which document a hang was in.
  let emitted = Promise.resolve();
  for (const doc of docs) {
    const minified = withStandaloneBody(await compileDocument(doc, options));
    emitted = emitted.then(async () => emit(await minified));
  }
  await emitted;
  return null;
});
