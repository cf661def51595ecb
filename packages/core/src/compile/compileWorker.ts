import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { serveWorker } from '../util/workerPool.ts';
import { compileDocument } from './compileDocument.ts';
import { withStandaloneBody } from './standaloneContent.ts';
import { getHighlighter } from './highlighter.ts';
import { compileTimeoutMs, type CompileProgress, type CompileTask, type CompileWorkerData } from './compileOnPool.ts';
import { connectHighlightThread } from './highlightThreadClient.ts';
import { serveHighlights } from './highlightService.ts';
import { storeCompiled } from './storeCompiled.ts';
import type { CacheStore } from './compileOnPool.ts';
import type { CompiledDocument, CompileOptions } from './types.ts';

/** The result as the main thread wants it, its cache entry written first when the task asks. */
async function stored(result: CompiledDocument, store: CacheStore | undefined): Promise<CompiledDocument> {
  const file = store?.files[result.source];
  if (!file) return result;
  const lean = await storeCompiled(result, file);
  return store.keepCode ? result : lean;
}

// On a first build, the highlighter loads while the worker waits for its first task (the pool
// starts early). Otherwise it loads only if a code block is not in the highlight cache.
if ((workerData as CompileWorkerData | undefined)?.warmHighlighter) getHighlighter().catch(() => undefined);

// A pool of several workers shares one highlight thread (see highlightThread.ts). A request it
// leaves unanswered for a quarter of the compile timeout gives it up: the document that hangs it
// is still stopped by the timeout, and the others are highlighted here.
parentPort?.on('message', (message: { highlightPort?: MessagePort; highlightService?: MessagePort }) => {
  if (message.highlightPort) connectHighlightThread(message.highlightPort, compileTimeoutMs() / 4);
  // `docs dev`'s one compile thread also highlights for the main thread (see DevCompiler).
  if (message.highlightService) serveHighlights(message.highlightService);
});

// The pool learns which document is compiling (its clock restarts then) and gets each result as
// soon as it is ready.
serveWorker<CompileTask, null, CompileProgress, CompileOptions>(parentPort, async ({ docs, store, extra }, emit, options) => {
  // Minifying a standalone body runs in esbuild's process, and a cache entry is written by the
  // thread pool: the next document compiles meanwhile, and results still go back in order.
  let emitted = Promise.resolve();
  for (const [index, doc] of docs.entries()) {
    emit({ compiling: index });
    // The compile is awaited here, its minify not: one document compiles at a time, so the pool's
    // clock (restarted by `compiling`) always times the document that is running.
    const ready = withStandaloneBody(await compileDocument(doc, options, extra)).then((result) => stored(result, store));
    emitted = emitted.then(async () => emit({ result: await ready }));
  }
  emit({ compiling: null });
  await emitted;
  return null;
});
