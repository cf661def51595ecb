import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import type { CompiledDocument, Section } from '../compile/types.ts';
import type { SiteConfig } from '../config/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import type { SidebarItem } from '../sidebars/types.ts';
import { buildSearchIndex, stemmingFor, stemmingLanguageOf, type SearchIndexOptions } from './buildSearchIndex.ts';
import { stemmerLanguage } from './languages.ts';
import { editDistance, queryWords, SearchIndex, shardFor, snippet, terms, type SearchIndexOptions as EngineOptions, type SearchMeta, type SearchRecord } from './engine.ts';
import { files as fileNames } from './format.ts';
import { searchRecords } from './records.ts';
import { tokenize } from './text.ts';

const config = { title: 'Shop docs', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'] }, blog: { blogTitle: 'Release Notes' } } as unknown as SiteConfig;

function page(path: string, title: string, sections: Section[], kind: RouteRecord['kind'] = 'doc', sidebar: string | null = 'guides') {
  const route = { path, kind, title, chunkName: path, component: '', contentSource: path, noindex: false, data: { title, sidebar: sidebar ?? undefined } } as unknown as RouteRecord;
  const doc = { source: path, sections } as unknown as CompiledDocument;
  return { route, doc };
}
type Page = ReturnType<typeof page>;

/** An index over `pages`, queried straight from memory; `fetched` lists the files each query read. */
function indexOf(pages: Page[], options: SearchIndexOptions = {}, engine: EngineOptions = {}, extraSidebars: Record<string, SidebarItem[]> = {}) {
  const sidebars: Record<string, SidebarItem[]> = { guides: [{ type: 'category', label: 'Guides', collapsible: true, collapsed: false, items: pages.map((p) => ({ type: 'link', label: p.route.title, href: p.route.path })) }] };
  const { files, stats } = buildSearchIndex({ routes: pages.map((p) => p.route), compiled: new Map(pages.map((p) => [p.route.path, p.doc])), config, sidebars: { ...sidebars, ...extraSidebars }, worker: '/worker.js' }, options);
  const fetched: string[] = [];
  const index = new SearchIndex(async <T,>(name: string) => {
    fetched.push(name);
    if (!files.has(name)) throw new Error(`no file ${name}`);
    return JSON.parse(files.get(name)!) as T;
  }, engine);
  const meta = JSON.parse(files.get('meta.json')!) as SearchMeta;
  const records = Array.from({ length: Math.ceil(meta.recordCount / meta.recordsPerFile) }, (_, n) => JSON.parse(files.get(fileNames.records(meta, n))!) as SearchRecord[]).flat();
  return { index, files, stats, meta, records, fetched };
}

const LONG_INTRO = `${'Filler words come first here, about nothing much. '.repeat(10)}Last comes the payments part.`;

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
  page('/docs/setup', 'Setup', [
    { depth: 1, text: LONG_INTRO },
    { depth: 2, id: 'installation', title: 'Installation', text: 'Configuring the store starts with the installation of the CLI.' },
  ]),
];

describe('search text', () => {
  it('stems, lowercases and drops stop words, the same way for pages and queries', () => {
    expect(terms('The Caching of pages')).toEqual(['cach', 'page']);
    expect(queryWords('Caching PAGES')).toEqual([{ word: 'caching', term: 'cach' }, { word: 'pages', term: 'page' }]);
    expect(editDistance('checkout', 'chekout', 1)).toBe(1);
    expect(editDistance('checkout', 'chekuot', 1)).toBe(2);
    expect(shardFor('checkout', ['c', 'ch', 'che', 'd'])).toBe(2);
    expect(shardFor('zebra', ['c', 'd'])).toBe(-1);
  });

  it('gives exactly the terms of lunr\'s own tokenizer and pipeline, word by word, however often a word comes back', () => {
    const pipeline = new lunr.Pipeline();
    pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
    const lunrTerms = (text: string) => pipeline.run(lunr.tokenizer(text)).map((t) => t.toString()).filter(Boolean);
    const texts = [
      'The Caching of pages',
      '  leading\tand trailing\n\nwhitespace  ',
      'hyphen-ated--words - and a lone - dash',
      '"Quoted", (parenthesised) [bracketed] words... and ellipses!',
      '__init__ $price €100 100% 3.14 v1.2.3 C++ C# .NET',
      'ÉCOLE Straße naïve café Ünïcödé 日本語 テキスト',
      'useCart useSession ProductCard <Button variant="primary">',
      'emoji 🚀 rockets\u00a0non-breaking\u2003em-space',
      'the THE The a an and or but if then else',
      '',
      '----',
    ];
    for (const text of texts) {
      expect(terms(text), text).toEqual(lunrTerms(text));
      expect(terms(text), `${text} (again)`).toEqual(lunrTerms(text));
    }
  });

  it('tokenizes a text into the terms the index made of it, with the positions of the words', () => {
    const text = 'The payments, (configured) well-known.';
    expect([...tokenize(text)].map((t) => [text.slice(t.start, t.end), t.term])).toEqual([
      ['payments', 'payment'],
      ['configured', 'configur'],
      ['well', 'well'],
      ['known', 'known'],
    ]);
  });
});

