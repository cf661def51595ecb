import type { SourceDocument } from '../content/types.ts';
import { WorkerTimeout, type WorkerPool } from '../util/workerPool.ts';
import type { CompiledDocument, CompileExtras, CompileOptions } from './types.ts';
import type { CodeSample } from './highlightSamples.ts';

/** A batch of documents; their CompileOptions go to each worker once, as the run's context. */
export interface CompileTask {
  docs: SourceDocument[];
  /** Where the worker stores each document's cache entry itself (see storeCompiled), by source. */
  store?: CacheStore;
  /** What the compiles make beside the documents' modules (a post's feed HTML). */
  extra?: CompileExtras;
}

/**
 * Cache entries the worker writes, and what it sends back: the document without its code (the
 * build reads code from the cache when it needs it), or whole (`keepCode`: `docs dev` keeps it).
 */
export interface CacheStore {
  files: Record<string, string>;
  keepCode: boolean;
}

/** What a compile worker is started with. */
export interface CompileWorkerData {
  /** Load the highlighter before the first task: set when every document will compile. */
  warmHighlighter?: boolean;
}

/**
 * What a compile worker sends while it works, nothing at the end: the index (in the task) of the
 * document it starts compiling, `null` once it has compiled them all; and each document's result,
 * in order. A result goes back after its standalone body is made (minified, for authored script), which runs while the next
 * document compiles: a document can be done but not yet sent when the next one hangs.
 */
export type CompileProgress = { compiling: number | null } | { result: CompiledDocument };

export type CompilePool = WorkerPool<CompileTask, null, CompileProgress> & {
  /** Have the pool's shared highlight thread, when it has one, highlight these first (see highlightSamples). */
  warmHighlights?(samples: CodeSample[]): void;
};

/** How long one document may compile before it is reported instead (`DOCS_COMPILE_TIMEOUT_MS`). */
export function compileTimeoutMs(): number {
  const fromEnv = Number(process.env.DOCS_COMPILE_TIMEOUT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 60_000;
}

const failed = (doc: SourceDocument, code: string, message: string, hint: string): CompiledDocument => ({
  source: doc.source,
  code: '',
  headings: [],
  excerpt: '',
  text: '',
  sections: [],
  links: [],
  assets: [],
  diagnostics: [{ severity: 'error', code, file: doc.source, message, hint }],
});

/**
 * Compile documents on a worker pool, handing over each result as it comes. A document that
 * takes longer than the timeout (or kills its worker) is reported as an error of its own, and
 * the others not yet answered are compiled on a fresh worker: the build never waits forever, and
 * waits for a slow document once.
 */
export async function compileOnPool(pool: CompilePool, docs: SourceDocument[], options: CompileOptions, onResult: (doc: CompiledDocument) => void, o: { timeoutMs?: number; store?: CacheStore; extra?: CompileExtras } = {}): Promise<void> {
  const { timeoutMs = compileTimeoutMs(), store, extra } = o;
  let answered = 0;
  let compiling: number | null = null;
  const onPartial = (progress: CompileProgress) => {
    // Each document's start resets the pool's clock: the timeout is per document.
    if ('compiling' in progress) {
      compiling = progress.compiling;
      return;
    }
    answered++;
    onResult(progress.result);
  };
  try {
    await pool.run({ docs, ...(store && { store }), ...(extra && { extra }) }, { timeoutMs, onPartial, context: options });
  } catch (error) {
    // The document the worker was compiling; with none (not started yet, or all compiled and only
    // minifying left), the first not answered.
    const at = compiling !== null && compiling >= answered ? compiling : answered;
    const stuck = docs[at];
    if (!stuck) throw error;
    onResult(
      error instanceof WorkerTimeout
        ? failed(stuck, 'compile-timeout', `Compiling this document took longer than ${Math.round(timeoutMs / 1000)} s; it was stopped.`, 'Look for deeply nested or very long constructs; DOCS_COMPILE_TIMEOUT_MS sets the limit.')
        : failed(stuck, 'compile-crash', `Compiling this document crashed its worker: ${(error as Error).message.split('\n')[0]}`, 'Look for deeply nested or very long constructs in it.'),
    );
    // Those compiled but not sent went down with the worker; those after were never started.
    const rest = docs.filter((_, i) => i >= answered && i !== at);
    if (rest.length) await compileOnPool(pool, rest, options, onResult, o);
  }
}
