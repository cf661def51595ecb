/**
 * The search engine of the browser's search worker (and of the tests and benches in Node): loads
 * the index files a query needs (see format.ts) and answers it. Queries and pages go through the
 * same lunr pipeline (text.ts), so they reduce to the same terms.
 */
import { editDistance } from '../util/editDistance.ts';
import { decodeIds, decodePage, decodeRuns, files, langOf, shardFor, tagOf, type SearchMeta, type SearchRecord, type ShardEntry, type ShardFile } from './format.ts';
import { Ranker, TermList, type Candidate } from './ranking.ts';
import { snippet, type SnippetPart } from './snippet.ts';
import { queryWords, terms, type QueryWord, type TextPipeline } from './text.ts';
import { textPipelineFor } from './languages.ts';

export { editDistance, queryWords, snippet, terms };
export { SEARCH_DIR, SEARCH_INDEX_VERSION, shardFor, type SearchMeta, type SearchRecord, type ShardFile } from './format.ts';
export type { SnippetPart } from './snippet.ts';

/** How much a match counts, by how the query word matched the term. */
const MATCH = { exact: 1, prefix: 0.6, typo: 0.45 } as const;
/** Words this long (or longer) also match terms one edit away. */
export const TYPO_MIN_LENGTH = 5;
const MAX_PREFIX_TERMS = 40;
const MAX_PREFIX_SHARDS = 6;
/** Prefix or typo matches read past their first page, when the word has no term of its own. */
const MAX_DEEP_EXPANSIONS = 2;
/** How many trailing letters of a misspelt word may be an ending the stemmer did not recognise. */
const MAX_ENDING = 3;
/**
 * Further pages of postings a query may read for each batch of hits it returns (see ranking.ts):
 * enough to rank common words exactly on most sites, a ceiling on what one query downloads.
 */
export const PAGES_PER_BATCH = 8;
const BATCH = 12;

export interface SearchFilters {
  lang?: string;
  /** Only records with one of these tags; all when absent. */
  tags?: string[];
}

/** A hit: its record, less the section's text (the snippet is what shows of it). */
export interface SearchHit extends Omit<SearchRecord, 'text'> {
  score: number;
  /** The index terms this hit matched (after prefix and typo expansion and stemming). */
  terms: string[];
  /** The snippet, as text segments to render, the matched words marked. */
  snippet: SnippetPart[];
}

export interface SearchResult {
  hits: SearchHit[];
  /** How many records match in all, beyond the hits returned. */
  total: number;
  /** The words searched for, as typed. */
  words: string[];
  /** Every index term the query matched. */
  terms: string[];
}

/** Where the index files come from: `fetch` in the browser, the file system in tests. */
export type LoadJson = <T>(file: string) => Promise<T>;

export interface SearchIndexOptions {
  /** The meta file, when the caller has fetched it already. */
  meta?: SearchMeta;
  /** Further pages a query may read per batch of hits (Infinity: rank exactly, whatever it reads). */
  pagesPerBatch?: number;
}

/** A term found in a shard, with where it is (its further pages are named by shard and position). */
interface FoundTerm {
  shard: number;
  index: number;
  entry: ShardEntry;
}

/**
 * A loaded index: fetches each file at most once, and only when a query needs it. Queries may
 * overlap; files being fetched are shared.
 */
export class SearchIndex {
  private readonly cache = new Map<string, Promise<unknown>>();
  private meta?: Promise<SearchMeta>;
  private shardTerms = new Map<number, Promise<Map<string, FoundTerm>>>();
  private facets?: Promise<number[]>;
  private text?: Promise<TextPipeline>;

  private readonly pagesPerBatch: number;

  constructor(
    private readonly load: LoadJson,
    { meta, pagesPerBatch = PAGES_PER_BATCH }: SearchIndexOptions = {},
  ) {
    if (meta) this.meta = Promise.resolve(meta);
    this.pagesPerBatch = pagesPerBatch;
  }

  private file<T>(name: string): Promise<T> {
    let pending = this.cache.get(name) as Promise<T> | undefined;
    if (!pending) {
      pending = this.load<T>(name);
      this.cache.set(name, pending);
      // A failed fetch may be retried by the next query.
      pending.catch(() => this.cache.delete(name));
    }
    return pending;
  }

