import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, ROOT, type BuiltSite } from '../helpers/site.ts';
import { withoutDecorations } from '../helpers/themeMarkup.ts';

let site: BuiltSite;

function article(file: string): string {
  return withoutDecorations(/<article class="markdown[^"]*">([\s\S]*?)<\/article>/.exec(site.read(file))?.[1] ?? '');
}

interface Block {
  language: string;
  title?: string;
  code: string;
}

/** The code blocks of a page, in order: `<div class="code-block" data-language>` with their `<code>` HTML. */
function codeBlocks(file: string): Block[] {
  return [...article(file).matchAll(/<div class="code-block[^"]*" data-language="([^"]*)">(?:<div class="code-block-title">([^<]*)<\/div>)?<div class="code-block-content"><pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) => ({
    language: m[1]!,
    title: m[2],
    code: m[3]!,
  }));
}

/** Token spans styled by the code theme's variables (one palette for light mode, one for dark). */
const highlightedSpans = (code: string) => [...code.matchAll(/<span style="([^"]*)">/g)].filter((m) => /color:var\(--code-[a-z-]+\)/.test(m[1]!));

/** Text content of highlighted code, entities decoded. */
const codeText = (code: string) =>
  code
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;|&lt;/g, '<')
    .replace(/&#x26;|&amp;/g, '&')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

beforeAll(async () => {
  site = await buildFixture('admonitions-code');
  expect(site.result.code, site.result.stderr).toBe(0);
});

it('builds without any diagnostic (an unknown language is no error)', () => {
  expect(site.report.ok).toBe(true);
  expect(site.report.diagnostics).toEqual([]);
});

describe('admonitions', () => {
  const asides = () => [...article('docs/admonitions/index.html').matchAll(/<aside class="admonition admonition-(\w+)" aria-label="([^"]*)"><p class="admonition-heading">([^<]*)<\/p><div class="admonition-content">([\s\S]*?)<\/div><\/aside>/g)].map((m) => ({ type: m[1], label: m[2], heading: m[3], content: m[4] }));

  it('renders every type, with default and custom titles', () => {
    expect(asides().map(({ type, heading }) => [type, heading])).toEqual([
      ['note', 'Note'],
      ['tip', 'Custom title'],
      ['info', 'Info'],
      ['caution', 'Caution'],
      ['danger', 'Danger'],
      ['tip', 'Bracket title'],
    ]);
  });

  it('puts the body inside the admonition, and no `:::` marker in the output', () => {
    const list = asides();
    expect(list[0]!.content).toBe('<p>A plain note.</p>');
    expect(list[1]!.content).toBe('<p>A tip with a title after the type.</p>');
    expect(list[5]!.content).toBe('<p>A tip with a bracket title.</p>');
    expect(article('docs/admonitions/index.html')).not.toContain(':::');
    // The title is not repeated as a paragraph of the body.
    expect(article('docs/admonitions/index.html')).not.toContain('<p>Custom title</p>');
  });

  it('leaves colons in prose as text', () => {
    const html = article('docs/admonitions/index.html');
    expect(html).toContain('<p>The meeting is at 12:30 and the key is note:this, with a ratio of 3:4.</p>');
    expect(html).toContain('<p>Also a line with :colon-started words and a trailing colon:</p>');
  });

  it('works in MDX too (`:::warning Title` renders as a caution), with prose colons kept', () => {
    const html = article('docs/admonitions-mdx/index.html');
    expect(html).toContain('<aside class="admonition admonition-caution" aria-label="Mind the gap"><p class="admonition-heading">Mind the gap</p><div class="admonition-content"><p>An MDX warning admonition, with <strong>bold</strong> text.</p></div></aside>');
    expect(html.replace(/<!-- -->/g, '')).toContain('<p>Lunch at 12:30, see note:this.</p>');
  });
});

describe('code blocks', () => {
  const LANGS = ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'graphql', 'css', 'scss', 'yaml', 'diff', 'md'];

  it('renders one block per fence, in order', () => {
    expect(codeBlocks('docs/code/index.html').map((b) => b.language)).toEqual([...LANGS, 'ts', 'foobarlang', 'text']);
  });

  it.each(LANGS)('highlights %s with light and dark colours', (lang) => {
    const block = codeBlocks('docs/code/index.html').find((b) => b.language === lang)!;
    expect(block).toBeDefined();
    const spans = highlightedSpans(block.code);
    // Real highlighting gives tokens at least two different colours.
    expect(spans.length).toBeGreaterThan(0);
    expect(new Set(spans.map((m) => /--code-([a-z-]+)/.exec(m[1]!)![1])).size, `${lang} has more than one colour`).toBeGreaterThan(lang === 'md' ? 0 : 1);
  });

  it('keeps the code text intact', () => {
    const blocks = codeBlocks('docs/code/index.html');
    expect(codeText(blocks.find((b) => b.language === 'tsx')!.code)).toBe('export const App = () => <div className="app">hi</div>;');
    expect(codeText(blocks.find((b) => b.language === 'diff')!.code)).toBe('- const old = 1;\n+ const fresh = 2;');
  });

  it('shows the title="..." of a fence', () => {
    const titled = codeBlocks('docs/code/index.html').filter((b) => b.title !== undefined);
    expect(titled.map((b) => [b.language, b.title])).toEqual([['ts', 'src/lines.ts']]);
  });

  it('marks exactly the lines {2,4-5} as highlighted', () => {
    const blocks = codeBlocks('docs/code/index.html');
    const block = blocks.find((b) => b.title === 'src/lines.ts')!;
    const lines = [...block.code.matchAll(/<span class="line([^"]*)">/g)].map((m) => m[1]!.trim());
    // Our class and Docusaurus's, which sites' stylesheets target.
    const both = 'highlighted theme-code-block-highlighted-line';
    expect(lines).toEqual(['', both, '', both, both, '']);
    // No other block on the page has highlighted lines.
    const others = blocks.filter((b) => b !== block);
    expect(others.some((b) => b.code.includes('highlighted'))).toBe(false);
  });
});

