import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';
import { withoutDecorations } from '../helpers/themeMarkup.ts';

/**
 * A Docusaurus 3 site's content and pages import `@docusaurus/*` modules and `@theme/*` components:
 * built under a base URL (where most of them have something to do), each renders what Docusaurus's does.
 */
let site: BuiltSite;

function withBaseUrl(siteDir: string, baseUrl: string) {
  const file = path.join(siteDir, 'docs.config.ts');
  const source = readFileSync(file, 'utf8');
  if (!source.includes("baseUrl: '/',")) throw new Error("The fixture's config no longer sets baseUrl: '/'.");
  writeFileSync(file, source.replace("baseUrl: '/',", `baseUrl: '${baseUrl}',`));
}

/** The content of a doc, with React's `<!-- -->` text separators removed. */
function article(route: string): string {
  const html = site.read(`${route}/index.html`);
  return withoutDecorations((/<article class="markdown[^"]*">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '').replace(/<!-- -->/g, ''));
}

function modulesPage(): string {
  return (/<div class="seed-modules">([\s\S]*?)<\/div><\/main>/.exec(site.read('modules/index.html'))?.[1] ?? site.read('modules/index.html')).replace(/<!-- -->/g, '');
}

beforeAll(async () => {
  const dir = copyFixture('docusaurus-modules');
  withBaseUrl(dir, '/seeds/');
  site = await buildSite(dir);
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('docusaurus-modules: the build', () => {
  it('resolves every module and builds without diagnostics', () => {
    expect(site.report.diagnostics).toEqual([]);
    expect(site.manifest().routes.map((r) => r.path).sort()).toEqual(['/', '/404', '/docs/catalogue', '/docs/moved', '/docs/plants', '/docs/plants/bean', '/docs/plants/pea', '/docs/raw-html', '/docs/returns', '/modules']);
  });
});

describe('@docusaurus/* modules in server-rendered HTML', () => {
  it('useBaseUrl and useBaseUrlUtils put paths under the base URL', () => {
    const html = article('docs/catalogue');
    expect(html).toContain('<img class="seed-packet" src="/seeds/img/packet.svg" alt="A seed packet"/>');
    expect(html).toContain('<dd class="seed-fact-absolute">https://seeds.example/seeds/docs/returns</dd>');
    expect(modulesPage()).toContain('<p class="seed-page-logo">/seeds/img/packet.svg</p>');
  });

  it('Link: base URL on site paths, new tab for other sites, active nav links, pathname:// as a plain file link', () => {
    const html = article('docs/catalogue');
    expect(html).toContain('<a href="/seeds/docs/returns" class="seed-link-internal">Return rules</a>');
    expect(html).toContain('<a href="https://seeds-elsewhere.example/catalogue" class="seed-link-external" target="_blank" rel="noopener noreferrer">Another library</a>');
    expect(html).toContain('<a href="/seeds/docs/catalogue" class="seed-link-nav active" aria-current="page">This page as a nav link</a>');
    expect(html).toContain('<a href="/seeds/docs/returns" class="seed-link-nav-other">Returns as a nav link</a>');
    expect(html).toContain('<a href="/seeds/img/packet.svg" class="seed-link-file">The packet image as a file</a>');
    expect(html).toContain('<li class="seed-internal-check">true false</li>');
  });

  it('useDocusaurusContext gives the config fields Docusaurus exposes, navbar and footer inside themeConfig', () => {
    const html = article('docs/catalogue');
    for (const [name, value] of Object.entries({ title: 'Seed Library', tagline: 'Seeds lent, seeds returned', url: 'https://seeds.example', base: '/seeds/', librarian: 'Odile', weeks: '6', navbar: 'Seed Library', locale: 'en', global: '{}' })) {
      expect(html).toContain(`<dd class="seed-fact-${name}">${value}</dd>`);
    }
  });

  it('router hooks: the location under the base URL, no params, matching against based patterns', () => {
    const html = article('docs/catalogue');
    expect(html).toContain('<li class="seed-where-path">pathname: /seeds/docs/catalogue</li>');
    expect(html).toContain('<li class="seed-where-params">params: {}</li>');
    expect(html).toContain('<li class="seed-where-match">in docs: yes (/seeds/docs)</li>');
    expect(html).toContain('<li class="seed-where-seed">seed param: bean</li>');
    expect(modulesPage()).toContain('<p class="seed-page-path">/seeds/modules</p>');
  });

  it('BrowserOnly and useIsBrowser leave the fallback and the server state in the HTML', () => {
    const html = article('docs/catalogue');
    expect(html).toContain('<p class="seed-fallback">Measuring the window…</p>');
    expect(html).not.toContain('seed-browser-only');
    expect(html).toContain('<li class="seed-where-browser">rendered in: server</li>');
    expect(html).toContain('<li class="seed-where-dom">dom: waiting</li>');
    expect(modulesPage()).toContain('<span class="seed-page-only">not yet</span>');
    expect(modulesPage()).toContain('<p class="seed-page-browser">static</p>');
  });

  it('Translate, translate and Interpolate fill {placeholders}, with text or elements', () => {
    const html = article('docs/catalogue');
    expect(html).toContain('<p class="seed-translate">Ask <b>Odile</b> at the desk.</p>');
    expect(html).toContain('<p class="seed-translate-fn" title="We hold 240 packets">Open 5 days a week</p>');
    expect(html).toContain('<p class="seed-interpolate">Sow beans before <em>peas</em>.</p>');
    expect(modulesPage()).toContain('<p class="seed-page-translate" aria-label="Shelves: 12">The library has 12 shelves.</p>');
    expect(modulesPage()).toContain('<p class="seed-page-interpolate">seeds and soil / Add <strong>water</strong>.</p>');
  });

  it('Head puts the title, the description and its other tags into the HTML head', () => {
    const html = site.read('docs/catalogue/index.html');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Seed catalogue, all in one page</title>');
    expect(head).toContain('<meta name="description" content="Every seed the library lends.">');
    expect(head).toContain('<meta property="og:image" content="https://seeds.example/img/packet.svg" data-docusaurus-head>');
    // Head renders nothing in the page itself.
    expect(article('docs/catalogue')).not.toContain('og:image');
    // A tag the page sets replaces the shell's own.
    const modules = site.read('modules/index.html');
    expect(modules.match(/<meta property="og:type"[^>]*>/g)).toEqual(['<meta property="og:type" content="article" data-docusaurus-head>']);
  });

  it('the other modules: isInternalUrl, useGlobalData, constants, ErrorBoundary around healthy children', () => {
    expect(modulesPage()).toContain('<p class="seed-page-env">true true {} {} default</p>');
    expect(modulesPage()).toContain('<button type="button" class="seed-page-break">Break the seed counter</button>');
  });

  it('Redirect renders nothing into the static page', () => {
    expect(article('docs/moved')).toBe('<h1>Moved</h1><p>This page moved to the returns page.</p>\n');
  });
});

describe('@theme/* components content imports', () => {
  it('Tabs with a groupId render every panel, the default shown', () => {
    const html = article('docs/catalogue');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(4);
    expect(html).toMatch(/<div id="[^"]+" role="tabpanel" aria-labelledby="[^"]+" tabindex="0" class="tab-panel">Sow in April.<\/div>/);
    expect(html).toMatch(/tabindex="0" hidden="" class="tab-panel">Sow before the rains.<\/div>/);
  });

  it('Admonition takes Docusaurus types, the legacy ones included, a title and an icon', () => {
    const html = article('docs/catalogue');
    expect(html).toContain('<aside class="admonition admonition-tip" aria-label="Soak first"><p class="admonition-heading">Soak first</p><div class="admonition-content">Soak large seeds overnight.</div></aside>');
    expect(html).toContain('<aside class="admonition admonition-note admonition-secondary" aria-label="Note">');
    expect(html).toContain('<aside class="admonition admonition-info admonition-important" aria-label="Important">');
    expect(html).toContain('<aside class="admonition admonition-tip admonition-success" aria-label="Success">');
    expect(html).toContain('<aside class="admonition admonition-caution admonition-warning" aria-label="Warning">');
    expect(html).toContain('<p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"><span class="seed-icon">!</span></span>Caution</p>');
  });

  it('CodeBlock with code as children: escaped, titled, numbered, highlighted from the metastring, with the copy button', () => {
    const html = article('docs/catalogue');
    expect(html).toContain('<div class="code-block code-block--line-numbers" data-language="ts"><div class="code-block-title">src/lend.ts</div>');
    expect(html).toContain('<span class="line">export function lend(packet: string) {</span>');
    expect(html).toContain('&lt; 3 &amp;&amp; &quot;&lt;ok&gt;&quot;;</span>');
    expect(html).toContain('<div class="code-block" data-language="py"><div class="code-block-title">sort.py</div>');
    expect(html).toContain('<span class="line">seeds = [&quot;bean&quot;, &quot;pea&quot;]</span>\n<span class="line highlighted theme-code-block-highlighted-line">seeds.sort()</span>');
    expect(html.match(/aria-label="Copy code"/g)).toHaveLength(2);
    expect(modulesPage()).toContain('<code><span class="line">seeds lend --packet bean</span></code>');
  });

  it('Details takes a summary prop or a <summary> child; raw <details> in MDX and Markdown becomes the same component', () => {
    const html = article('docs/catalogue');
    expect(html).toContain('<details class="details"><summary class="details-summary">How long can I keep seeds?</summary><div class="details-content"><p>Six weeks, then bring back what you did not sow.</p></div></details>');
    expect(html).toContain('<details class="details"><summary class="details-summary">What if a packet is lost?</summary><div class="details-content"><p>Tell the librarian; nobody is fined.</p></div></details>');
    // A literal <details> in MDX too, as Docusaurus does it (MDX 3 alone would leave it a plain element).
    expect(html).toContain('<details class="details"><summary class="details-summary">Raw details in MDX</summary><div class="details-content"><p>A plain HTML element in MDX, shown as the component.</p></div></details>');
    expect(article('docs/raw-html')).toMatch(/<details class="details"><summary class="details-summary">Raw details in Markdown<\/summary><div class="details-content">\s*<p>The body of a raw <em>details<\/em> element.<\/p>\s*<\/div><\/details>/);
  });

  it('Heading renders the element asked for, with its id', () => {
    const html = article('docs/catalogue');
    expect(html).toContain('<h2 id="custom-heading">A heading from the component</h2>');
    expect(html).toContain('<h3>A heading without id</h3>');
    expect(html).toContain('<h2 id="links">Links</h2>');
  });

  it('DocCardList without items lists the current category', () => {
    expect(article('docs/plants')).toContain('<ul class="card-list"><li><a href="/seeds/docs/plants/bean" class="card"><h2>Bean</h2></a></li><li><a href="/seeds/docs/plants/pea" class="card"><h2>Pea</h2></a></li></ul>');
  });

  it("a site's MDXComponents spreads the theme's and adds its own", () => {
    expect(article('docs/catalogue')).toContain('<span class="seed-stamp">Stamped by the library</span>');
  });
});

describe('an unknown @docusaurus/ module', () => {
  it('fails the build at the import, naming the modules there are', async () => {
    const dir = copyFixture('docusaurus-modules');
    writeFileSync(path.join(dir, 'docs', 'wrong.mdx'), "# Wrong\n\nimport Nope from '@docusaurus/useNope';\nimport link from '@docusaurus/link';\n\n<Nope />\n");
    const bad = await buildSite(dir);
    expect(bad.result.code).not.toBe(0);
    const errors = bad.report.diagnostics.filter((d) => d.severity === 'error');
    const nope = errors.find((d) => d.message.includes('@docusaurus/useNope'));
    expect(nope).toMatchObject({ file: expect.stringMatching(/docs[\\/]wrong\.mdx$/), line: 3, message: 'Cannot find "@docusaurus/useNope": docs has no Docusaurus module of that name.' });
    expect(nope!.hint).toMatch(/@docusaurus\/BrowserOnly, .*@docusaurus\/Link, .*@docusaurus\/router, .*@docusaurus\/useBaseUrl/);
    const lower = errors.find((d) => d.message.includes('@docusaurus/link'));
    expect(lower).toMatchObject({ line: 4, hint: 'Module names are case-sensitive: import "@docusaurus/Link".' });
  });
});
