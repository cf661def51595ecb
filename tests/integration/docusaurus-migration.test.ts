import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type BuiltSite } from '../helpers/site.ts';

/**
 * A Docusaurus 3 site moved over unchanged (fixtures/docusaurus-migration: its docs/, blog/, src/
 * and static/ are written as for Docusaurus, only docs.config.ts is new). It must build without a
 * single diagnostic and read as Docusaurus renders it, feature by feature.
 */
let site: BuiltSite;

const page = (urlPath: string) => site.read(path.join(urlPath, 'index.html'));
const article = (urlPath: string) => /<article[^>]*>([\s\S]*?)<\/article>/.exec(page(urlPath))?.[1] ?? '';
/** The page's text as a reader sees it: no tags, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<\/?(?:p|li|ul|ol|h[1-6]|div|pre|tr|td|th|table|br|header|footer|nav|section|article|summary|details)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x3C;/g, '<')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
/** The data a page is hydrated with. */
const pageData = (urlPath: string) => JSON.parse(/<script type="application\/json" id="__docs_data">([\s\S]*?)<\/script>/.exec(page(urlPath))![1]!) as { data: Record<string, unknown> };
/** Lines of the highlighted code blocks of a page: their text, and whether each is highlighted. */
function codeLines(html: string): { text: string; highlighted: boolean }[][] {
  return [...html.matchAll(/<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((block) =>
    [...block[1]!.matchAll(/<span class="line([^"]*)"[^>]*>([\s\S]*?)<\/span>(?=<span class="line|\n|$)/g)].map((m) => ({ text: text(m[2]!).trim(), highlighted: /highlighted/.test(m[1]!) })),
  );
}

beforeAll(async () => {
  site = await buildFixture('docusaurus-migration');
}, 180_000);

