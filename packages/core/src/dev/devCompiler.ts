import { compileDocument } from '../compile/compileDocument.ts';
import type { CompiledDocument, CompileOptions } from '../compile/types.ts';
import type { SourceDocument } from '../content/types.ts';
import { createWorkerPool, type WorkerPool } from '../util/workerPool.ts';

type Task = { docs: SourceDocument[]; options: CompileOptions };

/**
 * Compiles edited documents for `docs dev` on a worker thread of its own. The thread does nothing
 * else, so the compiler stays hot in it (the main thread's rendering and bundling would otherwise
 * evict it: an edit compiled there took three times as long). Run from TypeScript sources, where
 * the worker module is not built, it compiles in-process.
 */
export class DevCompiler {
  private readonly pool: WorkerPool<Task, CompiledDocument[]> | undefined = createWorkerPool<Task, CompiledDocument[]>(new URL('./compileWorker.js', import.meta.url), 1);

  compile(docs: SourceDocument[], options: CompileOptions): Promise<CompiledDocument[]> {
    return this.pool ? this.pool.run({ docs, options }) : Promise.all(docs.map((doc) => compileDocument(doc, options)));
  }

  close(): Promise<void> {
    return this.pool?.close() ?? Promise.resolve();
  }
}
