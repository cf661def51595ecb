import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, runCli, type BuiltSite } from '../helpers/site.ts';

/** A Docusaurus site with versions.json ["2.0", "1.0"] and its docs folder as "next". */
let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('docusaurus-versions');
}, 120_000);

const page = (p: string) => site.read(`${p.replace(/^\//, '')}/index.html`);
const sidebarLinks = (html: string) => [...(/<nav class="doc-sidebar"[^]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const dropdown = (html: string) => [...(/navbar-version[^]*?<\/ul>/.exec(html)?.[0] ?? '').matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('a versioned Docusaurus site', () => {
  it('builds with no diagnostics', () => {
    expect(site.result.code).toBe(0);
    expect(site.report.diagnostics).toEqual([]);
  });

  it('publishes the latest version at /docs/, the docs folder at /docs/next/ and older versions at /docs/<name>/', () => {
    const docs = site.manifest().routes.map((r) => r.path).filter((p) => p.startsWith('/docs'));
    expect(docs.sort()).toEqual([
      '/docs/1.0/guides/signals', '/docs/1.0/intro', '/docs/1.0/setup',
      '/docs/guides/maintenance', '/docs/guides/signals', '/docs/install', '/docs/intro', '/docs/tags', '/docs/tags/fog',
      '/docs/next/category/guides', '/docs/next/guides/maintenance', '/docs/next/guides/signals', '/docs/next/install', '/docs/next/intro', '/docs/next/tags', '/docs/next/tags/fog', '/docs/next/whats-new',
    ].sort());
    expect(page('/docs/intro')).toContain('release 2.0 and its fixed lens');
    expect(page('/docs/next/intro')).toContain('the rotating lens that 3.0 brings');
    expect(page('/docs/1.0/setup')).toContain('Fill the reservoir with paraffin');
  });

  it("gives each version its own tag pages, listing that version's docs", () => {
    expect(page('/docs/tags/fog')).toContain('href="/docs/guides/signals"');
    expect(page('/docs/tags/fog')).not.toContain('href="/docs/next/guides/signals"');
    expect(page('/docs/next/tags/fog')).toContain('href="/docs/next/guides/signals"');
    expect(page('/docs/next/guides/signals')).toContain('href="/docs/next/tags/fog"');
  });

  it('shows the unreleased banner on the docs folder, linking the same doc in the latest version', () => {
    const banner = /theme-doc-version-banner[^]*?<\/div><\/div>/.exec(page('/docs/next/install'))![0];
    expect(text(banner)).toContain('This is unreleased documentation for Beacon Next (unreleased) version.');
    expect(text(banner)).toContain('For up-to-date documentation, see the latest version (2.0).');
    expect(banner).toContain('<a href="/docs/install">latest version</a>');
  });

  it("links a doc the latest version lacks to the latest version's main doc", () => {
    expect(page('/docs/next/whats-new')).toMatch(/theme-doc-version-banner[^]*?<a href="\/docs\/intro">latest version<\/a>/);
    // Renamed between versions: 1.0's setup is install since 2.0, so it has no twin there.
    expect(page('/docs/1.0/setup')).toMatch(/theme-doc-version-banner[^]*?<a href="\/docs\/intro">latest version<\/a>/);
  });

  it('shows the unmaintained banner on an older version and none on the latest', () => {
    expect(text(page('/docs/1.0/intro'))).toContain('This is documentation for Beacon 1.0 (old), which is no longer actively maintained.');
    expect(page('/docs/intro')).not.toContain('theme-doc-version-banner');
  });

  it('shows the version badge on every version', () => {
    expect(page('/docs/intro')).toContain('<span class="theme-doc-version-badge badge badge--secondary">Version: 2.0</span>');
    expect(page('/docs/next/intro')).toContain('<span class="theme-doc-version-badge badge badge--secondary">Version: Next (unreleased)</span>');
    expect(page('/docs/1.0/intro')).toContain('<span class="theme-doc-version-badge badge badge--secondary">Version: 1.0 (old)</span>');
  });

  it('lists every version in the dropdown, each linking the same page, with the items after', () => {
    expect(dropdown(page('/docs/next/install'))).toEqual([['Next (unreleased)', '/docs/next/install'], ['2.0', '/docs/install'], ['1.0 (old)', '/docs/1.0/intro'], ['All versions', '/versions']]);
    expect(dropdown(page('/docs/1.0/setup'))).toEqual([['Next (unreleased)', '/docs/next/intro'], ['2.0', '/docs/intro'], ['1.0 (old)', '/docs/1.0/setup'], ['All versions', '/versions']]);
    expect(page('/docs/1.0/setup')).toMatch(/aria-label="Docs version: 1\.0 \(old\)">1\.0 \(old\)<\/button>/);
    expect(page('/docs/1.0/setup')).toMatch(/role="menu"[^>]*><li class="navbar-html"><b class="beacon-menu-title">Editions<\/b><\/li><li role="none"><a href="\/docs\/next\/intro"/);
    // Off the docs the menu shows the latest version.
    expect(site.read('index.html')).toMatch(/aria-label="Docs version: 2\.0">2\.0<\/button>/);
    expect(page('/docs/next/install')).toMatch(/<a href="\/docs\/next\/install" role="menuitem" class="navbar-link dropdown__link active dropdown__link--active" aria-current="true">/);
  });

  it("links the docsVersion item to the version being read's main doc", () => {
    expect(page('/docs/next/install')).toContain('<a href="/docs/next/intro" class="navbar-link navbar__link active navbar__link--active" aria-current="page">Next (unreleased)</a>');
    expect(site.read('index.html')).toContain('<a href="/docs/intro" class="navbar-link navbar__link">2.0</a>');
  });

  it("links the docSidebar item to the sidebar of the version being read, active there", () => {
    const manual = (html: string) => /<a href="([^"]+)"[^>]*>Manual<\/a>/.exec(html)?.[0];
    expect(manual(page('/docs/next/install'))).toBe('<a href="/docs/next/intro" class="navbar-link navbar__link active navbar__link--active" aria-current="page">Manual</a>');
    expect(manual(page('/docs/1.0/setup'))).toBe('<a href="/docs/1.0/intro" class="navbar-link navbar__link active navbar__link--active" aria-current="page">Manual</a>');
    expect(manual(site.read('index.html'))).toBe('<a href="/docs/intro" class="navbar-link navbar__link">Manual</a>');
  });

  it('gives each version its own sidebar: categories, an autogenerated one, and a generated index', () => {
    expect(sidebarLinks(page('/docs/next/intro'))).toEqual(['/docs/next/intro', '/docs/next/install', '/docs/next/category/guides', '/docs/next/whats-new']);
    expect(sidebarLinks(page('/docs/intro'))).toEqual(['/docs/intro', '/docs/install', '/docs/guides/signals', '/docs/guides/maintenance']);
    expect(sidebarLinks(page('/docs/1.0/intro'))).toEqual(['/docs/1.0/intro', '/docs/1.0/setup']);
    expect(page('/docs/1.0/intro')).toContain('>Keeper guides</button>');
    expect(page('/docs/next/category/guides')).toContain('href="/docs/next/guides/signals"');
  });

  it("gives a site's components the versions through the docs plugin's hooks", () => {
    const versions = site.read('versions/index.html');
    expect(versions).toContain('<strong class="beacon-latest">2.0</strong>');
    expect([...versions.matchAll(/<tr><th>([^<]+)<\/th><td><a href="([^"]+)">/g)].map((m) => [m[1], m[2]])).toEqual([['Next (unreleased)', '/docs/next/intro'], ['2.0', '/docs/intro'], ['1.0 (old)', '/docs/1.0/intro']]);
    // A wrapped DocItem/Footer lists the versions that have the doc (useActiveDocContext, useDocsVersion).
    expect(text(/<p class="beacon-other-versions">[^]*?<\/p>/.exec(page('/docs/next/intro'))![0])).toBe('This page in other versions: 2.0, 1.0');
    expect(page('/docs/next/install')).toMatch(/<p class="beacon-other-versions">This page in other versions:(?:<!-- -->)? <a href="\/docs\/install">2\.0<\/a><\/p>/);
    expect(text(/<p class="beacon-other-versions">[^]*?<\/p>/.exec(page('/docs/1.0/setup'))![0])).toBe('This page in other versions: none');
  });

  it("edits a released version's doc in its versioned folder", () => {
    expect(page('/docs/1.0/setup')).toContain('href="https://git.example/beacon/edit/main/versioned_docs/version-1.0/setup.md"');
    expect(page('/docs/next/install')).toContain('href="https://git.example/beacon/edit/main/docs/install.md"');
  });

  it('resolves relative links inside their own version', () => {
    expect(page('/docs/1.0/intro')).toContain('href="/docs/1.0/setup"');
    expect(page('/docs/install')).toContain('href="/docs/guides/signals"');
    expect(page('/docs/next/install')).toContain('href="/docs/next/guides/signals"');
  });

  it('records each doc version in the search index', () => {
    const dir = path.join(site.outDir, 'search');
    const records = readdirSync(dir).filter((f) => /^r\d+-/.test(f)).flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { url: string; tag: string; version?: string }[]);
    const byUrl = new Map(records.map((r) => [r.url, r]));
    expect(byUrl.get('/docs/guides/signals')).toMatchObject({ tag: 'docs-default-2.0', version: '2.0' });
    expect(byUrl.get('/docs/next/guides/signals')).toMatchObject({ tag: 'docs-default-current' });
    expect(byUrl.get('/versions')).toMatchObject({ tag: 'default' });
    // 1.0 is `noIndex`: kept out of the index as out of search engines.
    expect(records.filter((r) => r.url.startsWith('/docs/1.0/'))).toEqual([]);
  });

  it('keeps a noIndex version out of the sitemap and marks its pages noindex', () => {
    const sitemap = site.read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://beacon.example/docs/next/whats-new</loc>');
    expect(sitemap).toContain('<loc>https://beacon.example/docs/intro</loc>');
    expect(sitemap).not.toContain('/docs/1.0/');
    expect(page('/docs/1.0/intro')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page('/docs/intro')).not.toContain('name="robots"');
  });
});

describe('links in a versioned site', () => {
  it("checks a released version's links against its own pages", async () => {
    const dir = copyFixture('docusaurus-versions');
    // whats-new exists in the docs folder only: from 1.0 it is a broken link, found at its line.
    const intro = path.join(dir, 'versioned_docs/version-1.0/intro.md');
    writeFileSync(intro, readFileSync(intro, 'utf8') + '\nSee [what is new](./whats-new).\n');
    const built = await buildSite(dir);
    const broken = built.report.diagnostics.filter((d) => d.code === 'broken-link');
    expect(broken).toMatchObject([{ severity: 'error', file: intro, line: 11 }]);
    expect(broken[0]!.message).toContain('/docs/1.0/whats-new');
  }, 120_000);
});

describe('docs version <name>', () => {
  it('copies the docs and sidebars and puts the name first in versions.json', async () => {
    const dir = copyFixture('docusaurus-versions');
    const result = await runCli(['version', '3.0', dir]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8'))).toEqual(['3.0', '2.0', '1.0']);
    expect(readFileSync(path.join(dir, 'versioned_docs/version-3.0/whats-new.md'), 'utf8')).toContain('# What is new in 3.0');
    expect(existsSync(path.join(dir, 'versioned_docs/version-3.0/guides/maintenance.md'))).toBe(true);
    const sidebars = JSON.parse(readFileSync(path.join(dir, 'versioned_sidebars/version-3.0-sidebars.json'), 'utf8'));
    expect(sidebars.manual[2]).toEqual({ type: 'category', label: 'Guides', link: { type: 'generated-index', description: 'Looking after the light.' }, items: [{ type: 'autogenerated', dirName: 'guides' }] });

    // The new version is the latest: served at /docs/, with 2.0 moved to /docs/2.0/.
    const built = await runCli(['build', dir, '--json']);
    expect(JSON.parse(built.stdout).diagnostics).toEqual([]);
    expect(readFileSync(path.join(dir, 'build/docs/whats-new/index.html'), 'utf8')).toContain('What is new in 3.0');
    expect(readFileSync(path.join(dir, 'build/docs/2.0/install/index.html'), 'utf8')).toContain('fixed lens');
  }, 120_000);

  it('refuses a name that exists, and one that cannot name a folder, as Docusaurus does', async () => {
    const dir = copyFixture('docusaurus-versions');
    const taken = await runCli(['version', '2.0', dir]);
    expect(taken.code).not.toBe(0);
    expect(taken.stderr).toContain('Version 2.0 already exists');
    const slash = await runCli(['version', 'a/b', dir]);
    expect(slash.code).not.toBe(0);
    expect(slash.stderr).toContain('holds a slash');
    expect(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
    expect(existsSync(path.join(dir, 'versioned_docs/version-a'))).toBe(false);
  });
});
