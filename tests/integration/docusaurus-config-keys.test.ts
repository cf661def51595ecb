import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type BuiltSite } from '../helpers/site.ts';

/** A site whose config uses Docusaurus's own keys and shapes (fixtures/docusaurus-config-keys). */
let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('docusaurus-config-keys');
}, 300_000);

const configFile = () => path.join(site.siteDir, 'docs.config.ts');
const configLine = (text: string) => readFileSync(configFile(), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
const between = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)) + end.length);

describe('a config written with Docusaurus keys', () => {
  it('builds with no warning: markdown.mermaid and themeConfig.algolia (with its keys) are implemented', () => {
    expect(site.result.code).toBe(0);
    expect(site.report.diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
    expect(configLine('mermaid: true')).toBeGreaterThan(0);
    expect(site.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('applies the reporting levels: broken links and anchors ignored, a broken Markdown link logged', () => {
    const codes = site.report.diagnostics.map((d) => `${d.severity} ${d.code}`);
    expect(codes).not.toContain('warning broken-link');
    expect(codes.filter((c) => c.endsWith('broken-link'))).toEqual([]);
    expect(site.report.diagnostics.find((d) => d.code === 'broken-markdown-link')).toMatchObject({ severity: 'info', file: path.join(site.siteDir, 'docs/intro.md'), line: 7 });
  });

  it('renders every navbar item type: docSidebar and doc links, a dropdown without type, html, search, version and locale menus', () => {
    const nav = between(site.read('docs/guides/telescopes/index.html'), '<header', '</header>');
    expect(nav).toContain('<header class="navbar navbar--dark');
    // docSidebar: the sidebar's first doc, active on every doc of that sidebar.
    expect(nav).toContain('<a href="/docs/intro" class="navbar-link navbar__link active navbar__link--active" aria-current="page">Guides</a>');
    // doc without a label: the doc's title.
    expect(nav).toContain('<a href="/docs/reference/constellations" class="navbar-link navbar__link">The 88 constellations</a>');
    expect(nav).toMatch(/<div class="navbar-dropdown"><button[^>]*>More<\/button>/);
    // A dropdown is active when one of its items is: here its docSidebar item, on a doc of that sidebar.
    expect(between(site.read('docs/01-seasons/index.html'), '<header', '</header>')).toMatch(/<div class="navbar-dropdown active"><button[^>]*>More<\/button>/);
    expect(nav).toContain('<a href="/docs/reference/constellations" role="menuitem" class="navbar-link dropdown__link">Constellations</a>');
    // A doc item is active on its own page only.
    expect(nav).toContain('<a href="/docs/intro" role="menuitem" class="navbar-link dropdown__link">Start here</a>');
    expect(nav).toContain('<li class="navbar-html"><hr class="menu-rule"></li>');
    expect(nav).toContain('<a href="/files/chart.pdf" role="menuitem" class="navbar-link dropdown__link">Star chart</a>');
    expect(nav).toContain('href="https://skies.example/forecast" target="_blank" rel="external"');
    expect(nav).toContain('<div class="navbar-html"><span class="moon-phase">Waxing</span></div>');
    expect(nav).toContain('navbar-version');
    expect(nav).toContain('navbar-locale');
    // The config keeps Algolia's three keys: DocSearch's button is the search item.
    expect(nav).toContain('class="DocSearch DocSearch-Button search-button"');
    expect(nav).toContain('class="navbar-link navbar__link header-git-link" aria-label="Source code"');
  });

  it('activates a link by activeBasePath, and shows the logo with its dark variant and size', () => {
    const nav = between(site.read('blog/index.html'), '<header', '</header>');
    expect(nav).toContain('<a href="/blog" class="navbar-link navbar__link active navbar__link--active" aria-current="page">Log</a>');
    expect(nav).toContain('<img src="/img/logo.svg" class="guild-logo themed-image--light" alt="" width="32" height="32"/>');
    expect(nav).toContain('<img src="/img/logo-dark.svg" class="guild-logo themed-image--dark" alt="" width="32" height="32"/>');
  });

  it('renders a dark footer with columns, an html item, a linked logo and an HTML copyright', () => {
    const footer = between(site.read('about/index.html'), '<footer', '</footer>');
    expect(footer).toContain('<footer class="footer footer--dark">');
    expect(footer).toContain('<li class="footer-html"><a class="badge" href="https://skies.example">Clear-sky badge</a></li>');
    expect(footer).toContain('<img src="/img/logo.svg" class="footer-logo" alt="Guild crest" width="120"/>');
    expect(footer).toContain('<div class="footer-copyright footer__copyright">Copyright © 2026 Stargazers Guild. <a href="https://stargazers.example/licence">Licence</a></div>');
  });

  it('shows an announcement bar written without id, closeable by default, under the default id', () => {
    const html = site.read('about/index.html');
    expect(html).toContain('<div class="announcement-bar-content">Meteor shower on <b>Friday</b>!</div>');
    expect(html).toContain('aria-label="Close announcement"');
    expect(html).toContain(`localStorage.getItem('docusaurus.announcement.id')==="announcement-bar"`);
  });

  it("puts metadata, stylesheets, scripts and head tags in every page's head, escaped, with noIndex and the title delimiter", () => {
    const html = site.read('docs/guides/telescopes/index.html');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<html lang="en-GB" dir="ltr">');
    expect(head).toContain('<title>Telescopes · Stargazers Guild</title>');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(head).toContain('<meta property="og:image" content="https://stargazers.example/img/social.png">');
    expect(head).toContain('<meta name="keywords" content="astronomy, telescopes">');
    expect(head).toContain('<link rel="stylesheet" href="https://fonts.stargazers.example/night.css">');
    expect(head).toContain('<link rel="stylesheet" href="/css/print.css" media="print">');
    expect(head).toContain('<script src="https://cdn.stargazers.example/planisphere.js" async></script>');
    expect(head).toContain('<script src="/js/dew-alarm.js"></script>');
    expect(head).toContain('<link rel="preconnect" href="https://cdn.stargazers.example">');
    expect(head).toContain('<script type="application/ld+json">{"@type":"Organization","name":"Stargazers Guild"}</script>');
    // noIndex keeps every page out of the sitemap too.
    expect(site.read('sitemap.xml')).not.toContain('<loc>');
  });

  it('lets the pages load the CDN stylesheets and scripts the config names', () => {
    const policy = site.read('_headers').split('\n').find((l) => l.includes('Content-Security-Policy: '))!;
    expect(policy).toMatch(/script-src 'self' https:\/\/cdn\.stargazers\.example /);
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/fonts\.stargazers\.example;/);
  });

  it('links docs to the URL the editUrl function gives, shows front-matter last updates, and none without git', () => {
    const telescopes = site.read('docs/guides/telescopes/index.html');
    expect(telescopes).toContain('href="https://git.stargazers.example/edit/en/docs/guides/telescopes.md"');
    // In the site's htmlLang (en-GB), as Docusaurus formats it.
    expect(telescopes).toContain('Last updated<!-- --> on <b><time dateTime="2025-03-14">14 Mar 2025</time></b> by <b>Vera</b>');
    // The copy the test builds is in no repository: no date, and the build goes on.
    expect(site.read('docs/intro/index.html')).not.toContain('last-updated');
    // tableOfContents.maxHeadingLevel: 4 reaches the #### heading; anchors.maintainCase keeps its capital.
    expect(telescopes).toContain('href="#Dobsonian-bases"');
    expect(telescopes).toContain('id="Dobsonian-bases"');
  });

  it('publishes every static directory, and finds images in any of them', () => {
    expect(site.read('img/field.svg')).toContain('<svg');
    expect(site.read('img/logo.svg')).toContain('<svg');
    expect(site.report.diagnostics.filter((d) => d.code === 'missing-image')).toEqual([]);
    expect(site.read('docs/guides/eyepieces/index.html')).toContain('src="/img/field.svg"');
  });

  it('applies the docs options: exclude, numberPrefixParser false, sidebarCollapsed false', () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths).toContain('/docs/01-seasons');
    expect(paths.filter((p) => p.includes('scratch'))).toEqual([]);
    expect(site.read('docs/intro/index.html')).toMatch(/aria-expanded="true"[^>]*>Equipment<\/button>/);
  });

  it('applies the blog options: reading time from readingTime, one post in the sidebar, one list page, the string editUrl', () => {
    const list = site.read('blog/index.html');
    expect(list).toContain('<span>7 min read</span>');
    expect(between(list, '<nav class="blog-sidebar"', '</nav>').match(/<li>/g)).toHaveLength(1);
    expect(list).toContain('Counting meteors');
    expect(list).toContain('A comet over the hill');
    expect(site.exists('blog/page/2/index.html')).toBe(false);
    expect(site.read('blog/2025/01/10/comet/index.html')).toContain('href="https://git.stargazers.example/tree/main/blog/2025-01-10-comet.md"');
  });

  it('writes the feeds feedOptions asks for, with its title, copyright, language and limit', () => {
    expect(site.exists('blog/atom.xml')).toBe(false);
    expect(site.exists('blog/feed.json')).toBe(false);
    const rss = site.read('blog/rss.xml');
    expect(rss).toContain('<title>Guild observing log</title>');
    expect(rss).toContain('<copyright>Copyright Stargazers Guild</copyright>');
    expect(rss).toContain('<language>en-GB</language>');
    expect(rss.match(/<item>/g)).toHaveLength(1);
    expect(site.read('about/index.html')).not.toContain('application/atom+xml');
  });

  it('leaves out pages pages.exclude names, and bundles the client modules into the browser entry', () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths).toContain('/about');
    expect(paths.filter((p) => p.includes('draft'))).toEqual([]);
    const entry = site.manifest().entry.js;
    const js = readdirSync(path.join(site.outDir, path.dirname(entry))).length ? site.read(entry) : '';
    expect(js).toContain('data-guild-routes');
  });
});
