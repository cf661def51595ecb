/**
 * The search engine shared by the build (which writes the index) and the browser's search worker
 * (which queries it). Text goes through lunr's pipeline (tokenizer, trimmer, English stop words,
 * Porter stemmer) on both sides, so a query and a page reduce to the same terms.
 *
 * The index is split so a query downloads only what it needs: postings in term shards (by term
 * prefix, split further while a shard is too big), the vocabulary by term length (for typo
 * tolerance), and the records (what a hit shows) in small files by record number.
 */
import lunr from 'lunr';
import { editDistance } from '../util/editDistance.ts';

export { editDistance };

export const SEARCH_INDEX_VERSION = 1;
/** Folder of the index files in the output. */
export const SEARCH_DIR = 'search';

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
  /** The start of the section's text, for snippets. */
  text: string;
  lang: string;
  /** `docs-default-current` for docs pages, `default` for everything else. */
  tag: string;
}

export interface SearchMeta {
  version: number;
  /** URL of the worker script, set by the build. */
  worker: string;
  recordCount: number;
  recordsPerFile: number;
  /** File name of each records file, by number. */
  recordFiles: string[];
  /** Term prefix → file name of the postings of the terms starting with it. */
  shards: Record<string, string>;
  /** Term length → file name of the vocabulary of that length. */
  vocab: Record<string, string>;
  langs: string[];
  tags: string[];
}

/**
 * Postings: term → flat list of [record number, weight, flags] triples. The weight is the
 * record's BM25 score for the term with field boosts already in. The flags say where the term
 * occurs (1 title, 2 heading, 4 text) and carry the record's facets (tag number << 3, language
 * number << 6, into `meta.tags` and `meta.langs`), so filters apply without reading records.
 */
export type ShardFile = Record<string, number[]>;

export const FIELD = { title: 1, heading: 2, text: 4 } as const;
const FIELD_BITS = 7;

export function postingFlags(fields: number, tag: number, lang: number): number {
  return fields | (tag << 3) | (lang << 6);
}
const tagOf = (flags: number) => (flags >> 3) & 7;
const langOf = (flags: number) => flags >> 6;

const pipeline = new lunr.Pipeline();
pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);

/** The terms of a text: lowercased words, stop words dropped, stemmed. */
export function terms(text: string): string[] {
  return pipeline.run(lunr.tokenizer(text)).map((t) => t.toString()).filter(Boolean);
}

/** The words of a query as typed (lowercased), each with its term, for matching and highlighting. */
export function queryWords(query: string): { word: string; term: string }[] {
  return lunr
    .tokenizer(query)
    .map((token) => {
      const word = token.toString();
      const [term] = pipeline.run([token]).map((t) => t.toString());
      return { word, term: term ?? '' };
    })
    .filter((w) => w.term);
}

/** The shard holding `term`: the longest shard prefix the term starts with. */
export function shardFor(term: string, prefixes: string[]): string | undefined {
  let best: string | undefined;
  for (const p of prefixes) if (term.startsWith(p) && (!best || p.length > best.length)) best = p;
  return best;
}

/** How much a match counts, by how the query word matched the term. */
const MATCH = { exact: 1, prefix: 0.6, typo: 0.45 } as const;
/** Words this long (or longer) also match terms one edit away. */
export const TYPO_MIN_LENGTH = 5;
const MAX_PREFIX_TERMS = 40;
const MAX_PREFIX_SHARDS = 6;
/** How many trailing letters of a misspelt word may be an ending the stemmer did not recognise. */
const MAX_ENDING = 3;

export interface SearchFilters {
  lang?: string;
  /** Only records with one of these tags; all when absent. */
  tags?: string[];
}

export interface SearchHit extends SearchRecord {
  score: number;
  /** Where the words matched: title, heading or text. */
  fields: number;
  /** The snippet, as text segments to render, the matched words marked. */
  snippet: { text: string; match: boolean }[];
}

