import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { serveWorker } from '../util/workerPool.ts';
import { compileDocument } from './compileDocument.ts';
import { getHighlighter } from './highlighter.ts';
import { withStandaloneBody } from './standaloneContent.ts';
import { compileTimeoutMs, type CompileProgress, type CompileTask, type CompileWorkerData } from './compileOnPool.ts';
import { connectHighlightThread } from './highlightThreadClient.ts';
import type { CompileOptions } from './types.ts';

// On a first build, the highlighter loads while the worker waits for its first task (the pool
// starts early). Otherwise it loads only if a code block is not in the highlight cache.
if ((workerData as CompileWorkerData | undefined)?.warmHighlighter) getHighlighter().catch(() => undefined);

// A pool of several workers shares one highlight thread (see highlightThread.ts). A request it
// leaves unanswered for a quarter of the compile timeout gives it up: the document that hangs it
// is still stopped by the timeout, and the others are highlighted here.
parentPort?.on('message', (message: { highlightPort?: MessagePort }) => {
  if (message.highlightPort) connectHighlightThread(message.highlightPort, compileTimeoutMs() / 4);
});

// The pool learns which document is compiling (its clock restarts then) and gets each result as
// soon as it is ready.
serveWorker<CompileTask, null, CompileProgress, CompileOptions>(parentPort, async ({ docs }, emit, options) => {
  // Minifying a standalone body runs in esbuild's process: the next document compiles meanwhile,
  // and results still go back in order.
  let emitted = Promise.resolve();
  for (const [index, doc] of docs.entries()) {
    emit({ compiling: index });
    const minified = withStandaloneBody(await compileDocument(doc, options));
    emitted = emitted.then(async () => emit({ result: await minified }));
  }
  emit({ compiling: null });
  await emitted;
  return null;
});
