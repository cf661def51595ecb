import type { Posting } from './format.ts';
import type { IndexedRecord } from './records.ts';

/** Field weights: a word in a page title counts most, then in a heading, then in the text. */
const BOOST = { title: 8, heading: 4, text: 1 } as const;
const K1 = 1.2;
const B = 0.75;
const FIELDS = ['title', 'heading', 'text'] as const;

/**
 * Each term's postings: the records that have it, with their BM25 score for it, summed over the
 * fields with the field boosts. Computed once at build time, so a query only adds numbers up.
 * Lists come sorted by falling weight (record order among equals).
 */
export function scorePostings(indexed: IndexedRecord[]): Map<string, Posting[]> {
  const average = Object.fromEntries(
    FIELDS.map((f) => [f, indexed.reduce((n, i) => n + i.fields[f].length, 0) / Math.max(1, indexed.filter((i) => i.fields[f].length).length)]),
  ) as Record<(typeof FIELDS)[number], number>;
  const documentFrequency = new Map<string, number>();
  const frequencies = indexed.map((item) => {
    const byTerm = new Map<string, Record<(typeof FIELDS)[number], number>>();
    for (const f of FIELDS) {
      for (const term of item.fields[f]) {
        const entry = byTerm.get(term) ?? { title: 0, heading: 0, text: 0 };
        entry[f]++;
        byTerm.set(term, entry);
      }
    }
    for (const term of byTerm.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return byTerm;
  });
  const n = indexed.length;
  const postings = new Map<string, Posting[]>();
  frequencies.forEach((byTerm, id) => {
    const item = indexed[id]!;
    for (const [term, tf] of byTerm) {
      const df = documentFrequency.get(term)!;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      let weight = 0;
      for (const f of FIELDS) {
        if (!tf[f]) continue;
        const length = item.fields[f].length;
        weight += BOOST[f] * ((tf[f] * (K1 + 1)) / (tf[f] + K1 * (1 - B + (B * length) / (average[f] || 1))));
      }
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ id, weight: idf * weight });
    }
  });
  for (const list of postings.values()) list.sort((a, b) => b.weight - a.weight || a.id - b.id);
  return postings;
}
