import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { hashOf } from '../util/hash.ts';
import {
  encodeIds,
  encodePage,
  encodeRuns,
  facetCode,
  files as fileNames,
  SEARCH_DIR,
  SEARCH_INDEX_VERSION,
  weightCode,
  type PageInfo,
  type Posting,
  type SearchMeta,
  type ShardEntry,
} from './format.ts';
import type { OutputWriter } from '../write/writeOrReuse.ts';
import { DEFAULT_TAG, DOCS_TAG, searchRecords, withTerms, type IndexInput, type RecordSource } from './records.ts';
import { rankedPostings, scorePostings } from './scoring.ts';
import { stemmerLanguage, textPipelineFor } from './languages.ts';
import { english, type TextPipeline } from './text.ts';
import { currentLocaleOf } from '../i18n/localizedDirs.ts';
import { localeMeta } from '../i18n/locales.ts';

export { DEFAULT_TAG, DOCS_TAG };

/**
 * Records per records file: a query fetches the few files its hits are in. Records carry their
 * whole section's text, so files are kept small.
 */
export const RECORDS_PER_FILE = 4;
/** A term shard larger than this (raw JSON) is split by one more letter of prefix. */
export const SHARD_LIMIT = 24_000;
/** Postings of a term kept in its shard, its best by weight; a term with more has further pages. */
export const FIRST_PAGE = 200;
/** Postings per further page. */
export const PAGE_SIZE = 1000;

export interface SearchIndexOptions {
  shardLimit?: number;
  firstPage?: number;
  pageSize?: number;
  recordsPerFile?: number;
}

export interface SearchIndexStats {
  records: number;
  terms: number;
  shards: number;
  files: number;
  raw: number;
  gzip: number;
  largestShard: { raw: number; gzip: number };
  meta: { raw: number; gzip: number };
}

/** How an index's text becomes terms: English's pipeline, or a stemmer language's. */
export interface Stemming {
  language?: string;
  text: TextPipeline;
}

const ENGLISH: Stemming = { text: english };

/** The stemmer language of the locale being built (its language's, where there is one), undefined for English's pipeline. */
export const stemmingLanguageOf = (config: IndexInput['config']): string | undefined => {
  const name = currentLocaleOf(config);
  return stemmerLanguage(name, localeMeta(config, name).htmlLang);
};

/** The stemming of a stemmer language (English's pipeline for none). */
export async function stemmingFor(language: string | undefined): Promise<Stemming> {
  return { language, text: await textPipelineFor(language) };
}

/** A file of the index before the hash of the whole index is known. */
type Pending = { name: (meta: Pick<SearchMeta, 'hash'>) => string; text: string };

export interface SearchIndex {
  files: Map<string, string>;
  /** Computed when first read: gzipping every file to count its bytes is a fifth of the stage's time, and only reports read it. */
  readonly stats: SearchIndexStats;
}

/**
 * An index with every file made but `meta.json`'s name of the worker that reads it, which the
 * bundle gives: the rest is a function of the records and the stemmer alone, so it can be made
 * while the app bundles (see searchIndexBody.ts) and cached whatever the worker's name.
 */
export interface IndexBody {
  /** Every file but `meta.json`, name → JSON text. */
  files: [string, string][];
  meta: Omit<SearchMeta, 'worker'>;
  terms: number;
}

/** The index files (name → JSON text) for the routes of a build. */
export function buildSearchIndex(input: IndexInput & { worker: string }, options: SearchIndexOptions = {}, stemming: Stemming = ENGLISH): SearchIndex {
  return withWorker(indexBody(searchRecords(input), options, stemming), input.worker);
}

/** The whole index: the body's files and `meta.json`, naming the worker. */
export function withWorker(body: IndexBody, worker: string): SearchIndex & { terms: number } {
  const { version, ...rest } = body.meta;
  const meta: SearchMeta = { version, worker, ...rest };
  return searchIndex(new Map([...body.files, [fileNames.meta, JSON.stringify(meta)]]), body.terms);
}