describe('a Docusaurus site moved over unchanged', () => {
  it('builds with no diagnostic at all', () => {
    expect(site.report.diagnostics).toEqual([]);
    expect(site.report.ok).toBe(true);
  });

  it('compiles .md files as MDX: imports run, components render, nothing leaks as text', () => {
    const intro = article('docs/intro');
    expect(text(intro)).not.toMatch(/import Tabs|from '@theme/);
    expect(page('docs/intro')).not.toMatch(/<meta name="description" content="import/);
    // <Tabs groupId="os"> renders a tab list with one panel shown.
    expect(intro).toMatch(/role="tablist"/);
    expect(text(intro)).toContain('macOS and Linux');
    expect(text(intro)).toContain('Windows');
    expect(intro).not.toMatch(/<tabs[\s>]/i);
  });

  it('accepts MDX 1 syntax: HTML comments, `:::tip Title` and {#id} headings', () => {
    const intro = article('docs/intro');
    expect(intro).not.toContain('first stop from the home page');
    expect(text(intro)).toContain('Open the log');
    expect(intro).toMatch(/<h2[^>]*id="install"/);
    expect(page('docs/guides/caching')).toMatch(/<h2[^>]*id="headers"/);
  });

  it('runs the published npm2yarn remark plugin, in docs and in posts', () => {
    for (const html of [article('docs/intro'), page('blog/2026/02/03/release-1-2')]) {
      expect(text(html)).toMatch(/npm install --save-dev lantern-server/);
      expect(text(html)).toMatch(/yarn add --dev lantern-server/);
      expect(text(html)).toMatch(/pnpm add --save-dev lantern-server/);
    }
  });

  it('honours a numeric id, pagination_label, keywords, description and last_update', () => {
    const install = page('docs/getting-started/3');
    expect(text(article('docs/getting-started/3'))).toContain('Install for a team');
    expect(install).toMatch(/<meta name="keywords" content="install,lockfile"/);
    expect(text(install)).toMatch(/Last updated on .*2026.* by Ada Marsh/);
    expect(page('docs/intro')).toMatch(/<meta name="keywords" content="static server,lantern,quick start"/);
    expect(page('docs/intro')).toMatch(/<meta name="description" content="Install Lantern, serve a folder/);
    // The page before it in the sidebar links to it by its pagination label.
    expect(text(page('docs/category/getting-started'))).toContain('Team install');
    // The intro links to it with a relative .md link that followed the id.
    expect(article('docs/intro')).toContain('href="/docs/getting-started/3"');
  });

  it('builds the generated index of a _category_.json link, with a card per doc', () => {
    const index = page('docs/category/getting-started');
    expect(text(index)).toContain('Getting started with Lantern');
    expect(text(index)).toContain('Install Lantern and write its configuration file.');
    expect(index).toContain('href="/docs/getting-started/3"');
    expect(index).toContain('href="/docs/getting-started/configure"');
  });

  it('hides the title, limits the table of contents and links to the custom edit URL', () => {
    const configure = page('docs/getting-started/configure');
    expect(article('docs/getting-started/configure')).not.toMatch(/<h1/);
    const toc = (pageData('docs/getting-started/configure').data.toc as { value: string }[]).map((t) => t.value);
    expect(toc).toContain('The configuration file');
    expect(toc).not.toContain('Options you rarely change');
    expect(configure).toContain('href="https://git.example/lantern/edit/main/docs/configure.mdx"');
  });

  it('renders @theme components with Docusaurus props: CodeBlock, Admonition, Details, Heading', () => {
    const html = article('docs/getting-started/configure');
    expect(text(html)).toContain('Start with another config file');
    expect(text(html)).toContain('npx lantern --config ./ci/lantern.config.js');
    expect(text(html)).toContain('Paths are relative');
    expect(html).toMatch(/<details[^>]*>[\s\S]*<summary[^>]*>[\s\S]*What if two options disagree\?/);
    expect(html).toMatch(/<h2[^>]*id="environment"/);
  });

  it('styles raw <details> as Docusaurus Details', () => {
    const html = article('docs/getting-started/3');
    expect(html).toMatch(/<details class="[^"]*details[^"]*"/);
    expect(text(html)).toContain('Why pin the exact version?');
  });

  it('applies magic comments in every language and the {3} meta, removing the comments', () => {
    const checks: [string, string, string][] = [
      ['docs/getting-started/3', '"preview": "lantern ./build --port 8080"', 'highlight-next-line'],
      ['docs/guides/caching', 'if path.endswith(".html"):', 'highlight-next-line'],
      ['docs/guides/caching', '- match: "*.html"', 'highlight-start'],
      ['docs/guides/caching', '<meta http-equiv="Cache-Control" content="no-cache" />', 'highlight-next-line'],
      ['docs/guides/headers', "'/api/*': { 'Access-Control-Allow-Origin': '*' },", 'highlight-next-line'],
      ['docs/getting-started/configure', "html: 'no-cache',", 'highlight-start'],
      ['docs/guides/serving', "fallback: 'index.html',", '{3}'],
    ];
    for (const [url, line, why] of checks) {
      const lines = codeLines(article(url)).flat();
      expect(lines.find((l) => l.text === line), `${url}: ${line}`).toEqual({ text: line, highlighted: true });
      expect(lines.some((l) => /highlight-(next-line|start|end)/.test(l.text)), `${url}: ${why} removed`).toBe(false);
    }
  });

  it('gives @docusaurus modules their Docusaurus behaviour in content', () => {
    const html = article('docs/guides/headers');
    expect(html).toContain('<code>/img/logo.svg</code>');
    expect(html).toContain('href="/docs/guides/caching#headers"');
    expect(html).toContain('href="mailto:help@lantern.example"');
    expect(text(html)).toContain('Thanks for using Lantern!');
    expect(text(html)).toContain('Questions go to');
    expect(text(html)).toContain('Your time zone shows here in the browser.');
    expect(html).not.toContain('time-zone');
    expect(html).toMatch(/<span style="background-color:#b45309[^"]*">headers<\/span>/);
    expect(page('docs/guides/headers')).toMatch(/<meta name="lantern-guide" content="headers"/);
  });

  it('builds pages that use @docusaurus modules and Layout, and Markdown pages', () => {
    const home = page('');
    expect(text(home)).toContain('A small static file server that explains itself');
    expect(home).toContain('href="/docs/intro"');
    expect(home).toContain('src="/img/logo.svg"');
    expect(text(page('markdown-page'))).toContain('This page lives in src/pages');
  });

  it('reads the sidebar from a CommonJS sidebars.js, with class names, custom props and no unlisted or draft docs', () => {
    const sidebarUrl = pageData('docs/intro') as unknown as { sidebarUrl: string };
    const sidebar = readFileSync(path.join(site.outDir, sidebarUrl.sidebarUrl), 'utf8');
    expect(sidebar).toContain('"sidebar-item--new"');
    expect(sidebar).toContain('"badge":"popular"');
    expect(sidebar).not.toContain('/docs/guides/logs');
    expect(sidebar).not.toContain('old-draft');
    expect(site.exists('docs/guides/old-draft/index.html')).toBe(false);
    expect(page('docs/guides/logs')).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it('lists each guide as a card with <DocCardList />', () => {
    const html = article('docs/guides');
    for (const href of ['/docs/guides/serving', '/docs/guides/caching', '/docs/guides/headers']) expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain('/docs/guides/logs');
  });

  it('gives content the frontMatter and toc its MDX module exports, for TOCInline', () => {
    const html = article('docs/guides/caching');
    expect(text(html)).toContain('This guide covers caching and headers:');
    expect(html).toMatch(/<div class="toc-inline"><ul><li><a href="#headers">Headers<\/a><ul><li><a href="#check-a-response">Check a response<\/a>/);
  });

  it('keeps pagination_next: null and tags', () => {
    expect(pageData('docs/guides/caching').data.next).toBeUndefined();
    expect(page('docs/guides/caching')).toContain('href="/docs/tags/caching"');
  });

  it('truncates posts at <!-- truncate --> in .md and {/* truncate */} in .mdx, with authors from authors.yml and inline', () => {
    const list = text(page('blog'));
    expect(list).toContain('Lantern started as a script');
    expect(list).not.toContain('Release notes, one post per release');
    expect(list).toContain('Lantern 1.2 answers HEAD requests');
    expect(list).not.toContain('The configuration file format is the same');
    expect(list).toContain('Ada Marsh');
    expect(list).toContain('Ben Okafor');
    expect(text(page('blog/welcome'))).toContain('Release notes, one post per release');
  });

  it('includes the custom stylesheet of the theme config', () => {
    const css = site.manifest().entry.css.map((href) => readFileSync(path.join(site.outDir, href), 'utf8')).join('\n');
    expect(css).toContain('.lantern-hero');
  });
});
