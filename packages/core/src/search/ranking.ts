/**
 * Ranking over paged postings. A common term's postings come in pages by falling weight; its
 * first page is in its shard and the records of the rest are known (without weights) from its
 * rest file. So which records match every word is always exact, and so is the total (a prefix or
 * typo match that only stands beside a word's own term counts its first page, by definition); only
 * the weights of records on unread pages are unknown, bounded by the highest weight of the next page.
 * Ranking reads further pages, those with the highest bound first, until the best hits are
 * certain (no record outside them can outscore one of them) or the query's page budget is spent;
 * then records still uncertain are placed by the mean weight of the pages left.
 */
import { decodePage, weightOf, type PageInfo, type Posting, type ShardEntry } from './format.ts';

/** One term as one query word matched it: its postings read so far, scaled by how it matched. */
export class TermList {
  readonly term: string;
  readonly count: number;
  /** Record → weight, from the pages read. */
  private readonly weights = new Map<number, number>();
  /** Records on pages not read yet (deep lists only). */
  private rest?: Set<number>;
  private readonly pages: PageInfo[];
  pagesRead = 0;

  /**
   * @param factor How much a match counts: 1 for the word's own term, less for a prefix or typo.
   * @param deep Whether further pages count: a prefix or typo match keeps to its first page.
   */
  constructor(
    entry: ShardEntry,
    readonly factor: number,
    readonly deep: boolean,
  ) {
    const [term, count, first, pages] = entry;
    this.term = term;
    this.count = count;
    this.pages = deep ? (pages ?? []) : [];
    for (const p of decodePage(first)) this.weights.set(p.id, p.weight * factor);
  }

  get hasMorePages(): boolean {
    return this.pagesRead < this.pages.length;
  }

  /** The records of the further pages. */
  setRest(ids: number[]): void {
    this.rest = new Set(ids);
    for (const id of this.weights.keys()) this.rest.delete(id);
  }

  addPage(postings: Posting[]): void {
    for (const p of postings) {
      this.weights.set(p.id, p.weight * this.factor);
      this.rest?.delete(p.id);
    }
    this.pagesRead++;
  }

  /** The highest weight a record on an unread page may have. */
  get bound(): number {
    const next = this.pages[this.pagesRead];
    return next && this.rest?.size ? weightOf(next[0]) * this.factor : 0;
  }

  /** The mean weight on the unread pages: the best guess for a record there. */
  get tailMean(): number {
    let sum = 0;
    let count = 0;
    for (const [, mean, size] of this.pages.slice(this.pagesRead)) {
      sum += weightOf(mean) * size;
      count += size;
    }
    return count ? (sum / count) * this.factor : 0;
  }

  has(id: number): boolean {
    return this.weights.has(id) || Boolean(this.rest?.has(id));
  }

  get size(): number {
    return this.weights.size + (this.rest?.size ?? 0);
  }

  forEachKnown(visit: (id: number, weight: number) => void): void {
    this.weights.forEach((weight, id) => visit(id, weight));
  }

  forEachUnknown(visit: (id: number) => void): void {
    this.rest?.forEach(visit);
  }
}

/** A record matching some of the query's words, with bounds on its score. */
export interface Candidate {
  id: number;
  /** How many of the words it has. */
  matched: number;
  /** Its score as far as known, the most it can be, and the best guess. */
  low: number;
  high: number;
  estimate: number;
}

export interface Ranked {
  top: Candidate[];
  total: number;
  /** Whether the top hits and their order are certain. */
  exact: boolean;
  /** The lists to read further, when not exact: those with the highest bounds. */
  deepen: TermList[];
}

const EPSILON = 1e-9;
/** Lists read in one round: the one with the highest bound, and others at least this share of it. */
const ALONGSIDE = 0.5;
const MAX_PARALLEL = 4;

/**
 * Ranks the records the words' lists hold. A record's score for a word is its best weight among
 * the word's lists; its query score is the sum over words. Arrays by record number, reused from
 * one round to the next, keep a round fast on tens of thousands of candidates.
 */
export class Ranker {
  private readonly low: Float64Array;
  private readonly high: Float64Array;
  private readonly estimate: Float64Array;
  private readonly matched: Uint8Array;
  private readonly wordLow: Float64Array;
  private readonly wordHigh: Float64Array;
  private readonly wordEstimate: Float64Array;
  private readonly seen: Uint8Array;

