import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/**
 * A Docusaurus site built from presets: a published one in the site's node_modules (a route from
 * data, a theme's head tag, an official plugin it turns on) and the site's own (a local plugin's
 * global data, a theme written as a function), beside the classic preset; with the community Sass
 * plugin and two search themes listed as real sites list them, none of them installed.
 */
let site: BuiltSite;

const page = (route: string): string => site.read(route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`).replace(/<!-- -->/g, '');

beforeAll(async () => {
  site = await buildFixture('docusaurus-presets');
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('docusaurus-presets: a published preset', () => {
  it("runs its plugin with the preset's options: the route it adds renders its data", () => {
    const html = page('/harvest');
    expect(html).toContain('<h1>Orchard: the autumn harvest</h1>');
    expect(html).toContain('<ul class="harvest-crops"><li>apples</li><li>pears</li><li>quinces</li></ul>');
    expect(html).toContain('<title>Harvest | Orchard</title>');
    expect(site.manifest().routes.map((r) => r.path)).toContain('/harvest');
    expect(site.read('sitemap.xml')).toContain('<loc>https://orchard.example/harvest</loc>');
  });

  it('runs its theme (a head tag on every page) and the official plugin it lists (a redirect page)', () => {
    for (const route of ['/', '/docs/intro', '/harvest']) expect(page(route)).toContain('<meta name="orchard-theme" content="rows &amp; trees">');
    expect(page('/picking')).toContain('window.location.replace("/harvest"');
  });
});

describe("docusaurus-presets: the site's own preset", () => {
  it('runs the local plugin it returns (resolved from the site) and its function theme', () => {
    const home = page('/');
    expect(home).toContain('<p class="cellar-shelves">The cellar has 12 shelves.</p>');
    expect(home).toMatch(/<div id="cellar-mark" hidden>cellar<\/div>\n<\/body>/);
  });
});

describe('docusaurus-presets: nested plugin routes', () => {
  it('writes a page per nested route, rendered inside its layout route with the layout\'s modules and props', () => {
    for (const [slug, variety, trees] of [['apple', 'Bramley', 14], ['pear', 'Conference', 9]] as const) {
      const html = page(`/rows/${slug}`);
      expect(html).toContain('<p class="rows-heading">Rows of the orchard</p>');
      expect(html).toContain('<ul class="rows-nav"><li><a href="/rows/apple">Bramley</a></li><li><a href="/rows/pear">Conference</a></li></ul>');
      expect(html).toContain(`<section class="rows-detail"><article><h1>${variety} row</h1><p class="row-trees">${trees} trees</p><p class="row-route">/rows/${slug}</p></article></section>`);
    }
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/rows/apple', '/rows/pear']));
    // The layout's own path has no page: no nested route is at it.
    expect(paths).not.toContain('/rows');
  });
});

describe('docusaurus-presets: community Sass and search plugins', () => {
  it('says nothing of the Sass plugin and compiles the .scss custom CSS itself', () => {
    const css = site.manifest().entry.css.map((file) => site.read(file.replace(/^\//, ''))).join('\n');
    expect(css).toMatch(/--ifm-color-primary: ?#6b4f2a/);
    expect(css).toMatch(/\.orchard-rows\{border-left:4px solid #6b4f2a\}/);
  });

  it('stands the local search in for the search themes: a box in the navbar, an index, one warning each naming what differs', () => {
    expect(page('/docs/intro')).toMatch(/<button type="button" class="search-button"/);
    expect(site.exists('search/meta.json')).toBe(true);
    const configFile = path.join(site.siteDir, 'docusaurus.config.js');
    const lines = readFileSync(configFile, 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    expect(site.report.diagnostics.filter((d) => d.severity !== 'info').map((d) => [d.severity, d.code, d.file, d.line, d.message])).toEqual([
      ['warning', 'config-unsupported', configFile, lineOf("'docusaurus-lunr-search'"), "The search plugin `docusaurus-lunr-search` is not loaded: docs' built-in local search takes its place (its own search box in the navbar, results page at /search and index of every page)."],
      ['warning', 'config-unsupported', configFile, lineOf('themes: [') + 1, "The search plugin `@easyops-cn/docusaurus-search-local` is not loaded: docs' built-in local search takes its place (its own search box in the navbar, results page at /search and index of every page), and its options `hashed`, `language`, `highlightSearchTermsOnTargetPage` are not used."],
    ]);
  });

  it("gives one info for the Sass plugin's options, which are not used", async () => {
    const siteDir = copyFixture('docusaurus-presets');
    const configFile = path.join(siteDir, 'docusaurus.config.js');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("require.resolve('docusaurus-plugin-sass'),", "['docusaurus-plugin-sass', { sassOptions: { includePaths: ['src/css'] } }],"));
    const built = await buildSite(siteDir);
    expect(built.result.code, built.result.stderr).toBe(0);
    expect(built.report.diagnostics.filter((d) => d.message.includes('docusaurus-plugin-sass')).map((d) => [d.severity, d.message])).toEqual([
      ['info', "`docusaurus-plugin-sass` is not needed: docs compiles .scss and .sass files itself, with the site's `sass-embedded` or `sass`; the plugin's options `sassOptions` are not used."],
    ]);
  });
});
