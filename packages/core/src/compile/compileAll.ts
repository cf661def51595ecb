import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SourceDocument } from '../content/types.ts';
import { hashOf } from '../util/hash.ts';
import { createWorkerPool } from '../util/workerPool.ts';
import { pruneHighlightCache } from './codeHighlighter.ts';
import { compilePoolSize } from './compilePoolSize.ts';
import { SharedHighlighter } from './highlightThread.ts';
import { highlightSamples } from './highlightSamples.ts';
import { compileOnPool, type CompilePool, type CompileProgress, type CompileTask, type CompileWorkerData } from './compileOnPool.ts';
import { withCode } from './compiledCode.ts';
import { storeCompiled } from './storeCompiled.ts';
import type { CompiledDocument, CompileExtras, CompileOptions } from './types.ts';

/** Bump when the compiler's output changes shape (or the cache's layout), so old cache entries are not read. */
const COMPILER_VERSION = '17';
const BATCH = 16;

export interface CompileAllResult {
  documents: Map<string, CompiledDocument>;
  cacheHits: number;
  /** With `cachedOnly`: the documents not in the cache, left uncompiled. */
  missing: SourceDocument[];
  /** With `keepPool`: the workers, still running, for the caller to use again and close. */
  pool?: CompilePool;
}

export interface CompileCache {
  /** The entry of a document. */
  file(doc: SourceDocument): string;
  /**
   * Cache the document (unless it has errors: it is compiled again next time, so its diagnostics
   * are reported again). Resolves with it as a build keeps it: its code left in the cache when it
   * was stored there (see `compiledCode.ts`), whole otherwise.
   */
  store(doc: CompiledDocument, file: string): Promise<CompiledDocument>;
  /** The cached document, its code left on disk unless `code`; undefined on a miss. */
  read(file: string, o?: { code?: boolean }): CompiledDocument | undefined;
}

/**
 * Where a document's compiled result is cached: a file named by a hash of the compiler's version,
 * the options (less where highlighted blocks are cached: that does not change the result) and the
 * document itself, holding all of it but its code (see `storeCompiled`).
 */
