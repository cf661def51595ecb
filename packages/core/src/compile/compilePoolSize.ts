import { poolSize } from '../util/workerPool.ts';

/**
 * The fewest documents a compile worker must have to earn its start. A worker costs about 0.7 s of
 * CPU before its first document is done (loading the compiler, then running it cold until the JIT
 * has warmed to it), and each new worker pays that again: a second worker only shortens the stage
 * once both have this many documents each (measured on the bench corpus, one worker against two,
 * interleaved: see the perfcpu report of issue 25). Below that, one worker is faster and cheaper.
 */
export const DOCUMENTS_PER_WORKER = 80;

/**
 * How many compile workers to start for `documents` documents to compile: one per
 * DOCUMENTS_PER_WORKER of them (at least one), at most `limit` (one per core, or DOCS_WORKERS).
 * Always a worker, even for one document: a worker can be stopped when a document hangs, the main
 * thread cannot.
 */
export function compilePoolSize(documents: number, limit = poolSize()): number {
  if (documents <= 0) return 0;
  return Math.max(1, Math.min(limit, Math.floor(documents / DOCUMENTS_PER_WORKER)));
}
