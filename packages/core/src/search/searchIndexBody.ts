import { createHash } from 'node:crypto';
import type { KeyedCache } from '../util/keyedCache.ts';
import { createWorkerPool } from '../util/workerPool.ts';
import { indexBody, stemmingFor, stemmingLanguageOf, type IndexBody } from './buildSearchIndex.ts';
import { SEARCH_INDEX_VERSION } from './format.ts';
import { searchRecords, type IndexInput, type RecordSource } from './records.ts';
import type { IndexTask } from './searchIndexWorker.ts';

/** What a cached index is kept as. */
export type CachedSearchIndex = IndexBody;

/**
 * The body of the build's index (see IndexBody), or the last build's when its records (every
 * field's text, URL and facet) and stemmer are the same: tokenizing every section is most of its
 * cost. A body not cached is made on a thread of its own when the engine runs from its bundle, so
 * the build bundles the app meanwhile (on two cores the bundle stage leaves a quarter of them idle:
 * esbuild's process and the main thread's writes); from TypeScript sources (tests), here.
 */
export async function searchIndexBody(input: IndexInput, cache: KeyedCache<CachedSearchIndex>, stop?: AbortSignal): Promise<IndexBody> {
  const sources = searchRecords(input);
  const language = stemmingLanguageOf(input.config);
  const key = sourcesKey(language ?? 'en', sources);
  const hit = cache.get(key);
  if (hit) return hit;
  const body = await indexBodyOnThread(sources, language, stop);
  cache.setJson(key, () => cachedIndexJson(body));
  await cache.save();
  return body;
}

/**
 * The body made on a worker thread (`workerUrl`, the bundled engine's), or here when there is none.
 * `stop` ends the thread at once and rejects: a build that failed while its index was being made
 * exits then, not once a large site's index is done.
 */
export async function indexBodyOnThread(sources: RecordSource[], language: string | undefined, stop?: AbortSignal, workerUrl = new URL('./searchIndexWorker.js', import.meta.url)): Promise<IndexBody> {
  const pool = createWorkerPool<IndexTask, IndexBody>(workerUrl, 1);
  if (!pool) return indexBody(sources, {}, await stemmingFor(language));
  const stopped = new Promise<never>((_, reject) => {
    const abort = () => reject(new Error('The search index was stopped.'));
    if (stop?.aborted) abort();
    else stop?.addEventListener('abort', abort, { once: true });
  });
  try {
    return await Promise.race([pool.run({ sources, language }), stopped]);
  } finally {
    await pool.close();
  }
}

/**
 * The cache key of an index body: its format's version, the stemmer and every record's source,
 * hashed record by record (one string of a large site's every record would be tens of megabytes).
 */
function sourcesKey(language: string, sources: RecordSource[]): string {
  const h = createHash('sha1').update(`${SEARCH_INDEX_VERSION}\0${language}`);
  for (const source of sources) h.update('\0').update(JSON.stringify(source));
  return h.digest('hex').slice(0, 10);
}

/** The JSON of a `CachedSearchIndex`, file by file. */
function* cachedIndexJson({ files, meta, terms }: IndexBody): Generator<string> {
  yield `{"terms":${terms},"meta":${JSON.stringify(meta)},"files":[`;
  let first = true;
  for (const entry of files) {
    yield (first ? '' : ',') + JSON.stringify(entry);
    first = false;
  }
  yield ']}';
}