export interface SearchResult {
  hits: SearchHit[];
  /** How many records match in all, beyond the hits returned. */
  total: number;
  /** The words searched for, as typed. */
  words: string[];
}

/** Where the index files come from: `fetch` in the browser, the file system in tests. */
export type LoadJson = <T>(file: string) => Promise<T>;

/**
 * A loaded index: fetches each file at most once, and only when a query needs it. Queries may
 * overlap; files being fetched are shared.
 */
export class SearchIndex {
  private files = new Map<string, Promise<unknown>>();
  private meta?: SearchMeta;

  constructor(private readonly load: LoadJson) {}

  private file<T>(name: string): Promise<T> {
    let pending = this.files.get(name) as Promise<T> | undefined;
    if (!pending) {
      pending = this.load<T>(name);
      this.files.set(name, pending);
      // A failed fetch may be retried by the next query.
      pending.catch(() => this.files.delete(name));
    }
    return pending;
  }

  async getMeta(): Promise<SearchMeta> {
    this.meta ??= await this.file<SearchMeta>('meta.json');
    return this.meta;
  }

  /** Postings of every term of the shards `term` may be in: its own, or all under a short prefix. */
  private async shardsFor(term: string, prefixMatch: boolean): Promise<ShardFile[]> {
    const meta = await this.getMeta();
    const prefixes = Object.keys(meta.shards);
    const own = shardFor(term, prefixes);
    const names = new Set(own ? [own] : []);
    // A word being typed may also start terms that live in longer-prefix shards.
    if (prefixMatch && term.length >= 2) for (const p of prefixes) if (p.length > term.length && p.startsWith(term) && names.size < MAX_PREFIX_SHARDS) names.add(p);
    return Promise.all([...names].map((p) => this.file<ShardFile>(meta.shards[p]!)));
  }

  /**
   * Terms a misspelt word may mean: one edit away from its stem or from the word as typed, or the
   * stem of a word typed with a slip in its ending ("shadowng" → "shadow"). Read from the
   * vocabulary files of the lengths that can match, nothing else.
   */
  private async typoTerms(word: { word: string; term: string }): Promise<string[]> {
    const meta = await this.getMeta();
    const lengths: number[] = [];
    for (let l = Math.min(word.term.length, word.word.length) - MAX_ENDING; l <= Math.max(word.term.length, word.word.length) + 1; l++) if (meta.vocab[l]) lengths.push(l);
    const vocabularies = await Promise.all(lengths.map((l) => this.file<string[]>(meta.vocab[l]!)));
    return vocabularies
      .flat()
      .filter(
        (t) =>
          t !== word.term &&
          (editDistance(t, word.term, 1) <= 1 || editDistance(t, word.word, 1) <= 1 || (t.length >= TYPO_MIN_LENGTH - 1 && word.word.startsWith(t) && word.word.length - t.length <= MAX_ENDING)),
      );
  }

  /** Every record a word matches, with its best score for the word. */
  private async matchWord(word: { word: string; term: string }, last: boolean): Promise<Map<number, { score: number; fields: number }>> {
    const found = new Map<number, { score: number; fields: number }>();
    const add = (postings: number[] | undefined, factor: number) => {
      if (!postings) return;
      for (let i = 0; i < postings.length; i += 3) {
        const id = postings[i]!;
        const score = postings[i + 1]! * factor;
        const seen = found.get(id);
        if (!seen || seen.score < score) found.set(id, { score, fields: postings[i + 2]! | (seen?.fields ?? 0) });
        else seen.fields |= postings[i + 2]!;
      }
    };
    const shards = await this.shardsFor(word.term, last);
    for (const shard of shards) add(Object.hasOwn(shard, word.term) ? shard[word.term] : undefined, MATCH.exact);
    if (last) {
      // The word being typed: every longer term it starts (the raw word too: stemming cuts "checko" short).
      let taken = 0;
      for (const shard of shards) {
        for (const term of Object.keys(shard)) {
          if (term !== word.term && (term.startsWith(word.term) || term.startsWith(word.word)) && taken++ < MAX_PREFIX_TERMS) add(shard[term], MATCH.prefix);
        }
      }
    }
    if (found.size === 0 && word.word.length >= TYPO_MIN_LENGTH) {
      for (const term of await this.typoTerms(word)) {
        for (const shard of await this.shardsFor(term, false)) add(shard[term], MATCH.typo);
      }
    }
    return found;
  }

