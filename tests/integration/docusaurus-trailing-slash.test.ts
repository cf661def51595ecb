import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../packages/core/src/serve/staticServer.ts';
import { buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/** The fixture (which sets `trailingSlash: true`) with the value given instead. */
function fixtureWith(trailingSlash: boolean | undefined): string {
  const dir = copyFixture('docusaurus-trailing-slash');
  const file = path.join(dir, 'docusaurus.config.js');
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, source.replace('trailingSlash: true,', trailingSlash === undefined ? '' : `trailingSlash: ${trailingSlash},`));
  return dir;
}

const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
const HTML_FILES = (files: string[]) => files.filter((f) => f.endsWith('.html')).sort();

/** `docs serve` on a built output, in this process; answers without following redirects. */
async function serve(outDir: string): Promise<{ get(url: string): Promise<{ status: number; location?: string; body: string; csp?: string }>; close(): Promise<void> }> {
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: (url) =>
      new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: url }, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body, csp: res.headers['content-security-policy'] as string | undefined }));
        }).on('error', reject);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let slash: BuiltSite;
let bare: BuiltSite;
let unset: BuiltSite;

beforeAll(async () => {
  [slash, bare, unset] = await Promise.all([buildSite(fixtureWith(true)), buildSite(fixtureWith(false)), buildSite(fixtureWith(undefined))]);
  for (const site of [slash, bare, unset]) expect(site.result.code, site.result.stderr).toBe(0);
}, 120_000);