/** The index of these records, but for the name of its worker (see IndexBody). */
export function indexBody(
  sources: RecordSource[],
  { shardLimit = SHARD_LIMIT, firstPage = FIRST_PAGE, pageSize = PAGE_SIZE, recordsPerFile = RECORDS_PER_FILE }: SearchIndexOptions = {},
  stemming: Stemming = ENGLISH,
): IndexBody {
  const indexed = withTerms(sources, stemming.text);
  const langs = [...new Set(indexed.map((i) => i.record.lang))];
  // The unversioned docs' tag first, as before versions; then each other version's, in order met.
  const tags = [...new Set([DOCS_TAG, DEFAULT_TAG, ...indexed.map((i) => i.record.tag)])];
  const postings = scorePostings(indexed);
  const sortedTerms = [...postings.keys()].sort();
  const pending: Pending[] = [];

  // Each term's first page goes in its shard; further pages and the set of their records in files
  // of their own. A term's postings are dropped once encoded.
  const entries = new Map<string, { entry: ShardEntry; size: number; pages: number[][]; rest?: number[] }>();
  for (const term of sortedTerms) {
    const ordered = rankedPostings(postings.get(term)!, indexed.length);
    postings.delete(term);
    const pages: Posting[][] = [];
    for (let i = firstPage; i < ordered.length; i += pageSize) pages.push(ordered.slice(i, i + pageSize));
    const info: PageInfo[] = pages.map((page) => [weightCode(page[0]!.weight), weightCode(page.reduce((s, p) => s + p.weight, 0) / page.length), page.length]);
    const entry: ShardEntry = [term, ordered.length, encodePage(ordered.slice(0, firstPage)), ...(info.length ? [info] : [])] as ShardEntry;
    entries.set(term, { entry, size: JSON.stringify(entry).length + 1, pages: pages.map(encodePage), rest: pages.length ? encodeIds(pages.flat().map((p) => p.id)) : undefined });
  }

  // Term shards by prefix, split one letter further while too big.
  const shards: { prefix: string; terms: string[] }[] = [];
  const sizeOf = (list: string[]) => list.reduce((s, t) => s + entries.get(t)!.size, 2);
  const split = (prefix: string, list: string[]) => {
    const longer = list.filter((t) => t.length > prefix.length);
    if (sizeOf(list) <= shardLimit || longer.length === 0) {
      shards.push({ prefix, terms: list });
      return;
    }
    const exact = list.filter((t) => t.length === prefix.length);
    if (exact.length) shards.push({ prefix, terms: exact });
    const groups = new Map<string, string[]>();
    for (const t of longer) {
      const key = t.slice(0, prefix.length + 1);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      group.push(t);
    }
    for (const [key, group] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) split(key, group);
  };
  const byFirst = new Map<string, string[]>();
  for (const term of sortedTerms) {
    let group = byFirst.get(term[0]!);
    if (!group) byFirst.set(term[0]!, (group = []));
    group.push(term);
  }
  for (const [first, list] of byFirst) split(first, list);
  shards.sort((a, b) => (a.prefix < b.prefix ? -1 : 1));
  shards.forEach(({ terms }, s) => {
    pending.push({ name: (meta) => fileNames.shard(meta, s), text: JSON.stringify(terms.map((t) => entries.get(t)!.entry)) });
    terms.forEach((t, j) => {
      const { pages, rest } = entries.get(t)!;
      pages.forEach((page, k) => pending.push({ name: (meta) => fileNames.page(meta, s, j, k + 1), text: JSON.stringify(page) }));
      if (rest) pending.push({ name: (meta) => fileNames.rest(meta, s, j), text: JSON.stringify(rest) });
    });
  });

  // Vocabulary by term length, for typo tolerance.
  const byLength = new Map<number, string[]>();
  for (const term of sortedTerms) {
    let group = byLength.get(term.length);
    if (!group) byLength.set(term.length, (group = []));
    group.push(term);
  }
  for (const [length, list] of byLength) pending.push({ name: (meta) => fileNames.vocab(meta, length), text: JSON.stringify(list) });

  for (let i = 0; i < indexed.length; i += recordsPerFile) {
    const n = i / recordsPerFile;
    pending.push({ name: (meta) => fileNames.records(meta, n), text: JSON.stringify(indexed.slice(i, i + recordsPerFile).map((x) => x.record)) });
  }
  pending.push({ name: (meta) => fileNames.facets(meta), text: JSON.stringify(encodeRuns(indexed.map((x) => facetCode(tags.indexOf(x.record.tag), langs.indexOf(x.record.lang))))) });

  const meta: Omit<SearchMeta, 'worker'> = {
    version: SEARCH_INDEX_VERSION,
    hash: hashOf(...pending.map((p) => p.text)),
    recordCount: indexed.length,
    recordsPerFile,
    shards: shards.map((s) => s.prefix),
    vocab: [...byLength.keys()].sort((a, b) => a - b),
    langs,
    tags,
    ...(stemming.language !== undefined && { stemmer: stemming.language }),
  };
  return { files: pending.map((p) => [p.name(meta), p.text]), meta, terms: sortedTerms.length };
}

