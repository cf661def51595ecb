import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, runCli, type BuiltSite } from '../helpers/site.ts';

/**
 * A Docusaurus site with two docs sets (the preset's, and a `community` docs plugin with its own
 * sidebars and one released version) and two blogs (the preset's, and a `changelog` blog plugin).
 */
let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('docusaurus-docsets');
}, 120_000);

const page = (p: string) => site.read(p === '/' ? 'index.html' : `${p.replace(/^\//, '')}/index.html`);
const sidebarLinks = (html: string) => [...(/<nav class="doc-sidebar"[^]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const blogSidebar = (html: string) => [...(/<nav class="blog-sidebar"[^]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<h2[^>]*>([^<]+)<\/h2>|href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
const activeNavbar = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="navbar-link navbar__link[^"]*navbar__link--active"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
const navbarLink = (html: string, label: string) => new RegExp(`<a href="([^"]+)"[^>]*>${label}</a>`).exec(html)?.[1];
const dropdown = (html: string) => [...(/navbar-version[^]*?<\/ul>/.exec(html)?.[0] ?? '').matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('a Docusaurus site with two docs sets and two blogs', () => {
  it('builds with no diagnostics: the docs and blog plugins are read, not warned', () => {
    expect(site.result.code).toBe(0);
    expect(site.report.diagnostics).toEqual([]);
  });

  it("publishes every docs set's versions and every blog at their own paths", () => {
    expect(site.manifest().routes.map((r) => r.path).sort()).toEqual([
      '/', '/404', '/search', '/sets',
      '/docs/guides/grafting', '/docs/guides/pruning', '/docs/intro', '/docs/planting', '/docs/tags', '/docs/tags/winter',
      // The community set's released 1.0 is its latest, at its own path; its docs folder is "next".
      '/community/contributing', '/community/intro',
      '/community/next/contributing', '/community/next/intro', '/community/next/support', '/community/next/tags', '/community/next/tags/winter',
      '/blog', '/blog/2026/03/01/spring', '/blog/2026/06/10/summer', '/blog/archive', '/blog/tags', '/blog/tags/season',
      '/changelog', '/changelog/2026/02/01/orchard-1-0', '/changelog/2026/05/01/orchard-1-1', '/changelog/archive', '/changelog/tags', '/changelog/tags/release',
    ].sort());
    expect(page('/community/intro')).toContain('met every season, at the harvest fair');
    expect(page('/community/next/intro')).toContain('first Monday of every month');
  });

  it('gives each docs set and version its own sidebar', () => {
    expect(sidebarLinks(page('/docs/planting'))).toEqual(['/docs/intro', '/docs/planting']);
    expect(page('/docs/guides/pruning')).toMatch(/href="\/docs\/guides\/grafting"/);
    expect(sidebarLinks(page('/community/next/support'))).toEqual(['/community/next/intro', '/community/next/contributing', '/community/next/support']);
    expect(sidebarLinks(page('/community/intro'))).toEqual(['/community/intro', '/community/contributing']);
  });

  it("runs a docs set's own remark plugins on its documents only", () => {
    expect(page('/community/next/support')).toContain('<p class="orchard-community-note">Written by the Orchard community.</p>');
    expect(page('/community/intro')).toContain('orchard-community-note');
    expect(page('/docs/intro')).not.toContain('orchard-community-note');
    expect(page('/blog/2026/03/01/spring')).not.toContain('orchard-community-note');
  });

  it("keeps each docs set's tags apart", () => {
    expect(page('/docs/tags/winter')).toContain('href="/docs/guides/pruning"');
    const cards = (html: string) => /<ul class="card-list">[^]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(cards(page('/docs/tags/winter'))).not.toContain('/community/');
    expect(page('/community/next/tags/winter')).toContain('href="/community/next/contributing"');
    expect(cards(page('/community/next/tags/winter'))).not.toContain('/docs/');
  });

  it('makes the navbar items of a docs set active on its pages only, linking its version being read', () => {
    expect(activeNavbar(page('/docs/intro'))).toEqual([['Manual', '/docs/intro']]);
    expect(activeNavbar(page('/community/intro'))).toEqual([['Community', '/community/intro'], ['1.0', '/community/intro']]);
    expect(activeNavbar(page('/community/next/support'))).toEqual([['Community', '/community/next/intro'], ['Next', '/community/next/intro']]);
    // The `doc` item of the community set goes to the doc in the version being read.
    expect(navbarLink(page('/community/next/support'), 'Contribute')).toBe('/community/next/contributing');
    expect(navbarLink(page('/docs/intro'), 'Contribute')).toBe('/community/contributing');
    expect(activeNavbar(page('/changelog'))).toEqual([['Changelog', '/changelog']]);
  });

  it("shows the community set's versions in its dropdown, banner and badge, and none on the other set's pages", () => {
    expect(dropdown(page('/community/next/support'))).toEqual([['Next', '/community/next/support'], ['1.0', '/community/intro']]);
    expect(dropdown(page('/community/intro'))).toEqual([['Next', '/community/next/intro'], ['1.0', '/community/intro']]);
    // Off its pages the dropdown of the set shows its latest version.
    expect(page('/docs/intro')).toMatch(/aria-label="Docs version: 1\.0">1\.0<\/button>/);
    expect(text(page('/community/next/support'))).toContain('This is unreleased documentation for Orchard Next version.');
    expect(page('/community/next/support')).toContain('Version: Next</span>');
    // The default set has one version: no banner, no badge, though the community set has two.
    expect(page('/docs/intro')).not.toContain('theme-doc-version-banner');
    expect(page('/docs/intro')).not.toContain('theme-doc-version-badge');
  });

  it("tells a site's components which docs set and version a page is of", () => {
    expect(text(/<p class="orchard-doc-set">[^]*?<\/p>/.exec(page('/community/next/support'))![0])).toBe('Set community, version current (Next), doc support');
    expect(text(/<p class="orchard-doc-set">[^]*?<\/p>/.exec(page('/community/intro'))![0])).toBe('Set community, version 1.0 (1.0), doc intro');
    expect(text(/<p class="orchard-doc-set">[^]*?<\/p>/.exec(page('/docs/intro'))![0])).toBe('Set default, version current (Next), doc intro');
    expect(text(/<ul class="orchard-sets">[^]*?<\/ul>/.exec(page('/sets'))![0])).toBe('default at /docs: Nextcommunity at /community: Next, 1.0');
    expect(page('/sets')).toContain('<a href="/community/intro">community</a>');
    expect(text(page('/sets'))).toContain('Community docs, latest release: 1.0');
  });

  it('gives each blog its own list, sidebar, tags, archive and feeds', () => {
    expect(page('/blog')).toContain('href="/blog/2026/06/10/summer"');
    expect(page('/blog')).not.toContain('/changelog/2026');
    expect(blogSidebar(page('/changelog/2026/02/01/orchard-1-0'))).toEqual(['All releases', '/changelog/2026/05/01/orchard-1-1', '/changelog/2026/02/01/orchard-1-0']);
    expect(blogSidebar(page('/blog'))).toEqual(['Recent posts', '/blog/2026/06/10/summer', '/blog/2026/03/01/spring']);
    expect(page('/changelog/tags/release')).toContain('href="/changelog/2026/05/01/orchard-1-1"');
    expect(page('/changelog/archive')).toContain('href="/changelog/2026/02/01/orchard-1-0"');
    expect(page('/changelog/archive')).not.toContain('/blog/2026');
    const changelogFeed = site.read('changelog/rss.xml');
    expect(changelogFeed).toContain('<title>Orchard Changelog</title>');
    expect(changelogFeed).toContain('https://orchard.example/changelog/2026/05/01/orchard-1-1');
    expect(changelogFeed).not.toContain('/blog/2026');
    expect(site.read('blog/atom.xml')).toContain('https://orchard.example/blog/2026/03/01/spring');
    // Every page links both blogs' feeds, as each blog plugin adds its own to every page.
    const alternates = [...page('/').matchAll(/<link rel="alternate" type="application\/rss\+xml" href="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates).toEqual(['/blog/rss.xml', '/changelog/rss.xml']);
  });

  it("tags each docs set's records in the search index with its id and version", () => {
    const dir = path.join(site.outDir, 'search');
    const records = readdirSync(dir).filter((f) => /^r\d+-/.test(f)).flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { url: string; tag: string; section: string }[]);
    const tagOf = (url: string) => records.find((r) => r.url === url)?.tag;
    expect(tagOf('/docs/planting')).toBe('docs-default-current');
    expect(tagOf('/community/intro')).toBe('docs-community-1.0');
    expect(tagOf('/community/next/support')).toBe('docs-community-current');
    expect(tagOf('/changelog/2026/05/01/orchard-1-1')).toBe('default');
    // A post's records are in the section of its own blog.
    expect(records.find((r) => r.url === '/changelog/2026/05/01/orchard-1-1')?.section).toBe('Changelog');
    expect(records.find((r) => r.url === '/blog/2026/03/01/spring')?.section).toBe('Orchard blog');
  });
});

describe('links and config of several docs sets', () => {
  it('checks a link from one docs set to another against the pages of that set', async () => {
    const dir = copyFixture('docusaurus-docsets');
    const intro = path.join(dir, 'docs/intro.md');
    // support is in the community set's docs folder only: it is at /community/next/support.
    writeFileSync(intro, readFileSync(intro, 'utf8') + '\nSee [support](/community/support).\n');
    const built = await buildSite(dir);
    const broken = built.report.diagnostics.filter((d) => d.code === 'broken-link');
    expect(broken).toMatchObject([{ severity: 'error', file: intro, line: 11 }]);
    expect(broken[0]!.message).toContain('/community/support');
  }, 120_000);

  it('stops on two docs plugins of one id, at the second', async () => {
    const dir = copyFixture('docusaurus-docsets');
    const configFile = path.join(dir, 'docusaurus.config.js');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("  plugins: [\n", "  plugins: [\n    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'docs' }],\n"));
    const built = await buildSite(dir);
    expect(built.result.code).not.toBe(0);
    const error = built.report.diagnostics.find((d) => d.code === 'config-invalid');
    expect(error).toMatchObject({ severity: 'error', file: configFile });
    expect(error!.message).toContain('A second docs plugin instance has the id "community"');
  }, 120_000);
});

describe('docs version <name> --plugin-id', () => {
  it("cuts a version of another docs set into the files named after its id", async () => {
    const dir = copyFixture('docusaurus-docsets');
    const result = await runCli(['version', '2.0', dir, '--plugin-id', 'community']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'community_versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
    expect(readFileSync(path.join(dir, 'community_versioned_docs/version-2.0/support.md'), 'utf8')).toContain('# Getting support');
    expect(JSON.parse(readFileSync(path.join(dir, 'community_versioned_sidebars/version-2.0-sidebars.json'), 'utf8'))).toEqual({ people: ['intro', 'contributing', 'support'] });
    // The default set is left as it was.
    expect(existsSync(path.join(dir, 'versions.json'))).toBe(false);

    const built = await buildSite(dir);
    expect(built.report.diagnostics).toEqual([]);
    expect(built.read('community/support/index.html')).toContain('orchard doctor');
    expect(built.exists('community/1.0/intro/index.html')).toBe(true);

    const unknown = await runCli(['version', '3.0', dir, '--plugin-id', 'nope']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('This site has no docs plugin with the id "nope". Its docs plugins: default, community.');
  }, 120_000);
});