describe('snippets', () => {
  it('marks every word whose term matched, whatever its ending, without its punctuation', () => {
    const parts = snippet('Payment methods: payments, paying and the payment page.', new Set(['payment']));
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Payment', 'payments', 'payment']);
    expect(parts.map((p) => p.text).join('')).toBe('Payment methods: payments, paying and the payment page.');
  });

  it('takes the window around the first match anywhere in the text, not only in its start', () => {
    const parts = snippet(LONG_INTRO, new Set(['payment']));
    expect(parts[0]!.text.startsWith('…')).toBe(true);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['payments']);
    expect(parts.map((p) => p.text).join('').length).toBeLessThanOrEqual(170);
  });

  it('shows the start of the text when nothing in it matched', () => {
    const parts = snippet(LONG_INTRO, new Set(['zebra']));
    expect(parts).toHaveLength(1);
    expect(parts[0]!.text.startsWith('Filler words')).toBe(true);
    expect(parts[0]!.text.endsWith('…')).toBe(true);
  });
});

describe('search records', () => {
  it('makes one record per page intro and per h2/h3, with the heading path, anchor, facets and whole text', () => {
    const { stats, records } = indexOf(pages);
    expect(stats.records).toBe(8);
    expect(records[2]).toEqual({ url: '/docs/checkout#secure-domain', title: 'Checkout', section: 'Guides', lvl2: 'Redirect', lvl3: 'Secure domain', text: 'Use the secure subdomain for payments.', lang: 'en', tag: 'docs-default-current' });
    expect(records[5]).toMatchObject({ url: '/releases/2022/01/01/faststore', section: 'Release Notes', tag: 'default' });
    expect(records[6]!.text).toBe(LONG_INTRO);
  });

  it('gives each record its page address in the trailingSlash form, the anchor after the slash', () => {
    const route = { path: '/docs/checkout', kind: 'doc', title: 'Checkout', chunkName: 'c', component: '', contentSource: 'c', noindex: false, data: { title: 'Checkout' } } as unknown as RouteRecord;
    const doc = { source: 'c', sections: [{ id: '', depth: 1, title: 'Checkout', text: 'Pay here.' }, { id: 'redirect', depth: 2, title: 'Redirect', text: 'Go there.' }] } as unknown as CompiledDocument;
    const urls = (trailingSlash: boolean) => searchRecords({ routes: [route], compiled: new Map([['c', doc]]), config: { ...config, trailingSlash }, sidebars: {} }).map((r) => r.record.url);
    expect(urls(true)).toEqual(['/docs/checkout/', '/docs/checkout/#redirect']);
    expect(urls(false)).toEqual(['/docs/checkout', '/docs/checkout#redirect']);
  });

  it("puts a doc in its sidebar's top category (a category's landing doc too), and one at the top or in no sidebar in Documentation", () => {
    const docsSidebar: SidebarItem[] = [
      { type: 'category', label: 'Getting Started', href: '/docs', collapsible: true, collapsed: false, items: [] },
      { type: 'category', label: 'APIs and References', href: '/reference', collapsible: true, collapsed: true, items: [{ type: 'category', label: 'UI', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'Deep', href: '/docs/deep' }] }] },
      { type: 'link', label: 'Top', href: '/docs/top' },
    ];
    const { records } = indexOf(
      [
        page('/docs', 'FastStore documentation', [{ depth: 1, text: 'Welcome.' }], 'doc', 'docs'),
        page('/docs/deep', 'Deep', [{ depth: 1, text: 'Deep down.' }], 'doc', 'docs'),
        page('/docs/top', 'Top', [{ depth: 1, text: 'At the top.' }], 'doc', 'docs'),
        page('/docs/loose', 'Loose', [{ depth: 1, text: 'In no sidebar.' }], 'doc', null),
      ],
      {},
      {},
      { docs: docsSidebar },
    );
    expect(records.map((r) => r.section)).toEqual(['Getting Started', 'APIs and References', 'Documentation', 'Documentation']);
  });

  it('names no file in meta.json: every file name comes from the index hash and numbers', () => {
    const { files, meta } = indexOf(pages);
    expect(files.get('meta.json')).not.toContain('.json');
    expect(meta.hash).toMatch(/^[0-9a-f]{10}$/);
    for (const name of files.keys()) if (name !== 'meta.json') expect(name).toMatch(new RegExp(`^[a-z][0-9-]*-${meta.hash}\\.json$`));
  });
});

