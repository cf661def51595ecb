import { describe, expect, it } from 'vitest';
import type { SitemapOptions } from '../config/types.ts';
import { globMatcher } from '../util/globMatcher.ts';
import { sitemapItems, sitemapXml } from './sitemap.ts';

const defaults: SitemapOptions = { lastmod: null, changefreq: null, priority: null, ignorePatterns: [], filename: 'sitemap.xml' };
const pages = [
  { routePath: '/docs/a', url: 'https://s.example/base/docs/a', lastUpdated: '2025-04-02T10:20:30+02:00' },
  { routePath: '/docs/tags/x', url: 'https://s.example/base/docs/tags/x' },
];
const site = { baseUrl: '/base/', siteConfig: { title: 'S' } };

describe('sitemapItems', () => {
  it('lists every page with only `loc` by default', async () => {
    expect(await sitemapItems(pages, defaults, site)).toEqual([{ url: 'https://s.example/base/docs/a' }, { url: 'https://s.example/base/docs/tags/x' }]);
  });

  it('applies lastmod as a date or date-time (UTC), changefreq, priority, and ignore patterns with the base URL', async () => {
    const items = await sitemapItems(pages, { ...defaults, lastmod: 'datetime', changefreq: 'daily', priority: 0.3, ignorePatterns: ['/base/docs/tags/**'] }, site);
    expect(items).toEqual([{ url: 'https://s.example/base/docs/a', lastmod: '2025-04-02T08:20:30.000Z', changefreq: 'daily', priority: 0.3 }]);
    expect((await sitemapItems(pages, { ...defaults, lastmod: 'date' }, site))[0]!.lastmod).toBe('2025-04-02');
  });

  it('lets createSitemapItems rewrite the default items, given the routes with the base URL', async () => {
    const seen: string[] = [];
    const items = await sitemapItems(pages, { ...defaults, createSitemapItems: async ({ routes, defaultCreateSitemapItems }) => {
      seen.push(...routes.map((r) => r.path));
      return (await defaultCreateSitemapItems({})).filter((i) => !i.url.includes('/tags/'));
    } }, site);
    expect(seen).toEqual(['/base/docs/a', '/base/docs/tags/x']);
    expect(items.map((i) => i.url)).toEqual(['https://s.example/base/docs/a']);
  });

  it('writes the fields in the sitemaps.org order, escaped', () => {
    expect(sitemapXml([{ url: 'https://s.example/a?b&c', lastmod: '2025-04-02', changefreq: 'weekly', priority: 0.5 }])).toContain('<url><loc>https://s.example/a?b&amp;c</loc><lastmod>2025-04-02</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>');
  });
});

describe('globMatcher', () => {
  it('matches * within a segment, ** across them, and a folder with /** itself', () => {
    const match = globMatcher(['/docs/*/draft', '/tags/**', '/a?c']);
    expect(['/docs/x/draft', '/tags', '/tags/a/b', '/abc'].map(match)).toEqual([true, true, true, true]);
    expect(['/docs/x/y/draft', '/tagsx', '/a/c', '/docs.x'].map(match)).toEqual([false, false, false, false]);
  });
});
