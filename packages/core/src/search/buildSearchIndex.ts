import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CompiledDocument } from '../compile/types.ts';
import type { SiteConfig } from '../config/types.ts';
import type { BlogPostRouteData, DocRouteData, RouteRecord } from '../routes/types.ts';
import { hashOf } from '../util/hash.ts';
import { FIELD, postingFlags, SEARCH_DIR, SEARCH_INDEX_VERSION, terms, type SearchMeta, type SearchRecord, type ShardFile } from './engine.ts';

/** Field weights: a word in a page title counts most, then in a heading, then in the text. */
const BOOST = { title: 8, heading: 4, text: 1 } as const;
const K1 = 1.2;
const B = 0.75;
/** Records per records file: a query fetches the few files its top hits are in. */
export const RECORDS_PER_FILE = 16;
/** A term shard larger than this (raw JSON) is split by one more letter of prefix. */
export const SHARD_LIMIT = 24_000;
/** What a record keeps of its section's text, for snippets. */
const RECORD_TEXT = 400;

export const DOCS_TAG = 'docs-default-current';
export const DEFAULT_TAG = 'default';

interface Indexed {
  record: SearchRecord;
  fields: { title: string[]; heading: string[]; text: string[] };
}

/** The records of one route: the intro and one per h2/h3, or the title and description of a page without Markdown. */
function recordsOf(route: RouteRecord, compiled: CompiledDocument | undefined, config: SiteConfig): Indexed[] {
  const lang = config.i18n.defaultLocale;
  const base = config.baseUrl.replace(/\/$/, '');
  const url = (anchor?: string) => base + route.path + (anchor ? `#${anchor}` : '');
  const tag = route.kind === 'doc' ? DOCS_TAG : DEFAULT_TAG;
  // A doc's section is its top sidebar category; a doc at the top level is in "Documentation".
  const crumbs = route.kind === 'doc' ? (route.data as DocRouteData).breadcrumbs : [];
  const section =
    route.kind === 'doc'
      ? crumbs.length > 1 ? crumbs[0]!.label : 'Documentation'
      : route.kind === 'blog-post' && config.blog
        ? config.blog.blogTitle
        : config.title;
  const title = route.kind === 'blog-post' ? (route.data as BlogPostRouteData).title : route.title;
  if (!compiled) {
    const text = route.description ?? '';
    return [{ record: { url: url(), title, section, text, lang, tag }, fields: { title: terms(title), heading: [], text: terms(text) } }];
  }
  const out: Indexed[] = [];
  let lvl2: string | undefined;
  for (const s of compiled.sections) {
    if (s.depth === 2) lvl2 = s.title;
    const isIntro = s.depth === 1;
    out.push({
      record: {
        url: url(s.id),
        title,
        section,
        ...(isIntro ? {} : s.depth === 2 ? { lvl2: s.title } : { lvl2, lvl3: s.title }),
        text: s.text.length > RECORD_TEXT ? s.text.slice(0, RECORD_TEXT).replace(/\s+\S*$/, '') + '…' : s.text,
        lang,
        tag,
      },
      // The page title is searched in the intro only: a title word then finds the page once, at its top.
      fields: { title: isIntro ? terms(title) : [], heading: isIntro ? [] : terms(s.title ?? ''), text: terms(s.text) },
    });
  }
  if (out.length === 0) out.push({ record: { url: url(), title, section, text: '', lang, tag }, fields: { title: terms(title), heading: [], text: [] } });
  return out;
}

/** Routes whose content readers search: docs, posts and pages, not lists, tag pages or the 404. */
const SEARCHED = new Set(['doc', 'blog-post', 'page', 'mdx-page']);

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