describe('search ranking', () => {
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

  it('filters by the facets: docs only, or everything', async () => {
    const { index } = indexOf(pages);
    const docs = await index.search('checkout', { lang: 'en', tags: ['docs-default-current'] });
    expect(docs.hits.map((h) => h.url)).toEqual(['/docs/checkout', '/docs/caching']);
    expect(docs.total).toBe(2);
    expect((await index.search('checkout', { lang: 'fr' })).total).toBe(0);
  });
});

describe('highlighting what matched', () => {
  it('reports the index terms that matched, after stemming, prefix and typo expansion', async () => {
    const { index } = indexOf(pages);
    expect((await index.search('payment')).terms).toEqual(['payment']);
    expect((await index.search('instalation')).terms).toEqual(['instal']);
    // The word being typed: every term it starts.
    expect((await index.search('chec')).terms).toEqual(['checkout']);
    expect((await index.search('pay')).terms.sort()).toEqual(['pay', 'payment']);
  });

  it('marks stemmed and misspelt matches in the snippet, not only words starting with what was typed', async () => {
    const { index } = indexOf(pages);
    const marked = async (query: string, url: string) => {
      const hit = (await index.search(query)).hits.find((h) => h.url === url)!;
      return hit.snippet.filter((p) => p.match).map((p) => p.text);
    };
    expect(await marked('payment', '/docs/checkout#secure-domain')).toEqual(['payments']);
    expect(await marked('configure', '/docs/setup#installation')).toEqual(['Configuring']);
    expect(await marked('instalation', '/docs/setup#installation')).toEqual(['installation']);
    // The match is past the first 400 characters of the section: the snippet is cut around it.
    const far = await marked('payments', '/docs/setup');
    expect(far).toEqual(['payments']);
  });
});

describe('search index files', () => {
  it('splits term shards by longer prefixes while they are too big, and finds terms in every shard', async () => {
    const { index, meta } = indexOf(pages, { shardLimit: 60 });
    expect(meta.shards.some((p) => p.length > 1)).toBe(true);
    for (const word of ['checkout', 'cache', 'secure', 'payment', 'shopper']) expect((await index.search(word)).total, word).toBeGreaterThan(0);
  });

  it('fetches only the files a query needs, and not meta.json again when it is given', async () => {
    const built = indexOf(pages, { shardLimit: 60 });
    await built.index.search('secure');
    expect(built.fetched.length).toBeLessThan(built.files.size / 2);
    expect(built.fetched.filter((f) => f === 'meta.json')).toHaveLength(1);

    const given = indexOf(pages, { shardLimit: 60 }, { meta: built.meta });
    await given.index.search('secure');
    expect(given.fetched).not.toContain('meta.json');
  });
});

/** A site where a few words are on every page, with weights that vary: a small model of a large site. */
function commonWordsSite(count: number): Page[] {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = ['cache', 'local', 'stay', 'remote', 'token', 'session', 'keep', 'fresh'];
  const sentence = () => Array.from({ length: 3 + Math.floor(random() * 12) }, () => words[Math.floor(random() * words.length)]).join(' ') + '.';
  return Array.from({ length: count }, (_, i) =>
    page(`/docs/p${i}`, `Page ${i} ${words[i % words.length]}`, [
      { depth: 1, text: `${sentence()} ${sentence()}` },
      { depth: 2, id: 'more', title: words[(i * 3) % words.length], text: `${sentence()} ${random() < 0.2 ? 'rareword' : ''}` },
    ]),
  );
}

