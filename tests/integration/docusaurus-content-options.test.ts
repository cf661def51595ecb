import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/*
 * fixtures/docusaurus-content-options: a `docusaurus.config.js` tuning the classic preset's content
 * plugins as larger Docusaurus sites do (base paths, post order, excerpt marker, pages under a
 * prefix...). Every option takes effect, so the build has no diagnostic at all.
 */

let site: BuiltSite;

/** The text of a page's articles, tags stripped, one entry per article. */
function articles(file: string): string[] {
  return [...site.read(file).matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => m[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

beforeAll(async () => {
  site = await buildFixture('docusaurus-content-options');
  expect(site.result.code, site.result.stderr).toBe(0);
}, 180_000);

describe('docusaurus-content-options: the site', () => {
  it('builds with no diagnostic: every content option it sets takes effect', () => {
    expect(site.report.diagnostics).toEqual([]);
  });
});

describe('docusaurus-content-options: blog options', () => {
  it('serves the blog at its routeBasePath, oldest post first (sortPosts: ascending), two to a list page under pageBasePath', () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/logbook', '/logbook/sheet/2']));
    expect(paths.some((p) => /\/page\//.test(p))).toBe(false);
    const first = articles('logbook/index.html');
    expect(first.map((a) => a.split(' ').slice(0, 3).join(' '))).toEqual(['First watch of', 'The February storm']);
    expect(articles('logbook/sheet/2/index.html')[0]).toMatch(/^Equinox/);
  });

  it("cuts excerpts at the site's truncateMarker; the default marker is no marker there", () => {
    const [watch, storm] = articles('logbook/index.html');
    expect(watch).toContain('the glass was clean');
    expect(watch).not.toContain('coaster');
    expect(watch).toContain('Read more');
    expect(storm).toContain('the whole post is its excerpt');
    expect(storm).not.toContain('Read more');
  });

  it('puts tag pages under tagsBasePath, and writes no archive with archiveBasePath: null', () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/logbook/labels', '/logbook/labels/watch', '/logbook/labels/weather']));
    expect(paths.filter((p) => /\/(tags|archive)(\/|$)/.test(p))).toEqual([]);
    expect(site.read('logbook/2024/01/05/first-watch/index.html')).toContain('href="/logbook/labels/watch"');
  });
});

describe('docusaurus-content-options: docs and pages base paths', () => {
  it("puts the docs' tag pages under the docs' tagsBasePath", () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/topics', '/topics/lamp-room', '/topics/weather']));
    expect(paths.filter((p) => p.startsWith('/tags'))).toEqual([]);
  });

  it("serves the pages under pages.routeBasePath, a page's slug included", () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/station', '/station/open-days']));
    expect(site.read('station/open-days/index.html')).toContain('Open days are the first Sunday');
  });
});

describe('docusaurus-content-options: markdown.preprocessor and markdown.parseFrontMatter', () => {
  it("compiles what the preprocessor returns", () => {
    const html = site.read('guides/fog-signal/index.html');
    expect(html).toContain('Call the coastguard on VHF 16 when the signal fails.');
    expect(html).not.toContain('{{RADIO_CHANNEL}}');
  });

  it("takes the front matter the site's parser gives, for docs and posts alike", () => {
    const description = (file: string) => /<meta name="description" content="([^"]*)"/.exec(site.read(file))?.[1];
    expect(description('guides/fog-signal/index.html')).toBe('Lighthouse Keepers: the station');
    expect(description('guides/lamp/index.html')).toBe('How and when the wick is trimmed.');
    expect(description('logbook/2024/01/05/first-watch/index.html')).toBe('Lighthouse Keepers: First watch of the year');
  });

  it('recompiles a page when only the preprocessor changes: the compile cache keys on the preprocessed text', async () => {
    const dir = copyFixture('docusaurus-content-options');
    expect((await buildSite(dir)).result.code).toBe(0);
    const config = path.join(dir, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("'VHF 16'", "'VHF 12'"));
    const again = await buildSite(dir);
    expect(again.result.code).toBe(0);
    expect(again.read('guides/fog-signal/index.html')).toContain('Call the coastguard on VHF 12 when the signal fails.');
  }, 180_000);
});