  /** The index's language pipeline: queries reduce to terms as its pages did (loaded on the first query). */
  private textPipeline(): Promise<TextPipeline> {
    if (!this.text) {
      this.text = this.getMeta().then((meta) => textPipelineFor(meta.stemmer));
      this.text.catch(() => (this.text = undefined));
    }
    return this.text;
  }

  getMeta(): Promise<SearchMeta> {
    if (!this.meta) {
      this.meta = this.file<SearchMeta>(files.meta);
      this.meta.catch(() => (this.meta = undefined));
    }
    return this.meta;
  }

  /** The terms of one shard, by term. */
  private shard(index: number): Promise<Map<string, FoundTerm>> {
    let pending = this.shardTerms.get(index);
    if (!pending) {
      pending = this.getMeta()
        .then((meta) => this.file<ShardFile>(files.shard(meta, index)))
        .then((entries) => new Map(entries.map((entry, i) => [entry[0], { shard: index, index: i, entry }])));
      this.shardTerms.set(index, pending);
      pending.catch(() => this.shardTerms.delete(index));
    }
    return pending;
  }

  private async findTerm(term: string): Promise<FoundTerm | undefined> {
    const meta = await this.getMeta();
    const s = shardFor(term, meta.shards);
    return s < 0 ? undefined : (await this.shard(s)).get(term);
  }

  private recordFacets(): Promise<number[]> {
    if (!this.facets) {
      this.facets = this.getMeta().then(async (meta) => decodeRuns(await this.file<number[]>(files.facets(meta))));
      this.facets.catch(() => (this.facets = undefined));
    }
    return this.facets;
  }

  /**
   * Terms a misspelt word may mean: one edit away from its stem or from the word as typed, or the
   * stem of a word typed with a slip in its ending ("shadowng" → "shadow"). Read from the
   * vocabulary files of the lengths that can match, nothing else.
   */
  private async typoTerms(word: QueryWord): Promise<string[]> {
    const meta = await this.getMeta();
    const low = Math.min(word.term.length, word.word.length) - MAX_ENDING;
    const high = Math.max(word.term.length, word.word.length) + 1;
    const lengths = meta.vocab.filter((l) => l >= low && l <= high);
    const vocabularies = await Promise.all(lengths.map((l) => this.file<string[]>(files.vocab(meta, l))));
    return vocabularies
      .flat()
      .filter(
        (t) =>
          t !== word.term &&
          (editDistance(t, word.term, 1) <= 1 || editDistance(t, word.word, 1) <= 1 || (t.length >= TYPO_MIN_LENGTH - 1 && word.word.startsWith(t) && word.word.length - t.length <= MAX_ENDING)),
      );
  }

  /**
   * The term lists a word matches: its own term, read as deep as ranking needs; for the word being
   * typed (the last), longer terms it starts; when neither exists, terms one typo away. Other
   * prefix and typo matches use their first page only: they add what the reader may mean, and their
   * best records are the ones worth showing.
   */
  private async listsFor(word: QueryWord, last: boolean): Promise<TermList[]> {
    const meta = await this.getMeta();
    const lists: TermList[] = [];
    const own = await this.findTerm(word.term);
    if (own) lists.push(new TermList(own.entry, MATCH.exact, true));
    if (last) {
      const shards = new Set<number>();
      const ownShard = shardFor(word.term, meta.shards);
      if (ownShard >= 0) shards.add(ownShard);
      // The word being typed may also start terms that live in longer-prefix shards.
      if (word.term.length >= 2) meta.shards.forEach((p, i) => p.length > word.term.length && p.startsWith(word.term) && shards.size < MAX_PREFIX_SHARDS && shards.add(i));
      const loaded = await Promise.all([...shards].map((s) => this.shard(s)));
      // The raw word too: stemming cuts "checko" short.
      const longer = loaded
        .flatMap((m) => [...m.values()])
        .filter(({ entry: [t] }) => t !== word.term && (t.startsWith(word.term) || t.startsWith(word.word)))
        // The closest completions first, then the commonest.
        .sort((a, b) => a.entry[0].length - b.entry[0].length || b.entry[1] - a.entry[1] || (a.entry[0] < b.entry[0] ? -1 : 1))
        .slice(0, MAX_PREFIX_TERMS);
      // Without a term of its own, the word's closest completions stand in for it, read in full.
      longer.forEach((found, i) => lists.push(new TermList(found.entry, MATCH.prefix, !own && i < MAX_DEEP_EXPANSIONS)));
    }
    if (lists.length === 0 && word.word.length >= TYPO_MIN_LENGTH) {
      const found = (await Promise.all((await this.typoTerms(word)).map((t) => this.findTerm(t)))).filter((f) => f !== undefined);
      // The commonest spellings stand in for the word, read in full: a misspelt word finds what the right one would.
      found.sort((a, b) => b.entry[1] - a.entry[1] || (a.entry[0] < b.entry[0] ? -1 : 1));
      found.forEach((f, i) => lists.push(new TermList(f.entry, MATCH.typo, i < MAX_DEEP_EXPANSIONS)));
    }
    // A deep list needs the records of its further pages, to know who has the word at all.
    await Promise.all(
      lists.map(async (list) => {
        if (!list.deep || !list.hasMorePages) return;
        const f = (await this.findTerm(list.term))!;
        list.setRest(decodeIds(await this.file<number[]>(files.rest(meta, f.shard, f.index))));
      }),
    );
    return lists;
  }

