import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';
import { withoutDecorations } from '../helpers/themeMarkup.ts';

/*
 * fixtures/docusaurus-content: MDX partials in the shapes Docusaurus sites use (beside the doc, in
 * a `_` folder, under src/ through @site/, nested, with props) and Markdown links to files in every
 * form Docusaurus resolves. The failure cases build changed copies.
 */

let site: BuiltSite;

/** A page's article: a doc's or page's content, or a post with its header. */
function article(file: string): string {
  return withoutDecorations(/<article class="(?:markdown|blog-post)[^"]*"[^>]*>([\s\S]*?)<\/article>/.exec(site.read(file))?.[1] ?? '');
}

/** The hrefs of the links in a page's content to other pages, in order. */
const hrefs = (file: string) => [...article(file).matchAll(/<a [^>]*?href="([^"#][^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Line and column (1-based) of the first occurrence of `text` in a file. */
function positionOf(file: string, text: string): { line: number; column: number } {
  const lines = readFileSync(file, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return { line: line + 1, column: lines[line]!.indexOf(text) + 1 };
}

beforeAll(async () => {
  site = await buildSite(copyFixture('docusaurus-content'));
  expect(site.result.code, site.result.stderr).toBe(0);
});

describe('docusaurus-content: the site', () => {
  it('builds with no error and no warning', () => {
    expect(site.report.diagnostics).toEqual([]);
  });

  it('makes no page of a partial', () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths.filter((p) => /_|warning|setup|platforms|nested/.test(p))).toEqual([]);
  });
});

describe('docusaurus-content: partials', () => {
  it("renders a partial's admonition and titled, highlighted code block with the page's components", () => {
    const html = article('docs/guides/install/index.html');
    expect(html).toContain('<aside class="admonition admonition-caution" aria-label="Tide tables"><p class="admonition-heading">Tide tables</p>');
    expect(html).toContain('<div class="code-block-title">check.sh</div>');
    expect(html).toMatch(/<span class="line highlighted[^"]*">[^\n]*check<\/span>/);
  });

  it('renders a partial imported through @site/ from src/, with the props passed to it', () => {
    const html = article('docs/guides/install/index.html');
    expect(html).toContain('<p>Set the harbour to <strong>Port Ellen</strong> in <code>tidewater.toml</code>.</p>');
    expect(html).toContain('<div class="code-block-title">tidewater.toml</div>');
  });

  it('renders a partial from a `_` folder with Tabs, a nested partial, and an image beside the partial', () => {
    const html = article('docs/guides/install/index.html');
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*>Linux<\/button>/);
    expect(html).toContain('<h3 id="checking-the-install">Checking the install</h3>');
    expect(html).toContain('<aside class="admonition admonition-tip"');
    const image = /<img src="([^"]+)" alt="Tide curve"/.exec(html)?.[1];
    expect(image).toMatch(/^\/assets\/images\/tide-[0-9a-f]+\.svg$/);
    expect(site.exists(image!.slice(1))).toBe(true);
  });

  it('compiles each partial once, into the compile cache beside the documents', () => {
    const dir = path.join(site.siteDir, '.docs', 'cache', 'compile');
    // Each entry is a .json file (its code in a .code file beside it).
    const sources = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { source: string }).source);
    for (const partial of ['docs/guides/_warning.mdx', 'docs/_shared/_platforms.mdx', 'docs/_shared/_nested.mdx', 'src/partials/_setup.md']) {
      expect(sources.filter((s) => s === path.join(site.siteDir, partial)), partial).toHaveLength(1);
    }
  });

  it("puts the partials' headings in the page's table of contents where they are written", () => {
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(site.read('docs/guides/install/index.html'))?.[0] ?? '';
    expect([...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(['before-you-start', 'setting-up-the-harbour', 'platforms', 'checking-the-install', 'after-installing']);
  });

  it("lists the partials' headings in the `toc` the page exports, as <TOCInline> shows it", () => {
    const inline = /<div class="toc-inline">[\s\S]*?<\/div>/.exec(article('docs/guides/install/index.html'))?.[0] ?? '';
    expect([...inline.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(['before-you-start', 'setting-up-the-harbour', 'platforms', 'checking-the-install', 'after-installing']);
  });

  it("indexes the partials' text for search under the page, at their headings", () => {
    const records = readdirSync(path.join(site.outDir, 'search'))
      .filter((f) => /^r\d+-.*\.json$/.test(f))
      .flatMap((f) => JSON.parse(site.read(`search/${f}`)) as { url: string; text: string; lvl3?: string }[]);
    expect(records).toContainEqual(expect.objectContaining({ url: '/docs/guides/install#checking-the-install', lvl3: 'Checking the install', text: 'Run the check twice; see the options.' }));
    expect(records.find((r) => r.url === '/docs/guides/install#platforms')?.text).toContain('Use the installer.');
  });
});

describe('docusaurus-content: Markdown links', () => {
  it('resolves links in a doc relative to the file, to a post and to a page, with anchors, queries and encoded names', () => {
    expect(hrefs('docs/intro/index.html')).toEqual([
      '/docs/guides/install',
      '/docs/reference/config#options',
      '/docs/guides/field%20notes',
      '/blog/2024/03/01/first-release',
      '/about',
      '/docs/reference/config?from=intro#options',
    ]);
  });

  it('resolves bare names from the docs folder, /-paths from the docs folder and @site/ paths; and links inside partials from the partial', () => {
    expect(hrefs('docs/guides/install/index.html')).toEqual([
      // _warning.mdx, beside the doc: ../reference/config.md from the partial's folder.
      '/docs/reference/config',
      '/docs/intro',
      '/docs/reference/config',
      '/docs/reference/config#options',
      '/docs/intro?ref=install#introduction',
      // _setup.md under src/partials, with an @site/ link.
      '/docs/reference/config#options',
      // _nested.mdx, in docs/_shared: a docs-root link.
      '/docs/reference/config#options',
    ]);
  });

  it('resolves links from a post to docs, and from pages to docs and posts', () => {
    expect(hrefs('blog/2024/03/01/first-release/index.html')).toEqual(['/docs/guides/install', '/docs/intro', '/docs/reference/config#options']);
    expect(hrefs('about/index.html')).toEqual(['/docs/intro']);
    expect(hrefs('index.html')).toEqual(['/docs/intro', '/blog/2024/03/01/first-release']);
  });
});

describe('docusaurus-content: what Docusaurus cannot resolve or compile', () => {
  let broken: BuiltSite;
  let rendered: BuiltSite;
  const file = (s: BuiltSite, rel: string) => path.join(s.siteDir, rel);
  const edit = (siteDir: string, rel: string, change: (text: string) => string) => writeFileSync(path.join(siteDir, rel), change(readFileSync(path.join(siteDir, rel), 'utf8')));

  beforeAll(async () => {
    // Compile-stage failures, all in one build: a syntax error in a partial, a cycle of partials,
    // links to no page in a doc and in a partial.
    const dir = copyFixture('docusaurus-content');
    edit(dir, 'docs/guides/_warning.mdx', (t) => t + '\nA broken <span>tag\n');
    edit(dir, 'docs/_shared/_nested.mdx', (t) => `import Platforms from './_platforms.mdx';\n\n${t}\n<Platforms />\n\nSee [the gone page](./gone.md).\n`);
    edit(dir, 'docs/intro.md', (t) => t + '\nAnd [a partial](./guides/_warning.mdx) and [nothing](guides/nothing.md#x).\n');
    edit(dir, 'src/partials/_setup.md', (t) => `import Gauge from './Gauge';\n\n${t}`);
    broken = await buildSite(dir);
    // A component the partial uses but nobody defines fails where the partial writes it.
    const other = copyFixture('docusaurus-content');
    edit(other, 'src/partials/_setup.md', (t) => t + '\n<Gauge level={3} />\n');
    rendered = await buildSite(other);
  });

  it('reports a syntax error in a partial in the partial, at its line and column', () => {
    expect(broken.result.code).toBe(1);
    const errors = broken.report.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toContainEqual(expect.objectContaining({ code: 'mdx-syntax', file: file(broken, 'docs/guides/_warning.mdx'), ...positionOf(file(broken, 'docs/guides/_warning.mdx'), '<span>') }));
    // Nothing is blamed on the page that imports it.
    expect(broken.report.diagnostics.filter((d) => d.file === file(broken, 'docs/guides/install.mdx'))).toEqual([]);
  });

  it('reports an import a partial makes of a missing module in the partial, at the import', () => {
    expect(broken.report.diagnostics).toContainEqual(expect.objectContaining({ severity: 'error', code: 'module-not-found', file: file(broken, 'src/partials/_setup.md'), line: 1, column: 19 }));
  });

  it('reports a cycle of partials as an error at the import that closes it', () => {
    expect(broken.report.diagnostics).toContainEqual(expect.objectContaining({ severity: 'error', code: 'partial-cycle', file: file(broken, 'docs/_shared/_nested.mdx'), line: 1, column: 1 }));
  });

  it('warns about each Markdown link Docusaurus cannot resolve, at its line and column, in docs and partials', () => {
    const warnings = broken.report.diagnostics.filter((d) => d.code === 'broken-markdown-link');
    const intro = file(broken, 'docs/intro.md');
    const nested = file(broken, 'docs/_shared/_nested.mdx');
    expect(warnings.map((d) => [d.file, d.line, d.column])).toEqual(
      expect.arrayContaining([
        [intro, positionOf(intro, '[a partial]').line, positionOf(intro, '[a partial]').column],
        [intro, positionOf(intro, '[nothing]').line, positionOf(intro, '[nothing]').column],
        [nested, positionOf(nested, '[the gone page]').line, positionOf(nested, '[the gone page]').column],
      ]),
    );
    expect(warnings).toHaveLength(3);
    expect(warnings.find((d) => d.message.includes('_warning.mdx'))!.message).toContain('a partial that is not a page');
    expect(warnings.find((d) => d.message.includes('nothing.md'))!.message).toContain('(looked for docs/guides/nothing.md, guides/nothing.md)');
  });

  it('locates a component missing in a partial in the partial, not in the page', () => {
    expect(rendered.result.code).toBe(1);
    const setup = file(rendered, 'src/partials/_setup.md');
    expect(rendered.report.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'render', file: setup, ...positionOf(setup, '<Gauge') })]);
    expect(rendered.report.diagnostics[0]!.message).toContain('Gauge');
  });
});