describe('trailingSlash: true', () => {
  it('builds with no diagnostics, trailingSlash no longer warned', () => {
    expect(slash.report.diagnostics).toEqual([]);
  });

  it('writes every page as its folder’s index.html', () => {
    expect(HTML_FILES(slash.manifest().routes.map((r) => r.file))).toEqual([
      '404.html', 'blog/2024/03/09/new-lens/index.html', 'blog/archive/index.html', 'blog/index.html', 'blog/tags/equipment/index.html', 'blog/tags/index.html',
      'docs/guides/fog-signals/index.html', 'docs/guides/lamp-care/index.html', 'docs/index.html', 'docs/watch-rota/index.html', 'index.html',
    ]);
    for (const r of slash.manifest().routes) expect(slash.exists(r.file), r.file).toBe(true);
  });

  it('links every page with its slash, the query and hash after it; files, anchors and the home page as written', () => {
    const links = hrefs(slash.read('docs/watch-rota/index.html'));
    expect(links).toEqual(expect.arrayContaining([
      '/docs/guides/lamp-care/', // Markdown link to a file, and the sidebar
      '/docs/guides/lamp-care/#wick-trimming',
      '/docs/guides/fog-signals/?night=tonight#horn-pattern',
      '/docs/', // the docs root, written `/docs/`
      '/docs/watch-rota/',
      '/blog/', // navbar `to: '/blog'`
      '/img/station.svg',
      '/handbook.html',
      '#hand-over',
      '/',
    ]));
    const internal = links.filter((l) => l.startsWith('/') && !/\.(svg|html)$/.test(l) && l !== '/');
    for (const link of internal) expect(link, link).toMatch(/\/(?:[?#].*)?$/);
    // Paginator, sidebar and footer on the docs root.
    expect(hrefs(slash.read('docs/index.html'))).toEqual(expect.arrayContaining(['/docs/watch-rota/', '/docs/guides/lamp-care/']));
  });

  it('gives canonical and og:url, sitemap, manifest and feeds the slashed address', () => {
    const page = slash.read('docs/guides/lamp-care/index.html');
    expect(canonical(page)).toBe('https://lantern.example/docs/guides/lamp-care/');
    expect(ogUrl(page)).toBe('https://lantern.example/docs/guides/lamp-care/');
    expect(canonical(slash.read('index.html'))).toBe('https://lantern.example/');
    const sitemap = locs(slash.read('sitemap.xml'));
    expect(sitemap).toContain('https://lantern.example/docs/');
    expect(sitemap).toContain('https://lantern.example/');
    for (const loc of sitemap) expect(loc).toMatch(/\/$/);
    const paths = slash.manifest().routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/docs/', '/docs/watch-rota/', '/blog/2024/03/09/new-lens/', '/404']));
    const rss = slash.read('blog/rss.xml');
    expect(rss).toContain('<link>https://lantern.example/blog/2024/03/09/new-lens/</link>');
    expect(rss).toContain('<link>https://lantern.example/blog/</link>');
    expect(rss).toContain('href="https://lantern.example/docs/guides/lamp-care/"');
  });

  it('docs serve sends /a to /a/ and serves /a/, files as they are', async () => {
    const server = await serve(slash.outDir);
    try {
      expect(await server.get('/docs/watch-rota?x=1')).toMatchObject({ status: 301, location: '/docs/watch-rota/?x=1' });
      expect((await server.get('/docs/watch-rota/')).body).toContain('<h1');
      expect((await server.get('/docs/watch-rota/')).status).toBe(200);
      // The page's own Content-Security-Policy, written in _headers under its slashed address.
      expect((await server.get('/docs/watch-rota/')).csp).toContain("script-src 'self' 'sha256-");
      expect(slash.read('_headers')).toContain('\n/docs/watch-rota/\n');
      expect((await server.get('/handbook.html')).status).toBe(200);
      expect((await server.get('/img/station.svg')).status).toBe(200);
      expect((await server.get('/')).status).toBe(200);
      expect((await server.get('/docs/nowhere')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('trailingSlash: false', () => {
  it('builds with no diagnostics', () => {
    expect(bare.report.diagnostics).toEqual([]);
  });

  it('writes every page as a file of its name, the docs root as docs.html, the home page as index.html', () => {
    expect(HTML_FILES(bare.manifest().routes.map((r) => r.file))).toEqual([
      '404.html', 'blog.html', 'blog/2024/03/09/new-lens.html', 'blog/archive.html', 'blog/tags.html', 'blog/tags/equipment.html',
      'docs.html', 'docs/guides/fog-signals.html', 'docs/guides/lamp-care.html', 'docs/watch-rota.html', 'index.html',
    ]);
    for (const r of bare.manifest().routes) expect(bare.exists(r.file), r.file).toBe(true);
    expect(bare.exists('docs/watch-rota/index.html')).toBe(false);
  });

  it('links every page without a slash, even one written with it', () => {
    const links = hrefs(bare.read('docs/watch-rota.html'));
    expect(links).toEqual(expect.arrayContaining(['/docs/guides/lamp-care', '/docs/guides/lamp-care#wick-trimming', '/docs/guides/fog-signals?night=tonight#horn-pattern', '/docs', '/blog', '/']));
    expect(links.filter((l) => l.length > 1 && /\/(?:[?#]|$)/.test(l))).toEqual([]);
  });

  it('gives canonical, sitemap, manifest and feeds the address without a slash', () => {
    expect(canonical(bare.read('docs.html'))).toBe('https://lantern.example/docs');
    expect(locs(bare.read('sitemap.xml')).filter((l) => l !== 'https://lantern.example/' && l.endsWith('/'))).toEqual([]);
    expect(bare.manifest().routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/docs', '/docs/watch-rota']));
    expect(bare.read('blog/rss.xml')).toContain('<link>https://lantern.example/blog/2024/03/09/new-lens</link>');
  });

  it('docs serve answers /a from a.html and sends /a/ to /a', async () => {
    const server = await serve(bare.outDir);
    try {
      expect((await server.get('/docs/watch-rota')).status).toBe(200);
      expect((await server.get('/docs/watch-rota')).csp).toContain("script-src 'self' 'sha256-");
      expect((await server.get('/docs')).body).toContain('Overview');
      expect(await server.get('/docs/watch-rota/')).toMatchObject({ status: 301, location: '/docs/watch-rota' });
      expect(await server.get('/docs/')).toMatchObject({ status: 301, location: '/docs' });
      expect((await server.get('/docs/watch-rota.html')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('trailingSlash unset', () => {
  it('writes folders with index.html and links without a slash, and docs serve answers both forms', async () => {
    expect(unset.manifest().routes.find((r) => r.path === '/docs/watch-rota')?.file).toBe('docs/watch-rota/index.html');
    expect(hrefs(unset.read('docs/watch-rota/index.html'))).toEqual(expect.arrayContaining(['/docs/guides/lamp-care', '/docs/guides/lamp-care#wick-trimming']));
    expect(canonical(unset.read('docs/watch-rota/index.html'))).toBe('https://lantern.example/docs/watch-rota');
    expect(JSON.parse(unset.read('manifest.json'))).not.toHaveProperty('trailingSlash');
    const server = await serve(unset.outDir);
    try {
      expect((await server.get('/docs/watch-rota')).status).toBe(200);
      expect((await server.get('/docs/watch-rota/')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