  private async records(ids: number[]): Promise<Map<number, SearchRecord>> {
    const meta = await this.getMeta();
    const files = [...new Set(ids.map((id) => Math.floor(id / meta.recordsPerFile)))];
    const loaded = await Promise.all(files.map((f) => this.file<SearchRecord[]>(meta.recordFiles[f]!)));
    const out = new Map<number, SearchRecord>();
    files.forEach((f, i) => loaded[i]!.forEach((r, j) => out.set(f * meta.recordsPerFile + j, r)));
    return out;
  }

  /**
   * Search: every word must match (the last one also as a prefix); when no record has them all,
   * records with most of them come back instead. Hits are ranked by score, title and heading
   * matches first through the field boosts.
   */
  async search(query: string, filters: SearchFilters = {}, limit = 10): Promise<SearchResult> {
    const words = queryWords(query);
    if (words.length === 0) return { hits: [], total: 0, words: [] };
    const perWord = await Promise.all(words.map((w, i) => this.matchWord(w, i === words.length - 1)));
    const totals = new Map<number, { score: number; fields: number; matched: number }>();
    for (const matches of perWord) {
      for (const [id, m] of matches) {
        const t = totals.get(id) ?? { score: 0, fields: 0, matched: 0 };
        t.score += m.score;
        t.fields |= m.fields;
        t.matched++;
        totals.set(id, t);
      }
    }
    const meta = await this.getMeta();
    const tags = filters.tags && new Set(filters.tags.map((t) => meta.tags.indexOf(t)));
    const lang = filters.lang === undefined ? undefined : meta.langs.indexOf(filters.lang);
    const passes = (flags: number) => (!tags || tags.has(tagOf(flags))) && (lang === undefined || langOf(flags) === lang);
    const filtered = [...totals].filter(([, t]) => passes(t.fields));
    const all = filtered.filter(([, t]) => t.matched === words.length);
    const candidates = (all.length ? all : filtered).sort((a, b) => b[1].matched - a[1].matched || b[1].score - a[1].score);
    const top = candidates.slice(0, limit);
    const records = await this.records(top.map(([id]) => id));
    const hits = top.map(([id, t]): SearchHit => {
      const record = records.get(id)!;
      return { ...record, score: Math.round(t.score * 100) / 100, fields: t.fields & FIELD_BITS, snippet: snippet(record.text, words.map((w) => w.word)) };
    });
    return { hits, total: candidates.length, words: words.map((w) => w.word) };
  }
}

const SNIPPET_LENGTH = 160;

/** Up to 160 characters of `text` around the first matched word, the matched words marked. */
export function snippet(text: string, words: string[]): { text: string; match: boolean }[] {
  if (!text) return [];
  const escaped = words.filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = escaped.length ? new RegExp(`\\b(${escaped.join('|')})[\\w'-]*`, 'gi') : undefined;
  const first = pattern ? text.search(pattern) : -1;
  let start = first > 60 ? text.lastIndexOf(' ', first - 40) + 1 : 0;
  if (start < 0) start = 0;
  let piece = text.slice(start, start + SNIPPET_LENGTH);
  if (start + SNIPPET_LENGTH < text.length) piece = piece.replace(/\s+\S*$/, '') + '…';
  if (start > 0) piece = '…' + piece;
  if (!pattern) return [{ text: piece, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const m of piece.matchAll(pattern)) {
    if (m.index! > at) parts.push({ text: piece.slice(at, m.index), match: false });
    parts.push({ text: m[0], match: true });
    at = m.index! + m[0].length;
  }
  if (at < piece.length) parts.push({ text: piece.slice(at), match: false });
  return parts;
}