/** The index files (name → JSON text) for the routes of a build. */
export function buildSearchIndex(
  routes: RouteRecord[],
  compiled: Map<string, CompiledDocument>,
  config: SiteConfig,
  worker: string,
  { shardLimit = SHARD_LIMIT }: { shardLimit?: number } = {},
): { files: Map<string, string>; stats: SearchIndexStats } {
  const indexed = routes.filter((r) => SEARCHED.has(r.kind) && !r.noindex).flatMap((r) => recordsOf(r, r.contentSource ? compiled.get(r.contentSource) : undefined, config));
  const langs = [...new Set(indexed.map((i) => i.record.lang))];
  const tags = [DOCS_TAG, DEFAULT_TAG];

  // BM25 per field, summed with the field boosts, computed once here.
  const fieldNames = ['title', 'heading', 'text'] as const;
  const average = Object.fromEntries(fieldNames.map((f) => [f, indexed.reduce((n, i) => n + i.fields[f].length, 0) / Math.max(1, indexed.filter((i) => i.fields[f].length).length)])) as Record<(typeof fieldNames)[number], number>;
  const documentFrequency = new Map<string, number>();
  const frequencies = indexed.map((item) => {
    const byTerm = new Map<string, { title: number; heading: number; text: number }>();
    for (const f of fieldNames) {
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
  const postings = new Map<string, number[]>();
  frequencies.forEach((byTerm, id) => {
    const item = indexed[id]!;
    const tag = tags.indexOf(item.record.tag);
    const lang = langs.indexOf(item.record.lang);
    for (const [term, tf] of byTerm) {
      const df = documentFrequency.get(term)!;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      let weight = 0;
      let fields = 0;
      for (const f of fieldNames) {
        if (!tf[f]) continue;
        fields |= FIELD[f];
        const length = item.fields[f].length;
        weight += BOOST[f] * ((tf[f] * (K1 + 1)) / (tf[f] + K1 * (1 - B + (B * length) / (average[f] || 1))));
      }
      const list = postings.get(term) ?? [];
      list.push(id, Math.round(idf * weight * 100) / 100, postingFlags(fields, tag, lang));
      postings.set(term, list);
    }
  });

  const files = new Map<string, string>();
  const put = (prefix: string, value: unknown) => {
    const text = JSON.stringify(value);
    const name = `${prefix}-${hashOf(text)}.json`;
    files.set(name, text);
    return name;
  };

  // Term shards by prefix, split one letter further while too big.
  const shards: Record<string, string> = {};
  const sizeOf = (list: string[]) => list.reduce((s, t) => s + t.length + 4 + JSON.stringify(postings.get(t)).length, 2);
  let shardCount = 0;
  const split = (prefix: string, list: string[]) => {
    const longer = list.filter((t) => t.length > prefix.length);
    if (sizeOf(list) <= shardLimit || longer.length === 0) {
      shards[prefix] = put(`t${shardCount++}`, Object.fromEntries(list.map((t) => [t, postings.get(t)!])));
      return;
    }
    const exact = list.filter((t) => t.length === prefix.length);
    if (exact.length) shards[prefix] = put(`t${shardCount++}`, Object.fromEntries(exact.map((t) => [t, postings.get(t)!])));
    const groups = new Map<string, string[]>();
    for (const t of longer) {
      const key = t.slice(0, prefix.length + 1);
      groups.set(key, [...(groups.get(key) ?? []), t]);
    }
    for (const [key, group] of [...groups].sort()) split(key, group);
  };
  const byFirst = new Map<string, string[]>();
  for (const term of [...postings.keys()].sort()) byFirst.set(term[0]!, [...(byFirst.get(term[0]!) ?? []), term]);
  for (const [first, list] of byFirst) split(first, list);

  // Vocabulary by term length, for typo tolerance.
  const byLength = new Map<number, string[]>();
  for (const term of [...postings.keys()].sort()) byLength.set(term.length, [...(byLength.get(term.length) ?? []), term]);
  const vocab: Record<string, string> = {};
  for (const [length, list] of byLength) vocab[length] = put(`v${length}`, list);

  const recordFiles: string[] = [];
  for (let i = 0; i < indexed.length; i += RECORDS_PER_FILE) recordFiles.push(put(`r${i / RECORDS_PER_FILE}`, indexed.slice(i, i + RECORDS_PER_FILE).map((x) => x.record)));

  const meta: SearchMeta = { version: SEARCH_INDEX_VERSION, worker, recordCount: indexed.length, recordsPerFile: RECORDS_PER_FILE, recordFiles, shards, vocab, langs, tags };
  files.set('meta.json', JSON.stringify(meta));

  const sizes = [...files].map(([name, text]) => ({ name, raw: Buffer.byteLength(text), gzip: gzipSync(text).length }));
  const shardNames = new Set(Object.values(shards));
  const shardSizes = sizes.filter((s) => shardNames.has(s.name));
  const largest = shardSizes.sort((a, b) => b.gzip - a.gzip)[0] ?? { raw: 0, gzip: 0 };
  const metaSize = sizes.find((s) => s.name === 'meta.json')!;
  return {
    files,
    stats: {
      records: indexed.length,
      terms: postings.size,
      shards: shardNames.size,
      files: files.size,
      raw: sizes.reduce((s, f) => s + f.raw, 0),
      gzip: sizes.reduce((s, f) => s + f.gzip, 0),
      largestShard: { raw: largest.raw, gzip: largest.gzip },
      meta: { raw: metaSize.raw, gzip: metaSize.gzip },
    },
  };
}

/** Write the index under `search/` of the output. */
export async function writeSearchIndex(outDir: string, files: Map<string, string>): Promise<string[]> {
  const dir = path.join(outDir, SEARCH_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all([...files].map(([name, text]) => writeFile(path.join(dir, name), text)));
  return [...files.keys()].map((name) => `${SEARCH_DIR}/${name}`);
}
