import { parentPort } from 'node:worker_threads';
import { serveWorker } from '../util/workerPool.ts';
import { compileDocument } from './compileDocument.ts';
import { getHighlighter } from './highlighter.ts';
import type { CompileTask } from './compileOnPool.ts';
import type { CompiledDocument } from './types.ts';

// The highlighter loads while the worker waits for its first task (the pool starts workers early).
getHighlighter().catch(() => undefined);

// Each result goes back as soon as it is ready: the pool's timeout then applies per document.
serveWorker<CompileTask, null, CompiledDocument>(parentPort, async ({ docs, options }, emit) => {
  for (const doc of docs) emit(await compileDocument(doc, options));
  return null;
});
