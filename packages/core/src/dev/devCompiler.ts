import type { CompiledDocument, CompileOptions } from '../compile/types.ts';
import type { SourceDocument } from '../content/types.ts';
import { MessageChannel } from 'node:worker_threads';
import { compileOnPool, compileTimeoutMs, type CompilePool, type CompileProgress, type CompileTask, type CompileWorkerData } from '../compile/compileOnPool.ts';
import { connectHighlightThread, disconnectHighlightThread } from '../compile/highlightThreadClient.ts';
import { createWorkerPool } from '../util/workerPool.ts';


/**
 * Compiles edited documents for `docs dev` on a worker thread of its own. The thread does nothing
 * else, so the compiler stays hot in it (the main thread's rendering and bundling would otherwise
 * evict it: an edit compiled there took three times as long). Run from TypeScript sources, where
 * the worker module is not built, it compiles in-process.
 */
export class DevCompiler {
  /** Started on the first compile, or earlier by `start`. */
  private started = false;
  private pool: CompilePool | undefined;

  /**
   * Start the thread now, loading the compiler and the highlighter while the server starts: a
   * first start that left documents to compile compiles the first page asked for at once, and the
   * thread's start-up (the compiler's modules, the highlighter's grammars: nearly two seconds of a
   * cold start's first page) is better spent while esbuild bundles than after.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.pool = this.createPool({ warmHighlighter: true });
  }

  /**
   * The thread also highlights for the main thread: the code files the bundler highlights (a
   * `<CodeBlock>` of a raw-loader import) are highlighted there with the grammars the documents'
   * blocks already compiled, not on the thread whose callbacks esbuild waits for (on the portal,
   * half a second of a first start's bundle, with every grammar compiled twice).
   */
  private createPool(workerData: CompileWorkerData): CompilePool | undefined {
    return createWorkerPool<CompileTask, null, CompileProgress>(new URL('./compileWorker.js', import.meta.url), 1, workerData, {
      onSpawn: (worker) => {
        const { port1, port2 } = new MessageChannel();
        worker.postMessage({ highlightService: port1 }, [port1]);
        connectHighlightThread(port2, compileTimeoutMs() / 4);
        // The connection must not keep the process alive once the server stops.
        port2.unref();
      },
    });
  }

  async compile(docs: SourceDocument[], options: CompileOptions): Promise<CompiledDocument[]> {
    if (!this.started) {
      this.started = true;
      this.pool = this.createPool({});
    }
    if (!this.pool) {
      // As the worker does: with the standalone body a route left out of the bundles is served with.
      const { compileWithStandaloneBody } = await import('../compile/compileDocument.ts');
      return Promise.all(docs.map((doc) => compileWithStandaloneBody(doc, options)));
    }
    const results = new Map<string, CompiledDocument>();
    await compileOnPool(this.pool, docs, this.contextFor(options), (r) => results.set(r.source, r));
    return docs.map((d) => results.get(d.source)!);
  }

  /**
   * The options as the worker must see them. The pool sends a worker its context when it is
   * another object; the session's options are one object whose props tables (`components`) are
   * filled in once extracted, after the worker was sent them without: a copy is made then, or a
   * page asked for later compiled with no tables and failed.
   */
  private contextFor(options: CompileOptions): CompileOptions {
    if (this.sent?.options !== options || this.sent.components !== options.components) this.sent = { options, components: options.components, copy: { ...options } };
    return this.sent.copy;
  }

  private sent: { options: CompileOptions; components: CompileOptions['components']; copy: CompileOptions } | undefined;

  close(): Promise<void> {
    if (this.pool) disconnectHighlightThread();
    return this.pool?.close() ?? Promise.resolve();
  }
}
