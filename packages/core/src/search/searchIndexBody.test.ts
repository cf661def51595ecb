import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';
import type { CompiledDocument, Section } from '../compile/types.ts';
import type { SiteConfig } from '../config/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { KeyedCache } from '../util/keyedCache.ts';
import { buildSearchIndex, indexBody, stemmingFor, withWorker, type IndexBody } from './buildSearchIndex.ts';
import type { SearchMeta } from './format.ts';
import { searchRecords, type IndexInput } from './records.ts';
import { indexBodyOnThread, searchIndexBody, type CachedSearchIndex } from './searchIndexBody.ts';

// The build makes its search index's body while the app bundles (on a thread of its own when the
// engine runs from its bundle), and names the search worker in meta.json once the bundle has it.

const config = { title: 'Shop docs', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'] } } as unknown as SiteConfig;

function siteOf(pages: { path: string; title: string; sections: Section[] }[]): IndexInput {
  const routes = pages.map(({ path, title }) => ({ path, kind: 'doc', title, chunkName: path, component: '', contentSource: path, noindex: false, data: { title } }) as unknown as RouteRecord);
  const compiled = new Map(pages.map(({ path, sections }) => [path, { source: path, sections } as unknown as CompiledDocument]));
  return { routes, compiled, config, sidebars: {} };
}

const pages = [
  { path: '/docs/checkout', title: 'Checkout', sections: [{ depth: 1, text: 'How the shopper pays for the cart.' }, { depth: 2, id: 'redirect', title: 'Redirect', text: 'The store sends the shopper to the payment page.' }] },
  { path: '/docs/caching', title: 'Caching pages', sections: [{ depth: 1, text: 'Builds reuse cached pages; headers tell the CDN how long to keep them.' }] },
] satisfies { path: string; title: string; sections: Section[] }[];

const openCache = (dir: string) => KeyedCache.open<CachedSearchIndex>(dir, 'test');
const metaOf = (files: Map<string, string>) => JSON.parse(files.get('meta.json')!) as SearchMeta;

describe('the search index body', () => {
  it('gives the files of the whole index once the worker is named, the worker named in meta.json alone', async () => {
    const body = await searchIndexBody(siteOf(pages), await openCache(temporaryFolder('docs-search-body-')));
    const first = withWorker(body, '/js/search-worker-aaaa.js').files;
    expect(first).toEqual(buildSearchIndex({ ...siteOf(pages), worker: '/js/search-worker-aaaa.js' }).files);
    const second = withWorker(body, '/js/search-worker-bbbb.js').files;
    expect(metaOf(second)).toEqual({ ...metaOf(first), worker: '/js/search-worker-bbbb.js' });
    // The worker is the meta file's second field, where it always was: same records, same bytes.
    expect(Object.keys(metaOf(second)).slice(0, 3)).toEqual(['version', 'worker', 'hash']);
    for (const [name, text] of first) if (name !== 'meta.json') expect(second.get(name)).toBe(text);
  });

  it('is read back from the cache by the next build with the same records, and made again when a record changes', async () => {
    const dir = temporaryFolder('docs-search-cache-');
    const made = await searchIndexBody(siteOf(pages), await openCache(dir));
    // Mark the stored body, to see it come back instead of a new one.
    const [entry] = readdirSync(dir).filter((name) => name.endsWith('.json'));
    const stored = JSON.parse(readFileSync(path.join(dir, entry!), 'utf8')) as IndexBody;
    expect(stored).toEqual(made);
    writeFileSync(path.join(dir, entry!), JSON.stringify({ ...stored, terms: 123_456 }));
    expect((await searchIndexBody(siteOf(pages), await openCache(dir))).terms).toBe(123_456);
    const edited = pages.map((p, i) => (i === 0 ? { ...p, sections: [{ depth: 1, text: 'How the shopper pays for the basket.' }] } : p));
    expect(await searchIndexBody(siteOf(edited), await openCache(dir))).toEqual(indexBody(searchRecords(siteOf(edited))));
  });

  const distWorker = () => {
    const workerFile = path.join(import.meta.dirname, '..', '..', 'dist', 'searchIndexWorker.js');
    if (!existsSync(workerFile)) throw new Error('packages/core/dist is missing: run `node scripts/build-packages.mjs` (npm test does).');
    return pathToFileURL(workerFile);
  };

  it('is made the same on the bundled engine’s worker thread as on the main thread', async () => {
    const sources = searchRecords(siteOf(pages));
    const english = await indexBodyOnThread(sources, undefined, undefined, distWorker());
    expect(english).toEqual(indexBody(sources, {}, await stemmingFor(undefined)));
    // The stemmer is the task's: French stems these words otherwise.
    const french = await indexBodyOnThread(sources, 'fr', undefined, distWorker());
    expect(french).toEqual(indexBody(sources, {}, await stemmingFor('fr')));
    expect(french.meta).not.toEqual(english.meta);
  });

  it('stops its thread when the build stops, without waiting for the index', async () => {
    // Thousands of pages of words: seconds of indexing, where stopping takes milliseconds.
    const words = ['checkout', 'cart', 'shopper', 'payment', 'session', 'cache', 'storefront', 'inventory', 'catalog', 'price'];
    const many = Array.from({ length: 4_000 }, (_, i) => ({
      path: `/docs/page-${i}`,
      title: `Page ${i}`,
      sections: [{ depth: 1, text: Array.from({ length: 300 }, (_, w) => `${words[(i + w) % words.length]}${(i * w) % 97}`).join(' ') }],
    }));
    const stop = new AbortController();
    const made = indexBodyOnThread(searchRecords(siteOf(many)), undefined, stop.signal, distWorker());
    setTimeout(() => stop.abort(), 50);
    await expect(made).rejects.toThrow('The search index was stopped.');
    // Stopped before it started: no thread is kept waiting.
    await expect(indexBodyOnThread(searchRecords(siteOf(pages)), undefined, AbortSignal.abort(), distWorker())).rejects.toThrow('stopped');
  });
});
