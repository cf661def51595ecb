import { describe, expect, it } from 'vitest';
import type { CompiledDocument, Section } from '../compile/types.ts';
import type { SiteConfig } from '../config/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { buildSearchIndex } from './buildSearchIndex.ts';
import { editDistance, queryWords, SearchIndex, shardFor, snippet, terms, type SearchMeta } from './engine.ts';

const config = { title: 'Shop docs', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'] }, blog: { blogTitle: 'Release Notes' } } as unknown as SiteConfig;

function page(path: string, title: string, sections: Section[], kind: RouteRecord['kind'] = 'doc', category = 'Guides'): { route: RouteRecord; doc: CompiledDocument } {
  const route = { path, kind, title, chunkName: path, component: '', contentSource: path, noindex: false, data: { title, breadcrumbs: [{ label: category, href: '' }, { label: title, href: path }] } } as unknown as RouteRecord;
  const doc = { source: path, sections } as unknown as CompiledDocument;
  return { route, doc };
}

/** An index over `pages`, queried straight from memory. */
function indexOf(pages: ReturnType<typeof page>[], shardLimit?: number) {
  const { files, stats } = buildSearchIndex(pages.map((p) => p.route), new Map(pages.map((p) => [p.route.path, p.doc])), config, '/worker.js', { shardLimit });
  const index = new SearchIndex(async <T,>(name: string) => JSON.parse(files.get(name)!) as T);
  return { index, files, stats, meta: JSON.parse(files.get('meta.json')!) as SearchMeta };
}

const pages = [
  page('/docs/checkout', 'Checkout', [
    { depth: 1, text: 'How the shopper pays for the cart.' },
    { depth: 2, id: 'redirect', title: 'Redirect', text: 'The store sends the shopper to the payment page.' },
    { depth: 3, id: 'secure-domain', title: 'Secure domain', text: 'Use the secure subdomain for payments.' },
  ]),
  page('/docs/caching', 'Caching pages', [
    { depth: 1, text: 'Builds reuse cached pages. Mention checkout once in passing here.' },
    { depth: 2, id: 'headers', title: 'Cache headers', text: 'Headers tell the CDN how long to keep a page.' },
  ]),
  page('/releases/2022/01/01/faststore', 'January release', [{ depth: 1, text: 'The checkout button got faster.' }], 'blog-post'),
];

describe('search text', () => {
  it('stems, lowercases and drops stop words, the same way for pages and queries', () => {
    expect(terms('The Caching of pages')).toEqual(['cach', 'page']);
    expect(queryWords('Caching PAGES')).toEqual([{ word: 'caching', term: 'cach' }, { word: 'pages', term: 'page' }]);
    expect(editDistance('checkout', 'chekout', 1)).toBe(1);
    expect(editDistance('checkout', 'chekuot', 1)).toBe(2);
    expect(shardFor('checkout', ['c', 'ch', 'che', 'd'])).toBe('che');
  });

  it('cuts a snippet around the first match and marks every matched word', () => {
    const text = `${'Filler words come first here. '.repeat(5)}Then the checkout page and the Checkout button.`;
    const parts = snippet(text, ['checkout']);
    expect(parts[0]!.text.startsWith('…')).toBe(true);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['checkout', 'Checkout']);
  });
});

describe('search index and ranking', () => {
  it('makes one record per page intro and per h2/h3, with the heading path, anchor and facets', () => {
    const { stats, files, meta } = indexOf(pages);
    expect(stats.records).toBe(6);
    const records = meta.recordFiles.flatMap((f) => JSON.parse(files.get(f)!));
    expect(records[2]).toEqual({ url: '/docs/checkout#secure-domain', title: 'Checkout', section: 'Guides', lvl2: 'Redirect', lvl3: 'Secure domain', text: 'Use the secure subdomain for payments.', lang: 'en', tag: 'docs-default-current' });
    expect(records[5]).toMatchObject({ url: '/releases/2022/01/01/faststore', section: 'Release Notes', tag: 'default' });
  });

  it('ranks a title match above a heading match above a body match', async () => {
    const { index } = indexOf(pages);
    const result = await index.search('checkout');
    expect(result.hits.map((h) => h.url)).toEqual(['/docs/checkout', '/releases/2022/01/01/faststore', '/docs/caching']);
    // "cache": the page titled "Caching pages", then the section headed "Cache headers".
    const cache = await index.search('cache');
    expect(cache.hits.map((h) => h.url)).toEqual(['/docs/caching', '/docs/caching#headers']);
  });

  it('matches the word being typed as a prefix, stems, and forgives one typo in words of five letters or more', async () => {
    const { index } = indexOf(pages);
    expect((await index.search('chec')).hits[0]!.url).toBe('/docs/checkout');
    expect((await index.search('caching')).hits.map((h) => h.url)).toContain('/docs/caching#headers');
    expect((await index.search('chekout')).hits[0]!.url).toBe('/docs/checkout');
    expect((await index.search('sekure')).hits[0]!.url).toBe('/docs/checkout#secure-domain');
    // A slip in the ending the stemmer does not know: "securty" is still "secure".
    expect((await index.search('securty')).hits[0]!.url).toBe('/docs/checkout#secure-domain');
    // Short words must be exact: "cdm" is not "cdn".
    expect((await index.search('cdm')).total).toBe(0);
  });

  it('requires every word, and falls back to the best partial matches when none has them all', async () => {
    const { index } = indexOf(pages);
    expect((await index.search('secure payments')).hits.map((h) => h.url)).toEqual(['/docs/checkout#secure-domain']);
    const partial = await index.search('secure bananas');
    expect(partial.hits[0]!.url).toBe('/docs/checkout#secure-domain');
  });

  it('filters by the facets without reading records: docs only, or everything', async () => {
    const { index } = indexOf(pages);
    const docs = await index.search('checkout', { lang: 'en', tags: ['docs-default-current'] });
    expect(docs.hits.map((h) => h.url)).toEqual(['/docs/checkout', '/docs/caching']);
    expect(docs.total).toBe(2);
    expect((await index.search('checkout', { lang: 'fr' })).total).toBe(0);
  });

  it('splits term shards by longer prefixes while they are too big, and finds terms in every shard', async () => {
    const { index, meta } = indexOf(pages, 60);
    expect(Object.keys(meta.shards).some((p) => p.length > 1)).toBe(true);
    for (const word of ['checkout', 'cache', 'secure', 'payment', 'shopper']) expect((await index.search(word)).total, word).toBeGreaterThan(0);
  });

  it('fetches only the files a query needs', async () => {
    const { files } = indexOf(pages, 60);
    const fetched: string[] = [];
    const index = new SearchIndex(async <T,>(name: string) => (fetched.push(name), JSON.parse(files.get(name)!) as T));
    await index.search('secure');
    expect(fetched.length).toBeLessThan(files.size / 2);
    expect(fetched[0]).toBe('meta.json');
  });
});
