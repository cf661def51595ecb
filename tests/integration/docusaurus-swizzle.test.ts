import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/**
 * A site that swizzled the classic theme, both ways: wrapped components (importing
 * `@theme-original/X` and rendering it) and ejected ones (their own copy, built from the classic
 * theme's internals and `@docusaurus/theme-common`'s hooks). Every shadow takes effect where the
 * theme renders that name, and every name and hook it imports resolves to something that works.
 */
let site: BuiltSite;

/** The page's HTML with React's `<!-- -->` text separators removed. */
function page(route: string): string {
  return site.read(route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`).replace(/<!-- -->/g, '');
}

/** The text of the element with class `name` (its first one). */
function textOf(html: string, name: string): string | undefined {
  return new RegExp(`class="${name}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

beforeAll(async () => {
  site = await buildFixture('docusaurus-swizzle');
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('docusaurus-swizzle: the build', () => {
  it('resolves every @theme/ name and theme-common import, with no warning', () => {
    // The config's Prism theme is read by `usePrismTheme` (tested below) and colours the code blocks.
    // Front-matter keys only the site's components read are an info, which says who may read them.
    const shown = site.report.diagnostics.filter((d) => d.severity !== 'info');
    expect(shown.map((d) => [d.severity, d.code, d.message.split(' ').slice(0, 3).join(' ')])).toEqual([]);
    const infos = site.report.diagnostics.filter((d) => d.severity === 'info');
    expect(infos.map((d) => [d.code, d.message.split(' ')[0]])).toEqual([
      ['front-matter-unknown-key', '`weather`'],
      ['front-matter-unknown-key', '`custom_key`'],
      ['front-matter-unknown-key', '`tide_table`'],
    ]);
    expect(infos[1]!.hint).toContain('useDoc().frontMatter');
  });
});

describe('wrapped components (@theme-original)', () => {
  it('MDXContent wraps the content of docs, blog posts and Markdown pages', () => {
    expect(page('/docs/lamps/wicks')).toMatch(/<article class="markdown"><h1>Trimming wicks<\/h1><div class="harbour-mdx"><p>Trim the wick before dusk/);
    expect(page('/docs/intro')).toContain('<article class="markdown"><div class="harbour-mdx"><h1 id="welcome-aboard">Welcome aboard</h1>');
    expect(page('/log/2024/03/01/first-light')).toContain('<div class="markdown"><div class="harbour-mdx"><p>The lamp was lit at 18:42 tonight.</p>');
  });

  it('Root wraps every page, so its provider reaches pages, docs and theme components', () => {
    expect(textOf(page('/'), 'harbour-home-keeper')).toBe('On watch: Maren');
    expect(textOf(page('/docs/lamps/wicks'), 'harbour-keeper')).toBe('Maren');
  });

  it('DocItem/Footer keeps the theme footer and adds its line, reading useDoc()', () => {
    const html = page('/docs/lamps/wicks');
    expect(html).toContain('<ul class="doc-tags" aria-label="Tags"><li><a href="/docs/tags/maintenance">maintenance</a></li><li><a href="/docs/tags/lamps">lamps</a></li></ul><p class="harbour-doc-footer">Logged by Maren: Trimming wicks (2 tags)</p>');
  });

  it('Footer wraps the site footer on every page, the 404 page included', () => {
    for (const html of [page('/'), page('/docs/intro'), page('/log'), site.read('404.html')]) {
      expect(html).toMatch(/<div class="harbour-footer-note">Tide tables <svg[^>]*width="12"[\s\S]*?<\/div><footer class="footer">/);
    }
  });

  it('BlogPostItem wraps each post, on its page and in lists, with useBlogPost() from theme-common', () => {
    expect(textOf(page('/log/2024/03/01/first-light'), 'harbour-post-note')).toBe('Reading: First light of spring, 1 min');
    const list = page('/log');
    expect(list.match(/class="harbour-post-note"/g)).toHaveLength(2);
    expect(list).toContain('<p class="harbour-post-note">Listed: A clear second night, 1 min</p>');
  });
});

describe('ejected components', () => {
  it('DocItem/Layout renders its own markup from the theme parts: breadcrumbs, TOC, content, footer, paginator', () => {
    const html = page('/docs/lamps/wicks');
    expect(html).toContain('<div class="doc-main harbour-doc-layout theme-doc-markdown" data-toc-entries="2"><nav aria-label="Breadcrumbs" class="breadcrumbs"><ol><li class="breadcrumbs-home"><a href="/" aria-label="Home page" class="breadcrumbs-home-link"><svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" fill="none"></path></svg></a></li><li><span>lamps</span></li><li><span>Trimming wicks</span></li></ol></nav>');
    expect(html).toContain('<details class="toc-collapsible">');
    expect(html).toContain('<nav class="pagination" aria-label="Docs pages"><a href="/docs/lamps/lenses" class="pagination-prev">');
    expect(html).toContain('<nav class="toc" aria-label="On this page">');
    // The unversioned docs have no version badge: the ejected layout's badge renders nothing.
    expect(html).not.toContain('harbour-badge"');
  });

  it('NotFound/Content replaces what the 404 page says, inside the theme layout', () => {
    const html = site.read('404.html');
    expect(html).toContain('<h1 class="harbour-404">Lost at sea</h1>');
    expect(html).not.toContain('We could not find what you were looking for');
    expect(html).toContain('<nav aria-label="Main" class="navbar-inner">');
  });
});

describe('@docusaurus/theme-common hooks, on a doc page', () => {
  it('give the colour mode, theme config, Prism theme, window size and docs context', () => {
    const html = page('/docs/lamps/wicks');
    expect(textOf(html, 'harbour-color')).toBe('light false');
    expect(textOf(html, 'harbour-beacons')).toBe('3 beacons, navbar Harbour Lights, toc 3');
    expect(textOf(html, 'harbour-prism')).toBe('#102030');
    // `ssr` in the server HTML, as Docusaurus renders it before hydration.
    expect(textOf(html, 'harbour-window')).toBe('ssr');
    expect(textOf(html, 'harbour-sidebar')).toMatch(/^\w+: 2 items$/);
    expect(textOf(html, 'harbour-doc')).toBe('lamps/wicks | /docs/lamps/wicks | Trimming wicks | 2:tools,3:spare-wicks');
    expect(textOf(html, 'harbour-version')).toBe('current Next true');
    expect(textOf(html, 'harbour-plugin')).toBe('default');
    // The folder's category is named as the folder is (no _category_ label), as in Docusaurus.
    expect(textOf(html, 'harbour-crumbs')).toBe('lamps &gt; Trimming wicks');
    expect(textOf(html, 'harbour-search')).toBe('en default,docs-default-current');
  });

  it('plural forms, regexp matching, class names and the state hooks', () => {
    const html = page('/docs/lamps/wicks');
    expect(textOf(html, 'harbour-plural')).toBe('One wick / 3 wicks');
    expect(textOf(html, 'harbour-regexp')).toBe('true false');
    expect(textOf(html, 'harbour-classnames')).toBe('theme-doc-footer theme-admonition-tip');
    expect(textOf(html, 'harbour-bar')).toBe('false');
    expect(textOf(html, 'harbour-mobile')).toBe('false');
    expect(textOf(html, 'harbour-navbar-visible')).toBe('true');
    expect(html).toContain('<div style="display:none;overflow:hidden;height:0" hidden=""><p>Three spare wicks.</p></div>');
  });

  it('PageMetadata titles the page as the layout does, and SearchMetadata writes its tags', () => {
    const html = page('/docs/lamps/wicks');
    expect(html).toContain('<title>Trimming wicks | Harbour Lights</title>');
    expect(html).toContain('<meta name="docusaurus_version" content="current"/>');
    expect(html).toContain('<meta name="docusaurus_tag" content="docs-default-current"/>');
  });
});

describe('parts of the navbar, footer and code block, shadowed', () => {
  const navbar = (html: string) => /<header class="navbar[^"]*">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  const footer = (html: string) => /<footer class="footer[^"]*">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';

  it('Navbar/Content (wrapped) and Navbar/Logo (ejected) render inside the theme navbar, on every page', () => {
    for (const html of [page('/'), page('/docs/lamps/beacons'), page('/log'), site.read('404.html').replace(/<!-- -->/g, '')]) {
      const bar = navbar(html);
      // The ejected logo in place of the theme's, among the theme's items, and the wrapper's line after the content.
      expect(bar).toContain('<a href="/" class="navbar__brand harbour-brand"><span aria-hidden="true">⚓</span> Harbour Lights</a><div class="navbar-items"><a href="/docs/lamps/wicks"');
      expect(bar).not.toContain('navbar-title');
      expect(bar).toMatch(/<button type="button" class="color-mode-toggle"[\s\S]*<\/button><span class="harbour-tide">High tide 18:40<\/span><\/nav><\/header>$/);
      expect(bar).toContain('<button type="button" class="navbar-toggle" aria-label="Toggle navigation bar" aria-expanded="false">');
    }
  });

  it('Footer/Links (ejected) and Footer/Copyright (wrapped) render inside the theme footer, itself wrapped', () => {
    const html = page('/docs/intro');
    expect(footer(html)).toBe(
      '<footer class="footer"><div class="harbour-footer-links"><section><h3>Harbour</h3><a href="/docs/lamps/wicks" class="footer__link-item">Lamps</a></section></div>' +
        '<div class="footer-copyright footer__copyright">Harbour keepers</div><p class="harbour-since">Lamps lit since 1871</p></footer>',
    );
    expect(html).toContain('<div class="harbour-footer-note">');
    expect(html).not.toContain('footer-groups');
  });

  it('CodeBlock/CopyButton (ejected) is the copy button of the theme code blocks, beside the theme word-wrap button', () => {
    const html = page('/docs/lamps/beacons');
    expect(html).toMatch(
      /<div class="code-block" data-language="sh"><div class="code-block-title">light\.sh<\/div><div class="code-block-content"><pre class="shiki" tabindex="0">[\s\S]*?<\/pre><div class="code-block-buttons"><span class="code-block-status" role="status" aria-live="polite"><\/span><button type="button" class="code-block-button" aria-label="Toggle word wrap"[\s\S]*?<\/button><button type="button" class="harbour-log-button" aria-label="Log this code">Log it<\/button><\/div>/,
    );
    expect(html).not.toContain('aria-label="Copy code"');
  });
});

describe('MDXContent with an MDXProvider, and the whole front matter', () => {
  it("the provider's components reach the document, which uses one without importing it", () => {
    const html = page('/docs/lamps/beacons');
    expect(html).toContain('<div class="harbour-mdx"><p>Each beacon shows its own colour to the ships.</p>\n<p class="harbour-beacon">Amber beacon:');
  });

  it('useDoc().frontMatter (and metadata.frontMatter) has the keys only the site reads, lists included', () => {
    expect(textOf(page('/docs/lamps/beacons'), 'harbour-beacon')).toBe('Amber beacon: Fresnel lens, second order, 2 tides, metadata true');
  });

  it('useBlogPost().frontMatter has them too, on the post page and in the list', () => {
    expect(textOf(page('/log/2024/03/01/first-light'), 'harbour-weather')).toBe('Weather: clear and calm');
    expect(page('/log').match(/<p class="harbour-weather">Weather: clear and calm<\/p>/g)).toHaveLength(1);
  });
});

describe('classic theme internals a site component renders', () => {
  it('each does its job with the theme styles', () => {
    const html = page('/docs/lamps/wicks');
    const internals = /<div class="harbour-internals">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
    expect(internals).toMatch(/<a href="https:\/\/harbour.example\/edit\/wicks" class="edit-this-page" target="_blank" rel="noopener noreferrer"><svg [^>]*class="edit-this-page-icon"[\s\S]*?<\/svg>Edit this page<svg [^>]*class="external-link-icon"[\s\S]*?<\/svg><span class="visually-hidden"> \(opens in new tab\)<\/span><\/a>/);
    expect(internals).toMatch(/<button type="button" class="harbour-close" aria-label="Close"><svg viewBox="0 0 24 24"[^>]*><path d="M6 6l12 12M18 6L6 18"/);
    // The site ejected CodeBlock/CopyButton: its own button, wherever it is rendered.
    expect(internals).toContain('<button type="button" class="harbour-log-button harbour-copy" aria-label="Log this code">Log it</button>');
    expect(internals).toContain('<nav class="pagination" aria-label="Blog posts"><a href="/log" class="pagination-prev"><span>Newer post</span> Newer log</a></nav>');
    expect(internals).toContain('<nav class="pagination" aria-label="Blog list pages"><a href="/log/archive" class="pagination-next">');
    expect(internals).toContain('<a href="/docs/lamps/lenses" class="card"><h2>Polishing lenses</h2><p>Soft cloth only</p></a>');
    expect(internals).toContain('<img src="/img/light.svg" alt="A light" class="themed-component themed-component--light harbour-themed"/><img src="/img/dark.svg" alt="A light" class="themed-component themed-component--dark harbour-themed"/>');
    expect(internals).toContain('<aside class="admonition admonition-note" aria-label="Keeper&#x27;s note">');
    expect(internals).toContain('<ul class="harbour-toc"><li><a href="#tools" class="harbour-toc-link">Tools</a></li></ul>');
    expect(internals).toContain('<a href="/docs/intro" class="pagination-prev"><span>Back</span> Welcome aboard</a>');
    // BlogSidebar/Mobile fills the navbar's mobile menu, as Docusaurus's does: nothing in place.
    expect(internals).not.toContain('Recent</h2>');
    expect(internals).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(internals).toContain('<span class="harbour-badge-next theme-doc-version-badge badge badge--secondary">Version: Next</span>');
    expect(internals).toContain('<a href="https://tides.example" target="_blank" rel="noopener noreferrer" class="navbar-link navbar__link">Tides');
    // Props as Docusaurus's components pass them: a flat `toc` with levels, `{ title, permalink }` links, timestamps.
    expect(internals).toContain('<nav class="toc" aria-label="On this page"><p class="toc-title">On this page</p><ul><li><a href="#tools" class="toc-link table-of-contents__link">Tools</a></li></ul></nav>');
    expect(internals).toContain('<nav class="pagination" aria-label="Docs pages"><a href="/docs/intro" class="pagination-prev"><span>Previous</span> Welcome aboard</a></nav>');
    expect(internals).toContain('<span class="last-updated">Last updated on <b><time dateTime="2024-03-01">March 1, 2024</time></b> by <b>Maren</b></span>');
    expect(internals).toContain('<div class="route-error" role="alert"><h1>This page crashed.</h1><button type="button">Try again</button><p style="white-space:pre-wrap">The lamp went out</p></div>');
  });
});

describe('an unknown @theme/ name', () => {
  it('fails the build at the import, naming the close names', async () => {
    const dir = copyFixture('docusaurus-swizzle');
    mkdirSync(path.join(dir, 'src', 'components'), { recursive: true });
    writeFileSync(path.join(dir, 'src', 'components', 'Crumbs.js'), "import React from 'react';\nimport DocBreadcrumb from '@theme/DocBreadcrumb';\nimport Mobile from '@theme/BlogSidebar/Mobil';\n\nexport default function Crumbs() {\n  return <><DocBreadcrumb /><Mobile /></>;\n}\n");
    writeFileSync(path.join(dir, 'src', 'pages', 'crumbs.js'), "import React from 'react';\nimport Crumbs from '@site/src/components/Crumbs';\n\nexport default function Page() {\n  return <Crumbs />;\n}\n");
    const broken = await buildSite(dir);
    expect(broken.result.code).not.toBe(0);
    const errors = broken.report.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.find((d) => d.message.includes('@theme/DocBreadcrumb"'))).toMatchObject({ file: expect.stringMatching(/Crumbs\.js$/), line: 2, hint: expect.stringContaining('"@theme/DocBreadcrumbs"') });
    expect(errors.find((d) => d.message.includes('@theme/BlogSidebar/Mobil"'))).toMatchObject({ line: 3, hint: expect.stringContaining('"@theme/BlogSidebar/Mobile"') });
  });
});