  constructor(recordCount: number) {
    this.low = new Float64Array(recordCount);
    this.high = new Float64Array(recordCount);
    this.estimate = new Float64Array(recordCount);
    this.matched = new Uint8Array(recordCount);
    this.wordLow = new Float64Array(recordCount);
    this.wordHigh = new Float64Array(recordCount);
    this.wordEstimate = new Float64Array(recordCount);
    this.seen = new Uint8Array(recordCount);
  }

  /**
   * The best `limit` records: those with every word, or when none has them all, those with most.
   * `passes` filters records by their facets.
   */
  rank(perWord: TermList[][], passes: (id: number) => boolean, limit: number): Ranked {
    const { low, high, estimate, matched, wordLow, wordHigh, wordEstimate, seen } = this;
    const touched: number[] = [];
    for (const lists of perWord) {
      const word: number[] = [];
      const visit = (id: number) => {
        if (seen[id]) return;
        seen[id] = 1;
        wordLow[id] = wordHigh[id] = wordEstimate[id] = 0;
        word.push(id);
      };
      for (const list of lists) {
        list.forEachKnown((id, weight) => {
          visit(id);
          if (weight > wordLow[id]!) wordLow[id] = weight;
        });
        const bound = list.bound;
        if (bound === 0) continue;
        const mean = list.tailMean;
        list.forEachUnknown((id) => {
          visit(id);
          if (bound > wordHigh[id]!) wordHigh[id] = bound;
          if (mean > wordEstimate[id]!) wordEstimate[id] = mean;
        });
      }
      for (const id of word) {
        seen[id] = 0;
        if (!passes(id)) continue;
        if (matched[id] === 0) {
          touched.push(id);
          low[id] = high[id] = estimate[id] = 0;
        }
        matched[id]!++;
        low[id] += wordLow[id]!;
        high[id] += Math.max(wordHigh[id]!, wordLow[id]!);
        estimate[id] += Math.max(wordEstimate[id]!, wordLow[id]!);
      }
    }

    const words = perWord.length;
    const everyWord = touched.some((id) => matched[id] === words);
    const pool = everyWord ? touched.filter((id) => matched[id] === words) : touched;
    // Better first: more words, higher estimate, then record order.
    const before = (a: number, b: number) => matched[a]! - matched[b]! || estimate[a]! - estimate[b]! || b - a;
    const top = topOf(pool, limit, before);
    const candidate = (id: number): Candidate => ({ id, matched: matched[id]!, low: low[id]!, high: high[id]!, estimate: estimate[id]! });
    const result = top.map(candidate);

    // Certain when every top hit's score is known, and no record below the last one can beat it.
    let exact = result.every((c) => c.high - c.low < EPSILON);
    if (exact && result.length) {
      const tier = result[result.length - 1]!.matched;
      let lowest = Infinity;
      for (const c of result) if (c.matched === tier && c.low < lowest) lowest = c.low;
      const inTop = new Set(top);
      for (const id of pool) {
        if (matched[id] === tier && !inTop.has(id) && high[id]! > lowest + EPSILON) {
          exact = false;
          break;
        }
      }
    }
    for (const id of touched) matched[id] = 0;
    let deepen: TermList[] = [];
    if (!exact) {
      // The lists whose unread pages could weigh most; close seconds are read alongside, in parallel.
      const open = perWord.flat().filter((l) => l.bound > 0).sort((a, b) => b.bound - a.bound);
      deepen = open.filter((l) => l.bound >= open[0]!.bound * ALONGSIDE).slice(0, MAX_PARALLEL);
      if (!deepen.length) exact = true;
    }
    return { top: result, total: pool.length, exact, deepen };
  }
}

/** The `limit` best of `ids` by `better` (positive when a is better), best first: one pass and a small sorted buffer. */
function topOf(ids: number[], limit: number, better: (a: number, b: number) => number): number[] {
  const out: number[] = [];
  if (limit <= 0) return out;
  for (const id of ids) {
    if (out.length === limit && better(id, out[limit - 1]!) <= 0) continue;
    let i = out.length === limit ? limit - 1 : out.length;
    if (out.length < limit) out.push(id);
    while (i > 0 && better(id, out[i - 1]!) > 0) {
      out[i] = out[i - 1]!;
      i--;
    }
    out[i] = id;
  }
  return out;
}
