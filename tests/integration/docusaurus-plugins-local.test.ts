import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, copyFixture, runCli, type BuiltSite } from '../helpers/site.ts';
import { eventually, request, startDev, stopDev } from '../helpers/dev.ts';

/**
 * A Docusaurus site whose plugins are its own files (`plugins: ['./plugins/...']`), each run
 * through Docusaurus's lifecycle: pages made from JSON data, tags and a client module on every
 * page, a file written after the build, a TypeScript plugin publishing global data, a theme whose
 * components shadow the classic theme's (the site's own src/theme winning over it).
 */
let site: BuiltSite;

/** A page's HTML with React's `<!-- -->` text separators removed. */
function page(route: string): string {
  return site.read(route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`).replace(/<!-- -->/g, '');
}

beforeAll(async () => {
  site = await buildFixture('docusaurus-plugins-local');
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('docusaurus-plugins-local: the build', () => {
  it('runs every plugin with no warning or error', () => {
    expect(site.report.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('renders the routes a plugin adds from data, with the createData modules and the route props', () => {
    const soup = page('/recipes/barley-soup');
    expect(soup).toContain('<h1>Barley soup</h1>');
    expect(soup).toContain('<p class="recipe-serves">Serves 4</p>');
    expect(soup).toContain('<li>barley</li><li>leek</li><li>carrot</li>');
    expect(soup).toContain('<p class="recipe-route">/recipes/barley-soup</p>');
    expect(soup).toContain('<title>Barley soup | Pantry</title>');
    const index = page('/recipes');
    // `heading` is the route's own `props`, `recipes` the JSON given as a module.
    expect(index).toContain('<h1>All recipes</h1>');
    expect(index).toMatch(/<a href="\/recipes\/barley-soup">Barley soup<\/a> \(serves 4\).*<a href="\/recipes\/oat-bread">Oat bread<\/a> \(serves 8\)/);
  });

  it('lists the plugin routes in the manifest and the sitemap, and checks links to them', () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/recipes', '/recipes/barley-soup', '/recipes/oat-bread', '/stock']));
    const sitemap = site.read('sitemap.xml');
    for (const p of ['recipes', 'recipes/barley-soup', 'recipes/oat-bread']) expect(sitemap).toContain(`<loc>https://pantry.example/${p}</loc>`);
  });

  it('injects the head, pre-body and post-body tags on every page, attribute values escaped', () => {
    for (const route of ['/', '/docs/intro', '/recipes/oat-bread']) {
      const html = page(route);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<meta name="pantry-shelf" content="Shelf &quot;A&quot; &amp; &lt;B&gt;">');
      expect(head).toContain('<link rel="preconnect" href="https://cdn.pantry.example">');
      expect(html).toMatch(/<body>\n<div id="pantry-pre" hidden>before the app<\/div>\n<div id="__docs">/);
      expect(html).toMatch(/<script type="application\/json" id="pantry-post">\{"stamped":true\}<\/script>\n<\/body>/);
    }
  });

  it('bundles the client module a plugin lists into the app entry', () => {
    const entry = path.join(site.outDir, site.manifest().entry.js.replace(/^\//, ''));
    const loaded = [entry, ...site.manifest().entry.imports.map((f) => path.join(site.outDir, f.replace(/^\//, '')))].map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(loaded).toContain('Pages shown: ');
  });

  it('runs postBuild with the routes: llms.txt lists every page', () => {
    expect(site.read('llms.txt')).toBe(
      ['# Pantry', '', '## Pantry pages', '', ...['/', '/404.html', '/docs/intro', '/recipes', '/recipes/barley-soup', '/recipes/oat-bread', '/stock'].map((p) => `- https://pantry.example${p}`), ''].join('\n'),
    );
  });

  it('gives a page the global data a TypeScript plugin set (usePluginData, useGlobalData)', () => {
    const stock = page('/stock');
    expect(stock).toContain('<p class="stock-updated">Counted on 2026-11-20</p>');
    expect(stock).toContain('<li>barley: 3 jars</li><li>oats: 5 jars</li></ul>');
    expect(stock).toContain('<p class="stock-publishers">Published by: pantry-stock</p>');
  });

  it('shadows theme components with the theme plugin\'s, the site\'s own src/theme first', () => {
    expect(page('/')).toContain('Shelved by the shelf theme · Pantry volunteers');
    const notFound = site.read('404.html');
    expect(notFound).toContain('Not on the shelves');
    expect(notFound).not.toContain('shelf-not-found');
  });

  it('writes createData files under the build\'s own generated folder only', () => {
    const dir = path.join(site.siteDir, '.docs', 'generated', 'plugins', 'recipe-pages', 'default');
    expect(readdirSync(dir).sort()).toEqual(['index.json', 'recipe-barley-soup.json', 'recipe-oat-bread.json']);
  });
});

describe('docusaurus-plugins-local: the CLI', () => {
  it('runs a command a plugin adds with extendCli, in the site folder', async () => {
    const result = await runCli(['llms'], { cwd: site.siteDir });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Pantry: Pantry pages\n');
    expect(result.code).toBe(0);
  });
});

describe('docusaurus-plugins-local: docs dev', () => {
  it('serves the plugins\' pages, tags and global data, and runs the plugins again when a file they read changes', async () => {
    const dir = copyFixture('docusaurus-plugins-local');
    const dev = await startDev(dir);
    try {
      const soup = (await request(dev.port, '/recipes/barley-soup')).body.replace(/<!-- -->/g, '');
      expect(soup).toContain('<p class="recipe-serves">Serves 4</p>');
      expect(soup).toContain('<meta name="pantry-shelf" content="Shelf &quot;A&quot; &amp; &lt;B&gt;">');
      expect((await request(dev.port, '/stock')).body.replace(/<!-- -->/g, '')).toContain('<li>barley: 3 jars</li>');
      // A new recipe file: the plugin's loadContent reads the folder again and adds its page.
      mkdirSync(path.join(dir, 'recipes'), { recursive: true });
      writeFileSync(path.join(dir, 'recipes', 'rye-crackers.json'), JSON.stringify({ slug: 'rye-crackers', title: 'Rye crackers', serves: 6, ingredients: ['rye'] }));
      expect(await eventually(dev.port, '/recipes/rye-crackers', /<h1>Rye crackers<\/h1>/)).toMatch(/<h1>Rye crackers<\/h1>/);
    } finally {
      await stopDev(dev);
    }
  }, 90_000);
});