describe('paged postings', () => {
  const site = commonWordsSite(60);
  const queries = ['cache', 'stay local', 'keep cache fresh', 'token session remote stay', 'rareword cache', 'loca', 'sesion'];

  it('ranks exactly as an index without pages when it may read every page', async () => {
    const whole = indexOf(site, { firstPage: 10_000 });
    const paged = indexOf(site, { firstPage: 3, pageSize: 4 }, { pagesPerBatch: Infinity });
    for (const q of queries) {
      const a = await whole.index.search(q, {}, 12);
      const b = await paged.index.search(q, {}, 12);
      expect(b.hits.map((h) => [h.url, h.score]), q).toEqual(a.hits.map((h) => [h.url, h.score]));
      expect(b.total, q).toBe(a.total);
    }
    expect(whole.fetched.filter((f) => f.startsWith('p'))).toEqual([]);
    expect(paged.fetched.filter((f) => f.startsWith('p')).length).toBeGreaterThan(10);
  });

  it('knows the exact total from the first pages, and reads further pages only as ranking needs them', async () => {
    const whole = indexOf(site, { firstPage: 10_000 });
    const paged = indexOf(site, { firstPage: 3, pageSize: 4 });
    for (const q of queries) expect((await paged.index.search(q, {}, 12)).total, q).toBe((await whole.index.search(q, {}, 12)).total);

    // One word: its first page holds its best records, so no further page is read.
    const one = indexOf(site, { firstPage: 3, pageSize: 4 });
    const result = await one.index.search('cache', {}, 3);
    expect(result.hits).toHaveLength(3);
    expect(one.fetched.filter((f) => f.startsWith('p'))).toEqual([]);
    expect(one.fetched.filter((f) => f.startsWith('s'))).toHaveLength(1);

    // Two common words: some pages, within the budget, and the best hit is still the best.
    const two = indexOf(site, { firstPage: 3, pageSize: 4 }, { pagesPerBatch: 2 });
    const exact = await whole.index.search('stay local', {}, 12);
    const budgeted = await two.index.search('stay local', {}, 12);
    expect(two.fetched.filter((f) => f.startsWith('p')).length).toBeGreaterThan(0);
    expect(two.fetched.filter((f) => f.startsWith('p')).length).toBeLessThanOrEqual(2);
    expect(budgeted.hits[0]!.url).toBe(exact.hits[0]!.url);
  });

  it('lists every result, batch after batch, in the same order', async () => {
    const { index } = indexOf(site, { firstPage: 3, pageSize: 4 });
    const first = await index.search('cache', {}, 12);
    const all = await index.search('cache', {}, first.total);
    expect(all.hits).toHaveLength(first.total);
    expect(new Set(all.hits.map((h) => h.url)).size).toBe(first.total);
  });

  it('keeps every shard under its limit however common a term is', () => {
    const { files, meta } = indexOf(commonWordsSite(200), { shardLimit: 2_000, firstPage: 20 });
    const sizes = meta.shards.map((_, i) => files.get(fileNames.shard(meta, i))!.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2_000);
  });
});

describe('search in a locale with a stemmer of its own', () => {
  const french = { ...config, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], currentLocale: 'fr' } } as unknown as SiteConfig;
  const frenchPages = [
    page('/fr/docs/meches', 'Les mèches', [{ depth: 1, text: 'Coupez les mèches avant chaque allumage : des mèches courtes brûlent proprement.' }]),
    page('/fr/docs/huile', "L'huile", [{ depth: 1, text: 'Remplissez le réservoir avec une huile de paraffine.' }]),
  ];

  it('names the stemmer of a locale from its name or htmlLang, none for English or a language without one', () => {
    expect(stemmerLanguage('fr')).toBe('fr');
    expect(stemmerLanguage('pt-BR')).toBe('pt');
    expect(stemmerLanguage('nb')).toBe('no');
    expect(stemmerLanguage('zz', 'de-DE')).toBe('de');
    expect(stemmerLanguage('en')).toBeUndefined();
    expect(stemmerLanguage('ja')).toBeUndefined();
  });

  it('indexes and queries French words with the French stemmer: an inflected word finds its page', async () => {
    const stemming = await stemmingFor(stemmingLanguageOf(french));
    expect(stemming.language).toBe('fr');
    const { files } = buildSearchIndex({ routes: frenchPages.map((p) => p.route), compiled: new Map(frenchPages.map((p) => [p.route.path, p.doc])), config: french, sidebars: {}, worker: '/worker.js' }, {}, stemming);
    const meta = JSON.parse(files.get('meta.json')!) as SearchMeta;
    expect(meta.stemmer).toBe('fr');
    const index = new SearchIndex(async <T,>(name: string) => JSON.parse(files.get(name)!) as T);
    // "mèche" (singular) finds the page that says "mèches"; "remplir" finds "Remplissez".
    const meche = await index.search('mèche');
    expect(meche.hits.map((h) => h.url)).toEqual(['/fr/docs/meches']);
    expect(meche.hits[0]!.snippet.filter((p) => p.match).map((p) => p.text)).toContain('mèches');
    expect((await index.search('remplir')).hits.map((h) => h.url)).toEqual(['/fr/docs/huile']);
    // English's stemmer does not take "remplissez" and "remplir" to one term: the French one found it.
    expect(terms('remplissez')).not.toEqual(terms('remplir'));
  });

  it('leaves an English index as it was: no stemmer named in its meta', () => {
    expect(JSON.parse(indexOf(pages).files.get('meta.json')!)).not.toHaveProperty('stemmer');
  });
});