describe('docusaurus-content-options: numberPrefixParser and sidebarItemsGenerator functions', () => {
  it("reads number prefixes with the site's parser: ids, URLs and category names lose them", () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/guides/lamp', '/guides/fog-signal', '/guides/night-watch/relief']));
    expect(paths.filter((p) => p.includes('step-'))).toEqual([]);
  });

  it("builds the sidebar from what the site's generator returns (the built-in items, reversed)", () => {
    const sidebar = /<nav[^>]*sidebar[\s\S]*?<\/nav>/.exec(site.read('guides/lamp/index.html'))?.[0] ?? '';
    const labels = sidebar.replace(/<[^>]+>/g, '\n').split('\n').map((l) => l.trim()).filter(Boolean);
    // A folder's category is labelled with its name as written, the prefix the site's parser reads off.
    expect(labels).toEqual(['Welcome, keeper', 'guides', 'night-watch', 'Sounding the fog signal', 'Trimming the lamp']);
  });
});

describe('docusaurus-content-options: tags files', () => {
  it("gives docs' tags the label, page and description of docs/tags.yml (named by docs.tags)", () => {
    const html = site.read('topics/lamp-room/index.html');
    expect(html).toContain('<h1>2 docs tagged with &quot;Lamp room&quot;</h1><p class="tag-description">Everything about keeping the light burning.</p>');
    expect(html).toContain('<meta name="description" content="Everything about keeping the light burning.">');
    expect(site.read('index.html')).toContain('href="/topics/lamp-room"');
    expect(site.exists('topics/lamps/index.html')).toBe(false);
  });

  it("reads the blog's tags.yml without being told, a key without fields taking Docusaurus's label", () => {
    const html = site.read('logbook/labels/watch/index.html');
    expect(html).toContain('<h1>2 posts tagged with &quot;Night watch&quot;</h1><p class="tag-description">Entries written during the night watch.</p>');
    expect(site.read('logbook/labels/index.html')).toContain('>Weather<');
  });

  it("stops the build at a doc's tag the file does not define, with onInlineTags: 'throw'", async () => {
    const dir = copyFixture('docusaurus-content-options');
    const doc = path.join(dir, 'docs', 'guides', 'step-2-fog-signal.md');
    writeFileSync(doc, `---\ntags: [weather, foghorns]\n---\n\n${readFileSync(doc, 'utf8')}`);
    const failed = await buildSite(dir);
    expect(failed.result.code).toBe(1);
    expect(failed.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'inline-tags', file: doc, line: 2, message: 'Tags "foghorns" are not defined in tags.yml.' }),
    ]);
  }, 180_000);
});

describe('docusaurus-content-options: processBlogPosts and feed options', () => {
  it('leaves out the posts processBlogPosts drops: no page, no list entry, no tag page', () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths.filter((p) => p.includes('rota') || p.includes('internal'))).toEqual([]);
    expect(articles('logbook/index.html').join(' ')).not.toContain('Rota');
  });

  it("writes the feeds from createFeedItems' items: the night watch entries, retitled", () => {
    const rss = site.read('logbook/rss.xml');
    expect([...rss.matchAll(/<item>\n<title>([^<]+)/g)].map((m) => m[1])).toEqual(['[Logbook] First watch of the year', '[Logbook] The February storm']);
    const json = JSON.parse(site.read('logbook/feed.json')) as { items: { title: string; url: string }[] };
    expect(json.items.map((i) => i.url)).toEqual(['https://keepers.example/logbook/2024/01/05/first-watch', 'https://keepers.example/logbook/2024/02/11/storm']);
  });

  it('writes the XSL stylesheets and their CSS beside the RSS and Atom feeds, each feed naming its own', () => {
    expect(site.read('logbook/rss.xml').split('\n')[1]).toBe('<?xml-stylesheet type="text/xsl" href="rss.xsl"?>');
    expect(site.read('logbook/atom.xml').split('\n')[1]).toBe('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>');
    for (const file of ['rss.xsl', 'rss.css', 'atom.xsl', 'atom.css']) expect(site.exists(`logbook/${file}`), file).toBe(true);
    expect(site.read('logbook/feed.json')).not.toContain('xsl');
  });
});
