/**
 * The index's files, shared by the build that writes them and the worker that reads them.
 *
 * Every file but `meta.json` has the index's content hash in its name, so it can be cached for
 * good; its name is derived from numbers (shard, term, page, record file), so `meta.json` lists
 * none of them and stays small however large the site.
 *
 * - `t<shard>`: the terms of one prefix (split further while a shard is too big). Each term has
 *   its record count and its first page of postings: its best records by weight.
 * - `p<shard>-<term>-<page>`: a further page of a common term's postings, by falling weight.
 * - `s<shard>-<term>`: every record on a common term's further pages, without weights, so a
 *   multi-word query knows exactly which records have all its words from the first pages alone.
 * - `r<n>`: records n × recordsPerFile onwards, what a hit shows.
 * - `v<length>`: the terms of one length, for typo tolerance.
 * - `f`: each record's facets (tag and language), run-length encoded.
 */

export const SEARCH_INDEX_VERSION = 2;
/** Folder of the index files in the output. */
export const SEARCH_DIR = 'search';

export interface SearchMeta {
  version: number;
  /** URL of the worker script, set by the build. */
  worker: string;
  /** Content hash of the index, part of every other file's name. */
  hash: string;
  recordCount: number;
  recordsPerFile: number;
  /** Term prefix of each shard, sorted; shard i is file `t<i>`. */
  shards: string[];
  /** Term lengths that have a vocabulary file. */
  vocab: number[];
  langs: string[];
  tags: string[];
  /** The stemmer language the terms were made with (see `languages.ts`); English's when absent. */
  stemmer?: string;
}

/** One searchable section of a page: its intro, or what is under one h2/h3. */
export interface SearchRecord {
  /** Path and anchor the hit opens, with the base URL. */
  url: string;
  /** The page title (lvl1). */
  title: string;
  /** The section of the site the page is in (lvl0): its sidebar category, "Release Notes", ... */
  section: string;
  /** The h2 above the match (lvl2), and the h3 (lvl3) when the match is under one. */
  lvl2?: string;
  lvl3?: string;
  /** The section's text, for snippets. */
  text: string;
  lang: string;
  /** `docs-<docs set>-<version>` for docs pages (`docs-default-current` for the default docs folder), `default` for everything else. */
  tag: string;
  /** A released docs version's name, on its docs' records. */
  version?: string;
}

/** A further page of postings: its highest weight, mean weight (as codes) and posting count. */
export type PageInfo = [max: number, mean: number, size: number];

/**
 * One term of a shard: the term, how many records have it, its first page of postings, and the
 * further pages (absent when the first page holds them all).
 */
export type ShardEntry = [term: string, count: number, first: number[], pages?: PageInfo[]];
export type ShardFile = ShardEntry[];

/**
 * Weights are stored as integers: weight × WEIGHT_SCALE. A page of postings is a flat list of
 * [record number, weight code] pairs in record order, each record number as the gap from the one
 * before, so the file is mostly small numbers that compress well.
 */
export const WEIGHT_SCALE = 100;

export const weightCode = (weight: number) => Math.max(1, Math.round(weight * WEIGHT_SCALE));
export const weightOf = (code: number) => code / WEIGHT_SCALE;

export interface Posting {
  id: number;
  /** The record's score for the term, field boosts in. */
  weight: number;
}

export function encodePage(postings: Posting[]): number[] {
  const sorted = [...postings].sort((a, b) => a.id - b.id);
  const out: number[] = [];
  let last = 0;
  for (const p of sorted) {
    out.push(p.id - last, weightCode(p.weight));
    last = p.id;
  }
  return out;
}

export function decodePage(encoded: number[]): Posting[] {
  const out: Posting[] = [];
  let id = 0;
  for (let i = 0; i < encoded.length; i += 2) {
    id += encoded[i]!;
    out.push({ id, weight: weightOf(encoded[i + 1]!) });
  }
  return out;
}

/** A sorted set of record numbers as gaps. */
export function encodeIds(ids: number[]): number[] {
  const sorted = [...ids].sort((a, b) => a - b);
  return sorted.map((id, i) => id - (i ? sorted[i - 1]! : 0));
}

export function decodeIds(encoded: number[]): number[] {
  let id = 0;
  return encoded.map((gap) => (id += gap));
}

/** Facets of a record: its tag and language, as numbers into `meta.tags` and `meta.langs`. */
export const facetCode = (tag: number, lang: number) => tag | (lang << 16);
export const tagOf = (code: number) => code & 0xffff;
export const langOf = (code: number) => code >> 16;

/** Runs of equal values: [value, run length, value, run length, ...]. */
export function encodeRuns(values: number[]): number[] {
  const out: number[] = [];
  for (const v of values) {
    if (out.length && out[out.length - 2] === v) out[out.length - 1]!++;
    else out.push(v, 1);
  }
  return out;
}

export function decodeRuns(encoded: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < encoded.length; i += 2) for (let n = 0; n < encoded[i + 1]!; n++) out.push(encoded[i]!);
  return out;
}

/** File names, all derived from the meta file's hash and numbers. */
export const files = {
  meta: 'meta.json',
  shard: (meta: Pick<SearchMeta, 'hash'>, shard: number) => `t${shard}-${meta.hash}.json`,
  page: (meta: Pick<SearchMeta, 'hash'>, shard: number, term: number, page: number) => `p${shard}-${term}-${page}-${meta.hash}.json`,
  rest: (meta: Pick<SearchMeta, 'hash'>, shard: number, term: number) => `s${shard}-${term}-${meta.hash}.json`,
  records: (meta: Pick<SearchMeta, 'hash'>, n: number) => `r${n}-${meta.hash}.json`,
  vocab: (meta: Pick<SearchMeta, 'hash'>, length: number) => `v${length}-${meta.hash}.json`,
  facets: (meta: Pick<SearchMeta, 'hash'>) => `f-${meta.hash}.json`,
};

/** The shard holding `term`: the longest shard prefix the term starts with (index into `prefixes`). */
export function shardFor(term: string, prefixes: string[]): number {
  let best = -1;
  for (let i = 0; i < prefixes.length; i++) if (term.startsWith(prefixes[i]!) && (best < 0 || prefixes[i]!.length > prefixes[best]!.length)) best = i;
  return best;
}