  /** Read the next page of a deep list. */
  private async deepen(list: TermList): Promise<void> {
    const meta = await this.getMeta();
    const f = (await this.findTerm(list.term))!;
    list.addPage(decodePage(await this.file<number[]>(files.page(meta, f.shard, f.index, list.pagesRead + 1))));
  }

  private async records(ids: number[]): Promise<Map<number, SearchRecord>> {
    const meta = await this.getMeta();
    const numbers = [...new Set(ids.map((id) => Math.floor(id / meta.recordsPerFile)))];
    const loaded = await Promise.all(numbers.map((n) => this.file<SearchRecord[]>(files.records(meta, n))));
    const out = new Map<number, SearchRecord>();
    numbers.forEach((n, i) => loaded[i]!.forEach((r, j) => out.set(n * meta.recordsPerFile + j, r)));
    return out;
  }

  /**
   * Search: every word must match (the last one also as a prefix); when no record has them all,
   * records with most of them come back instead. Hits are ranked by score, title and heading
   * matches first through the field boosts. Returns the best `limit` hits and the total.
   */
  async search(query: string, filters: SearchFilters = {}, limit = 10): Promise<SearchResult> {
    const pipeline = await this.textPipeline();
    const words = pipeline.queryWords(query);
    if (words.length === 0) return { hits: [], total: 0, words: [], terms: [] };
    const meta = await this.getMeta();
    const filtered = filters.tags !== undefined || filters.lang !== undefined;
    const [perWord, facets] = await Promise.all([Promise.all(words.map((w, i) => this.listsFor(w, i === words.length - 1))), filtered ? this.recordFacets() : undefined]);
    const tags = filters.tags && new Set(filters.tags.map((t) => meta.tags.indexOf(t)));
    const lang = filters.lang === undefined ? undefined : meta.langs.indexOf(filters.lang);
    const passes = (id: number) => !facets || ((!tags || tags.has(tagOf(facets[id]!))) && (lang === undefined || langOf(facets[id]!) === lang));

    // Read further pages of common words while they could still change the best `limit` hits.
    let budget = this.pagesPerBatch * Math.ceil(limit / BATCH);
    const ranker = new Ranker(meta.recordCount);
    let ranked = ranker.rank(perWord, passes, limit);
    while (!ranked.exact && budget > 0) {
      const lists = ranked.deepen.slice(0, budget);
      budget -= lists.length;
      await Promise.all(lists.map((list) => this.deepen(list)));
      ranked = ranker.rank(perWord, passes, limit);
    }

    const top = ranked.top;
    const records = await this.records(top.map((c) => c.id));
    const all = perWord.flat();
    const hits = top.map((c: Candidate): SearchHit => {
      const { text, ...record } = records.get(c.id)!;
      const matched = [...new Set(all.filter((l) => l.has(c.id)).map((l) => l.term))];
      return { ...record, score: Math.round(c.estimate * 100) / 100, terms: matched, snippet: snippet(text, new Set(matched), pipeline.tokenize) };
    });
    const matchedTerms = [...new Set(all.filter((l) => l.size > 0).map((l) => l.term))];
    return { hits, total: ranked.total, words: words.map((w) => w.word), terms: matchedTerms };
  }
}