function searchIndex(files: Map<string, string>, terms: number): SearchIndex & { terms: number } {
  let stats: SearchIndexStats | undefined;
  return {
    files,
    terms,
    get stats() {
      return (stats ??= statsOf((name) => files.get(name)!, [...files.keys()], terms));
    },
  };
}

/**
 * The sizes of an index once written into `dir` (a build's `search/` folder), read from there
 * when first asked: a large site's index is a hundred megabytes of text, not to be kept in
 * memory while its pages render for a report that may never ask.
 */
export function writtenIndexStats(dir: string, names: string[], terms: number): { readonly stats: SearchIndexStats } {
  let stats: SearchIndexStats | undefined;
  return {
    get stats() {
      return (stats ??= statsOf((name) => readFileSync(path.join(dir, name), 'utf8'), names, terms));
    },
  };
}

function statsOf(read: (name: string) => string, names: string[], terms: number): SearchIndexStats {
  const meta = JSON.parse(read(fileNames.meta)) as SearchMeta;
  const records = meta.recordCount;
  const size = (text: string) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text).length });
  let raw = 0;
  let gzip = 0;
  for (const name of names) {
    const s = size(read(name));
    raw += s.raw;
    gzip += s.gzip;
  }
  const shardSizes = meta.shards.map((_, i) => size(read(fileNames.shard(meta, i))));
  return {
    records,
    terms,
    shards: meta.shards.length,
    files: names.length,
    raw,
    gzip,
    largestShard: shardSizes.sort((a, b) => b.gzip - a.gzip)[0] ?? { raw: 0, gzip: 0 },
    meta: size(read(fileNames.meta)),
  };
}

/**
 * Write the index under `search/` of the output. Its files carry the index's hash in their names,
 * so after an edit most of them come back with the same bytes under a new name: each is looked
 * for under the previous index's hash, and reused from there when unchanged.
 */
export function writeSearchIndex(outDir: string, files: Map<string, string>, writer: OutputWriter, previousDir?: string): string[] {
  const hashOfIndex = (text: string | undefined) => (text ? (JSON.parse(text) as SearchMeta).hash : undefined);
  const hash = hashOfIndex(files.get(fileNames.meta));
  let previousHash: string | undefined;
  try {
    previousHash = previousDir ? hashOfIndex(readFileSync(path.join(previousDir, SEARCH_DIR, fileNames.meta), 'utf8')) : undefined;
  } catch {
    previousHash = undefined;
  }
  const previousName = (name: string) => (hash && previousHash && name.endsWith(`-${hash}.json`) ? `${name.slice(0, -`${hash}.json`.length)}${previousHash}.json` : name);
  for (const [name, text] of files) writer.write(path.join(outDir, SEARCH_DIR, name), text, `${SEARCH_DIR}/${previousName(name)}`);
  return [...files.keys()].map((name) => `${SEARCH_DIR}/${name}`);
}