describe('magic comments', () => {
  const HIGHLIGHTED = ['highlighted', 'theme-code-block-highlighted-line'];
  const ERROR = ['code-block-error-line'];
  /** A titled block of the magic comments page: each shown line's text and its classes besides `line`. */
  const lines = (title: string) => {
    const block = codeBlocks('docs/magic-comments/index.html').find((b) => b.title === title);
    expect(block, title).toBeDefined();
    const split = block!.code.split(/(?=<span class="line[^"]*">)/);
    return split.map((line) => [codeText(line).replace(/\n$/, ''), /^<span class="line([^"]*)">/.exec(line)![1]!.trim().split(/\s+/).filter(Boolean)]);
  };
  /** What the Copy button copies: the text of the highlighted code. */
  const copied = (title: string) => codeText(codeBlocks('docs/magic-comments/index.html').find((b) => b.title === title)!.code);

  it('removes `//` comments and highlights the next line with both class names', () => {
    expect(lines('next-line.js')).toEqual([
      ['const a = 1;', []],
      ['const b = 2;', HIGHLIGHTED],
    ]);
    expect(copied('next-line.js')).toBe('const a = 1;\nconst b = 2;');
  });

  it('understands each language\'s comments: `{/* */}` in JSX, `#` ranges, `<!-- -->`, `--` and `/* */` in SQL', () => {
    expect(lines('jsx.tsx')).toEqual([
      ['export const App = () => (', []],
      ['  <div>', []],
      ['    <span>hi</span>', HIGHLIGHTED],
      ['  </div>', []],
      [');', []],
    ]);
    expect(lines('range.py')).toEqual([
      ['def f():', HIGHLIGHTED],
      ['    return 1', HIGHLIGHTED],
      ['print(f())', []],
    ]);
    expect(lines('page.html')).toEqual([
      ['<p>hi</p>', HIGHLIGHTED],
      ['<p>bye</p>', []],
    ]);
    expect(lines('query.sql')).toEqual([
      ['SELECT 1;', HIGHLIGHTED],
      ['SELECT 2;', HIGHLIGHTED],
    ]);
    // An unknown language takes the common syntaxes.
    expect(lines('unknown-language.rs')).toEqual([['fn main() {}', HIGHLIGHTED]]);
  });

  it('applies a custom magic comment\'s class from themeConfig.prism.magicComments, and keeps a directive that is not alone on its line', () => {
    expect(lines('error.ts')).toEqual([
      ["throw new Error('boom');", ERROR],
      ['const s = "highlight-next-line"; // highlight-next-line', []],
    ]);
    expect(copied('error.ts')).toBe('throw new Error(\'boom\');\nconst s = "highlight-next-line"; // highlight-next-line');
  });

  it('gives a line every class whose range or mark covers it', () => {
    expect(lines('overlap.ts')).toEqual([
      ['const one = 1;', HIGHLIGHTED],
      ['const two = 2;', [...HIGHLIGHTED, ...ERROR]],
      ['const three = 3;', []],
    ]);
  });

  it('leaves comments as code when the fence has a {range}, counted on the lines as written (as Docusaurus)', () => {
    expect(lines('meta.js')).toEqual([
      ['// highlight-next-line', []],
      ['const kept = true;', HIGHLIGHTED],
    ]);
  });

  it('numbers the lines that remain (showLineNumbers counts rendered lines)', () => {
    const block = codeBlocks('docs/magic-comments/index.html').find((b) => b.title === 'numbered.js')!;
    expect(article('docs/magic-comments/index.html')).toMatch(/<div class="code-block code-block--line-numbers" data-language="js"><div class="code-block-title">numbered.js</);
    expect(lines('numbered.js')).toEqual([
      ['first();', HIGHLIGHTED],
      ['second();', HIGHLIGHTED],
      ['third();', HIGHLIGHTED],
    ]);
    expect(block.code).not.toContain('highlight-');
  });


  it('falls back to plain, escaped text for an unknown language and for no language', () => {
    const blocks = codeBlocks('docs/code/index.html');
    const unknown = blocks.find((b) => b.language === 'foobarlang')!;
    expect(highlightedSpans(unknown.code)).toEqual([]);
    expect(codeText(unknown.code)).toBe('plain text <kept> & escaped');
    expect(unknown.code).not.toContain('<kept>');
    const none = blocks.find((b) => b.language === 'text')!;
    expect(codeText(none.code)).toBe('no language at all');
  });
});

describe('a wrong themeConfig.prism.magicComments', () => {
  let bad: BuiltSite;
  beforeAll(async () => {
    const dir = copyFixture('admonitions-code');
    const config = path.join(dir, 'docs.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("{ className: 'code-block-error-line', line: 'This will error' }", "{ className: 'code-block-error-line', lines: 'This will error' }"));
    bad = await buildSite(dir);
  });

  it('fails the build with the key, the fix and the place in the config file', () => {
    expect(bad.result.code).not.toBe(0);
    const errors = bad.report.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.file, d.line, d.column, d.message, d.hint])).toEqual([
      [
        'config-invalid',
        path.join(bad.siteDir, 'docs.config.ts'),
        13,
        47,
        'Config key `themeConfig.prism.magicComments[1].lines` should be one of the known keys (className, line, block), but is an unknown key.',
        'Did you mean `line`?',
      ],
    ]);
  });
});