export function compileCache(cacheDir: string, options: CompileOptions): CompileCache {
  const optionsKey = hashOf(COMPILER_VERSION, JSON.stringify({ ...options, highlightCacheDir: undefined }));
  return {
    // The front matter is in the module (its `frontMatter` export), so an edit of it alone compiles again.
    file: (doc) => path.join(cacheDir, `${hashOf(optionsKey, doc.source, doc.format, JSON.stringify(doc.frontMatter), doc.body)}.json`),
    store: storeCompiled,
    read: (file, { code = false } = {}) => {
      let doc: CompiledDocument;
      try {
        doc = JSON.parse(readFileSync(file, 'utf8')) as CompiledDocument;
      } catch {
        return undefined;
      }
      if (!doc.storedCode) return doc;
      doc.storedCode.file = path.join(path.dirname(file), doc.storedCode.file);
      if (!code) return existsSync(doc.storedCode.file) ? doc : undefined;
      try {
        return withCode(doc);
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Compile every document, reusing cached results keyed by content and options, and spreading the
 * rest over worker threads in small batches.
 */
export async function compileAll(
  docs: SourceDocument[],
  options: CompileOptions & {
    cacheDir: string;
    onProgress?: (done: number, total: number) => void;
    pool?: CompilePool;
    cachedOnly?: boolean;
    keepPool?: boolean;
    /**
     * Leave each document's code in the cache rather than in memory (`docs build`: at 10,000
     * documents it is half a gigabyte); read it with `codeOf` and `standaloneOf`.
     */
    codeOnDisk?: boolean;
    /** What the compiles make beside the modules (a post's feed HTML), outside the options the cache is keyed by. */
    extra?: CompileExtras;
  },
): Promise<CompileAllResult> {
  const { cacheDir, onProgress, pool: startedPool, cachedOnly, keepPool, codeOnDisk = false, extra, ...compileOptions } = options;
  await mkdir(cacheDir, { recursive: true });
  const { highlightCacheDir } = compileOptions;
  const cache = compileCache(cacheDir, compileOptions);
  const documents = new Map<string, CompiledDocument>();
  const misses: { doc: SourceDocument; cacheFile: string }[] = [];
  const keyed = docs.map((doc) => ({ doc, cacheFile: cache.file(doc) }));
  // Workers start before the cached documents are read, when some are surely not cached: they load
  // the compiler meanwhile. A build with nothing to compile starts none.
  const absent = cachedOnly ? 0 : keyed.filter((k) => !existsSync(k.cacheFile)).length;
  const early = startedPool ?? (absent ? startCompilePool(compilePoolSize(absent)) : undefined);
  // Read synchronously: a few hundred small local files, three to four times faster than as many
  // fs/promises reads (each opens a FileHandle), and nothing else is waiting on this thread.
  for (const { doc, cacheFile } of keyed) {
    const hit = cache.read(cacheFile, { code: !codeOnDisk });
    if (hit) documents.set(doc.source, hit);
    else misses.push({ doc, cacheFile });
  }
  const cacheHits = documents.size;
  if (cachedOnly) {
    if (!keepPool) await startedPool?.close();
    return { documents, cacheHits, missing: misses.map((m) => m.doc), ...(keepPool && startedPool ? { pool: startedPool } : {}) };
  }
  let done = cacheHits;
  onProgress?.(done, docs.length);
  const took = (compiled: CompiledDocument) => {
    documents.set(compiled.source, compiled);
    onProgress?.(++done, docs.length);
  };

  // Workers even for a few documents: a worker can be stopped when a document hangs, the main
  // thread cannot.
  const batches: (typeof misses)[] = [];
  for (let i = 0; i < misses.length; i += BATCH) batches.push(misses.slice(i, i + BATCH));
  const size = compilePoolSize(misses.length);
  const pool = !batches.length ? undefined : early ? (early.grow(size), early) : startCompilePool(size);
  // A first build highlights every block: the shared highlight thread compiles its grammars while the workers start.
  if (pool && highlightCacheDir && compileCacheIsEmpty(highlightCacheDir)) pool.warmHighlights?.(highlightSamples(misses.map((m) => m.doc)));
  // The bench reads this line to split plain MDX over as many workers.
  if (pool && process.env.DOCS_DEBUG?.includes('perf')) process.stderr.write(`[perf] compile pool: ${size} workers for ${misses.length} documents\n`);
  try {
    if (pool) {
      await Promise.all(
        batches.map((batch) => {
          // Each worker writes its documents' cache entries: their code stays off this thread.
          const files = Object.fromEntries(batch.map((m) => [m.doc.source, m.cacheFile]));
          return compileOnPool(pool, batch.map((m) => m.doc), compileOptions, took, { store: { files, keepCode: !codeOnDisk }, extra });
        }),
      );
    } else if (misses.length) {
      // Only when running from TypeScript sources (tests): the main thread loads the compiler then.
      const { compileWithStandaloneBody } = await import('./compileDocument.ts');
      for (const { doc, cacheFile } of misses) {
        const compiled = await compileWithStandaloneBody(doc, compileOptions, extra);
        const kept = await cache.store(compiled, cacheFile);
        took(codeOnDisk ? kept : compiled);
      }
    }
    if (misses.length && highlightCacheDir) pruneHighlightCache(highlightCacheDir);
  } finally {
    if (!keepPool) await (early ?? pool)?.close();
  }
  const used = early ?? pool;
  return { documents, cacheHits, missing: [], ...(keepPool && used ? { pool: used } : {}) };
}

/** Whether nothing was ever compiled into `cacheDir` (a first build, or after `docs clear`). */
export function compileCacheIsEmpty(cacheDir: string): boolean {
  try {
    return readdirSync(cacheDir).length === 0;
  } catch {
    return true;
  }
}

/**
 * Compile workers, started before they are needed: a worker takes a few hundred milliseconds to
 * load the compiler and the highlighter, which can happen while the config and content load.
 * Undefined when running from TypeScript sources (tests), where the main thread compiles.
 */
export function startCompilePool(size = 1, workerData: CompileWorkerData = {}, o: { highlightThreadNow?: boolean } = {}): CompilePool | undefined {
  const highlighter = new SharedHighlighter(undefined, o.highlightThreadNow);
  const pool = createWorkerPool<CompileTask, null, CompileProgress>(new URL('./compileWorker.js', import.meta.url), size, workerData, { onSpawn: (worker) => highlighter.attach(worker) });
  if (!pool) {
    void highlighter.close();
    return undefined;
  }
  return { ...pool, warmHighlights: (samples) => highlighter.warm(samples), close: () => Promise.all([pool.close(), highlighter.close()]).then(() => undefined) };
}
