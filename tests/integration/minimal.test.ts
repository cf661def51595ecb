import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterPaintLoad } from '../../packages/core/src/render/htmlShell.ts';
import { buildFixture, ROOT, type BuiltSite } from '../helpers/site.ts';

let site: BuiltSite;

function boot(file: string): { path: string; assets: { chunk: string; css: string[]; sidebar?: string }; data: Record<string, unknown>; notFound: boolean } {
  const m = /<script type="application\/json" id="__docs_data">([\s\S]*?)<\/script>/.exec(site.read(file));
  if (!m) throw new Error(`${file} has no boot JSON`);
  return JSON.parse(m[1]!);
}

function attr(html: string, re: RegExp): string[] {
  return [...html.matchAll(re)].map((m) => m[1]!);
}

/** The output file a root-relative URL points to. */
const fileOf = (url: string) => path.join(site.outDir, url.replace(/^\//, ''));

beforeAll(async () => {
  site = await buildFixture('minimal');
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('minimal: output files', () => {
  it('reports success with no diagnostics', () => {
    expect(site.report.ok).toBe(true);
    expect(site.report.diagnostics).toEqual([]);
    expect(site.report.routes).toBe(4);
  });

  it('writes each route as path/index.html, and 404.html', () => {
    for (const file of ['index.html', 'docs/intro/index.html', 'docs/guides/setup/index.html', '404.html']) expect(site.exists(file), file).toBe(true);
    expect(site.exists('docs/intro.html')).toBe(false);
    expect(site.exists('404/index.html')).toBe(false);
  });

  it('copies static files as they are', () => {
    const fixture = path.join(ROOT, 'fixtures', 'minimal', 'static');
    expect(site.read('robots.txt')).toBe(readFileSync(path.join(fixture, 'robots.txt'), 'utf8'));
    expect(site.read('img/logo.svg')).toBe(readFileSync(path.join(fixture, 'img', 'logo.svg'), 'utf8'));
  });

  it('writes a manifest with every route, its kind, title, file and chunks, and the entry', () => {
    const manifest = site.manifest();
    const byPath = Object.fromEntries(manifest.routes.map((r) => [r.path, r]));
    expect(Object.keys(byPath).sort()).toEqual(['/', '/404', '/docs/guides/setup', '/docs/intro']);
    expect(byPath['/docs/intro']).toMatchObject({ kind: 'doc', title: 'Introduction', file: 'docs/intro/index.html' });
    expect(byPath['/docs/guides/setup']).toMatchObject({ kind: 'doc', title: 'Setting up', file: 'docs/guides/setup/index.html' });
    expect(byPath['/']).toMatchObject({ kind: 'page', file: 'index.html' });
    expect(byPath['/404']).toMatchObject({ kind: 'not-found', file: '404.html' });
    for (const route of manifest.routes) {
      expect(site.exists(route.file), route.file).toBe(true);
      expect(route.chunks.length).toBeGreaterThan(0);
      for (const chunk of [...route.chunks, ...route.css]) expect(existsSync(fileOf(chunk)), chunk).toBe(true);
    }
    // Each route has a chunk of its own.
    expect(new Set(manifest.routes.map((r) => r.chunks[0])).size).toBe(manifest.routes.length);
    expect(manifest.entry.js).toMatch(/^\/assets\/js\/entry-[\w-]+\.js$/);
    for (const f of [manifest.entry.js, ...manifest.entry.css, ...manifest.entry.imports]) expect(existsSync(fileOf(f)), f).toBe(true);
  });

  it('writes a sitemap of the indexable routes with absolute URLs', () => {
    const locs = attr(site.read('sitemap.xml'), /<loc>([^<]+)<\/loc>/g).sort();
    expect(locs).toEqual(['https://minimal.example/', 'https://minimal.example/docs/guides/setup', 'https://minimal.example/docs/intro']);
    expect(site.read('sitemap.xml')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });
});

describe('minimal: HTML shell', () => {
  it('sets lang, title, description, canonical and Open Graph tags', () => {
    const html = site.read('docs/intro/index.html');
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en"/);
    expect(attr(html, /<title>([^<]*)<\/title>/g)).toEqual(['Introduction | Minimal']);
    expect(html).toContain('<meta name="description" content="Where to start.">');
    expect(html).toContain('<link rel="canonical" href="https://minimal.example/docs/intro">');
    expect(html).toContain('<meta property="og:title" content="Introduction | Minimal">');
    expect(html).toContain('<meta property="og:description" content="Where to start.">');
    expect(html).toContain('<meta property="og:url" content="https://minimal.example/docs/intro">');
    expect(html).toContain('<meta property="og:image" content="https://minimal.example/img/logo.svg">');
    expect(html).not.toContain('noindex');
  });

  it('uses the page component title and description on a React page', () => {
    const html = site.read('index.html');
    expect(attr(html, /<title>([^<]*)<\/title>/g)).toEqual(['Home | Minimal']);
    expect(html).toContain('<meta name="description" content="The minimal home page">');
    expect(html).toContain('<link rel="canonical" href="https://minimal.example/">');
  });

  it('marks the 404 page noindex', () => {
    expect(site.read('404.html')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(boot('404.html').notFound).toBe(true);
  });

  it("loads exactly the entry and that route's chunks from the manifest, after the first paint", () => {
    const manifest = site.manifest();
    for (const route of manifest.routes) {
      const html = site.read(route.file);
      const load = afterPaintLoad(html)!;
      const preloads = load.modules;
      expect(new Set(preloads).size, `${route.file}: no duplicates`).toBe(preloads.length);
      expect([...preloads].sort(), route.file).toEqual([...new Set([manifest.entry.js, ...manifest.entry.imports, ...route.chunks])].sort());
      expect(load.entry).toBe(manifest.entry.js);
      for (const css of [...manifest.entry.css, ...route.css]) expect(html).toContain(`<link rel="stylesheet" href="${css}">`);
      // No other route's own chunk is preloaded.
      for (const other of manifest.routes) if (other !== route) expect(preloads).not.toContain(other.chunks[0]);
    }
  });

  it('loads React, ReactDOM and the JSX runtime as one file on every page, and no other file holds any of them', () => {
    const manifest = site.manifest();
    // React's element symbols are in react, the JSX runtime and react-dom's client; its error links in react-dom and its client.
    const isReact = (url: string) => /Symbol\.for\("react\.|react\.dev\/errors/.test(readFileSync(fileOf(url), 'utf8'));
    const reactFiles = new Set<string>();
    for (const route of manifest.routes) {
      const files = afterPaintLoad(site.read(route.file))!.modules.filter(isReact);
      expect(files, route.file).toHaveLength(1);
      reactFiles.add(files[0]!);
    }
    expect(reactFiles.size).toBe(1);
    const code = readFileSync(fileOf([...reactFiles][0]!), 'utf8');
    // The hooks, the JSX runtime, portals (react-dom) and hydration (react-dom/client) are all in it.
    for (const marker of ['useSyncExternalStore', 'react.fragment', 'createPortal', 'hydrateRoot']) expect(code, marker).toContain(marker);
  });

  it('inlines the boot JSON with the route path, its chunk and its data', () => {
    const manifest = site.manifest();
    const intro = manifest.routes.find((r) => r.path === '/docs/intro')!;
    const b = boot('docs/intro/index.html');
    expect(b.path).toBe('/docs/intro');
    expect(b.assets.chunk).toBe(intro.chunks[0]);
    expect(b.notFound).toBe(false);
    expect(b.data).toMatchObject({ title: 'Introduction', description: 'Where to start.', docId: 'intro' });
    expect(b.data.toc).toEqual([{ value: 'First steps', id: 'first-steps', level: 2, children: [{ value: 'Deeper', id: 'deeper', level: 3, children: [] }] }]);
    expect(b.data.next).toEqual({ label: 'Setting up', href: '/docs/guides/setup' });
  });
});

describe('minimal: content', () => {
  it('is readable without JavaScript: content server-rendered inside #__docs', () => {
    const html = site.read('docs/intro/index.html');
    const body = /<div id="__docs">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(body).toContain('<h1>Introduction</h1>');
    expect(body).toContain('Welcome to the minimal site.');
    expect(body).toContain('<h2 id="first-steps">First steps<a href="#first-steps" class="hash-link" aria-label="Direct link to First steps" title="Direct link to First steps">#</a></h2>');
    expect(body).toContain('<h3 id="deeper">Deeper<a href="#deeper" class="hash-link" aria-label="Direct link to Deeper" title="Direct link to Deeper">#</a></h3>');
    // Navbar, sidebar and footer are rendered too. A collapsed sidebar category renders its label
    // only (its links come with expanding it), so on a large site no page carries the whole sidebar.
    expect(body).toContain('aria-label="Docs sidebar"');
    // `02-guides` has no _category_ label: Docusaurus names it as the folder is, less the prefix.
    expect(body).toMatch(/<button[^>]*aria-expanded="false"[^>]*>guides<\/button>/);
    expect(body).not.toContain('<a href="/docs/guides/setup" class="sidebar-link');
    expect(body).toContain('Copyright Minimal');
    expect(site.read('index.html')).toContain('<h1>Minimal home</h1>');
  });

  it('rewrites relative .md links to routes, keeping the hash', () => {
    expect(site.read('docs/intro/index.html')).toContain('<a href="/docs/guides/setup#install">guide</a>');
    expect(site.read('docs/guides/setup/index.html')).toContain('<a href="/docs/intro">intro</a>');
    for (const file of ['docs/intro/index.html', 'docs/guides/setup/index.html']) expect(site.read(file)).not.toMatch(/href="[^"]*\.md/);
  });
});
