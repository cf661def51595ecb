import { weightCode, type Posting } from './format.ts';
import type { IndexedRecord } from './records.ts';

/** Field weights: a word in a page title counts most, then in a heading, then in the text. */
const BOOST = { title: 8, heading: 4, text: 1 } as const;
const K1 = 1.2;
const B = 0.75;
const FIELDS = ['title', 'heading', 'text'] as const;

/**
 * The records that have a term, and each one's score for it before the term's rarity (idf) is
 * known: parallel arrays of numbers, a fraction of the memory of an object per posting (a site of
 * ten thousand pages has millions of postings).
 */
export interface RawPostings {
  ids: number[];
  scores: number[];
}

/**
 * Each term's postings: the records that have it, with their BM25 score for it, summed over the
 * fields with the field boosts. Computed once at build time, so a query only adds numbers up.
 * A term's document frequency is the length of its list, so its idf is applied when the list is
 * read (`sortedPostings`), one term at a time: each record's term counts are dropped as soon as
 * they are scored.
 */
export function scorePostings(indexed: IndexedRecord[]): Map<string, RawPostings> {
  const average = Object.fromEntries(
    FIELDS.map((f) => [f, indexed.reduce((n, i) => n + i.fields[f].length, 0) / Math.max(1, indexed.filter((i) => i.fields[f].length).length)]),
  ) as Record<(typeof FIELDS)[number], number>;
  const postings = new Map<string, RawPostings>();
  indexed.forEach((item, id) => {
    const byTerm = new Map<string, Record<(typeof FIELDS)[number], number>>();
    for (const f of FIELDS) {
      for (const term of item.fields[f]) {
        const entry = byTerm.get(term) ?? { title: 0, heading: 0, text: 0 };
        entry[f]++;
        byTerm.set(term, entry);
      }
    }
    for (const [term, tf] of byTerm) {
      let weight = 0;
      for (const f of FIELDS) {
        if (!tf[f]) continue;
        const length = item.fields[f].length;
        weight += BOOST[f] * ((tf[f] * (K1 + 1)) / (tf[f] + K1 * (1 - B + (B * length) / (average[f] || 1))));
      }
      let list = postings.get(term);
      if (!list) postings.set(term, (list = { ids: [], scores: [] }));
      list.ids.push(id);
      list.scores.push(weight);
    }
  });
  return postings;
}

/**
 * A term's postings with their final weights and the codes the index stores them as, by falling
 * code (record order among equals): the order of the index's pages.
 */
export function rankedPostings(raw: RawPostings, records: number): (Posting & { code: number })[] {
  const df = raw.ids.length;
  const idf = Math.log(1 + (records - df + 0.5) / (df + 0.5));
  const list = raw.ids.map((id, i) => {
    const weight = idf * raw.scores[i]!;
    return { id, weight, code: weightCode(weight) };
  });
  return list.sort((a, b) => b.code - a.code || a.id - b.id);
}