describe('headings and GFM', () => {
  const html = () => article('docs/headings/index.html');

  it('honours {#custom-id} and removes it from the text', () => {
    expect(html()).toContain('<h2 id="custom-id">Custom heading</h2>');
    expect(html()).not.toContain('{#');
  });

  it('suffixes duplicate heading ids with -1, -2', () => {
    expect([...html().matchAll(/<h2 id="([^"]+)">Setup<\/h2>/g)].map((m) => m[1])).toEqual(['setup', 'setup-1', 'setup-2']);
  });

  it('lists the headings in the table of contents with the same ids', () => {
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(site.read('docs/headings/index.html'))?.[0] ?? '';
    expect([...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(['custom-id', 'setup', 'setup-1', 'setup-2', 'nested-code-heading']);
  });

  it('renders a GFM table, task list, strikethrough and footnote', () => {
    const h = html();
    expect(h).toContain('<table><thead><tr><th>Column A</th><th>Column B</th></tr></thead><tbody><tr><td>a1</td><td>b1</td></tr></tbody></table>');
    expect(h).toMatch(/<li class="task-list-item"><input type="checkbox" disabled="" checked=""\/> done task<\/li>/);
    expect(h).toMatch(/<li class="task-list-item"><input type="checkbox" disabled=""\/> open task<\/li>/);
    expect(h).toContain('<del>struck</del>');
    expect(h).toMatch(/<sup><a href="#user-content-fn-1" id="user-content-fnref-1"[^>]*>1<\/a><\/sup>/);
    expect(h).toMatch(/<li id="user-content-fn-1">\s*<p>The footnote text\./);
  });

  it('copies a relative image to assets/images/<name>-<hash>.png and rewrites its src', () => {
    const images = readdirSync(path.join(site.outDir, 'assets', 'images'));
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^pic-[0-9a-f]{6,}\.png$/);
    const copied = readFileSync(path.join(site.outDir, 'assets', 'images', images[0]!));
    expect(copied.equals(readFileSync(path.join(ROOT, 'fixtures', 'admonitions-code', 'docs', 'img', 'pic.png')))).toBe(true);
    expect(html()).toContain(`<img src="/assets/images/${images[0]}" alt="alt text" loading="lazy" decoding="async"/>`);
    expect(html()).not.toContain('./img/pic.png');
  });
});

describe('heading ids in MDX', () => {
  // A second build: the same fixture plus an .mdx doc using `{#id}`, which Docusaurus supports in MDX too.
  let mdx: BuiltSite;
  beforeAll(async () => {
    const dir = copyFixture('admonitions-code');
    writeFileSync(
      path.join(dir, 'docs', 'mdx-heading-ids.mdx'),
      ['---', 'title: MDX heading ids', '---', '', '## Explicit id in MDX {#mdx-custom}', '', '## Repeated', '', '## Repeated', ''].join('\n'),
    );
    mdx = await buildSite(dir);
  });

  it('accepts `## Title {#id}` in an .mdx file', () => {
    expect(mdx.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(mdx.result.code).toBe(0);
    const page = withoutDecorations(mdx.read('docs/mdx-heading-ids/index.html'));
    expect(page).toContain('<h2 id="mdx-custom">Explicit id in MDX</h2>');
    expect(page).toContain('<h2 id="repeated">Repeated</h2>');
    expect(page).toContain('<h2 id="repeated-1">Repeated</h2>');
  });
});
