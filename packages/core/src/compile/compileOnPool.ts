import type { SourceDocument } from '../content/types.ts';
import { WorkerTimeout, type WorkerPool } from '../util/workerPool.ts';
import type { CompiledDocument, CompileOptions } from './types.ts';

export interface CompileTask {
  docs: SourceDocument[];
  options: CompileOptions;
}

/** Compile workers send each document's result as soon as it is done, and nothing at the end. */
/** What a compile worker is started with. */
export interface CompileWorkerData {
  /** Load the highlighter before the first task: set when every document will compile. */
  warmHighlighter?: boolean;
}

export type CompilePool = WorkerPool<CompileTask, null, CompiledDocument>;

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
 * the documents after it are compiled on a fresh worker: the build never waits forever.
 */
export async function compileOnPool(pool: CompilePool, docs: SourceDocument[], options: CompileOptions, onResult: (doc: CompiledDocument) => void, timeoutMs = compileTimeoutMs()): Promise<void> {
  let answered = 0;
  try {
    await pool.run({ docs, options }, { timeoutMs, onPartial: (result) => (answered++, onResult(result)) });
  } catch (error) {
    const stuck = docs[answered];
    if (!stuck) throw error;
    onResult(
      error instanceof WorkerTimeout
        ? failed(stuck, 'compile-timeout', `Compiling this document took longer than ${Math.round(timeoutMs / 1000)} s; it was stopped.`, 'Look for deeply nested or very long constructs; DOCS_COMPILE_TIMEOUT_MS sets the limit.')
        : failed(stuck, 'compile-crash', `Compiling this document crashed its worker: ${(error as Error).message.split('\n')[0]}`, 'Look for deeply nested or very long constructs in it.'),
    );
    const rest = docs.slice(answered + 1);
    if (rest.length) await compileOnPool(pool, rest, options, onResult, timeoutMs);
  }
}
