import { describe, expect, it } from 'vitest';
import type { Mdx1CompatOptions } from '../config/types.ts';
import { documentFormat, firstMdxConstruct } from '../content/documentFormat.ts';
import { compileDocument } from './compileDocument.ts';
import { htmlCommentsToMdx } from './mdx1Compat.ts';

const ALL_ON: Mdx1CompatOptions = { comments: true, admonitions: true, headingIds: true };
const ALL_OFF: Mdx1CompatOptions = { comments: false, admonitions: false, headingIds: false };

const compile = (body: string, format: 'md' | 'mdx' = 'mdx', mdx1Compat = ALL_ON) =>
  compileDocument({ source: '/site/docs/page.md', format, body, frontMatter: {} }, { permalinks: {}, baseUrl: '/', markdown: { format: 'mdx', mdx1Compat } });

describe('documentFormat (Docusaurus markdown.format)', () => {
  it('compiles .md as MDX by default, by extension with detect, and lets front matter decide', () => {
    expect(documentFormat('/d/a.md', {}, 'mdx')).toBe('mdx');
    expect(documentFormat('/d/a.md', {}, 'detect')).toBe('md');
    expect(documentFormat('/d/a.mdx', {}, 'detect')).toBe('mdx');
    expect(documentFormat('/d/a.mdx', {}, 'md')).toBe('md');
    expect(documentFormat('/d/a.md', { format: 'md' }, 'mdx')).toBe('md');
    expect(documentFormat('/d/a.md', { format: 'mdx' }, 'detect')).toBe('mdx');
    expect(documentFormat('/d/a.md', { format: 'detect' }, 'mdx')).toBe('md');
    // Docusaurus's own spelling.
    expect(documentFormat('/d/a.mdx', { mdx: { format: 'md' } }, 'mdx')).toBe('md');
    expect(documentFormat('/d/a.md', { mdx: { format: 'mdx' }, format: 'md' }, 'detect')).toBe('mdx');
  });

  it('finds MDX-only constructs outside code in a CommonMark file', () => {
    expect(firstMdxConstruct('# T\n\nimport Tabs from "@theme/Tabs";\n')).toEqual({ line: 3, column: 1, what: '`import` line' });
    expect(firstMdxConstruct('Text\n\nUse <Tabs groupId="x">\n')).toEqual({ line: 3, column: 5, what: '<Tabs> component' });
    expect(firstMdxConstruct('```js\nimport a from "b";\n<Tabs>\n```\n\nUse `<Tabs>` here, and <div>.\n')).toBeUndefined();
    expect(firstMdxConstruct('    import a from "b";\n')).toBeUndefined();
  });
});

describe('.md files as MDX', () => {
  it('runs imports and components instead of printing them', async () => {
    const r = await compile('import Thing from "./Thing";\n\n# Title\n\n<Thing name="x" />\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.code).toContain('from "./Thing"');
    expect(r.text).not.toContain('import');
  });
});

describe('markdown.mdx1Compat', () => {
  it('turns HTML comments into MDX comments outside code, keeping widths', () => {
    const source = 'a <!-- one --> b\n\n```html\n<!-- kept -->\n```\n\nand `<!-- code -->` and <!--\nmulti */ line\n-->\n';
    const out = htmlCommentsToMdx(source);
    expect(out.split('\n').map((l) => l.length)).toEqual(source.split('\n').map((l) => l.length));
    expect(out).toContain('a {/*  one */} b');
    expect(out).toContain('<!-- kept -->');
    expect(out).toContain('`<!-- code -->`');
    expect(out).not.toMatch(/multi \*\//);
  });

  it('accepts comments, admonition titles and {#ids} when on', async () => {
    const r = await compile('<!-- note to self -->\n\n:::tip Mind this\nBody\n:::\n\n## Setup {#install}\n\n## Next {/* #after */}\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.headings.map((h) => h.id)).toEqual(['install', 'after']);
    expect(r.headings.map((h) => h.value)).toEqual(['Setup', 'Next']);
    expect(r.code).toContain('"Mind this"');
    // An MDX comment compiles to a JavaScript comment at most: nothing rendered.
    expect(r.code).not.toMatch(/["'`]\s*note to self/);
  });

  it('with comments off, an HTML comment is an error whose hint names the MDX 1 difference and the option', async () => {
    const r = await compile('Intro\n\n<!-- old -->\n', 'mdx', ALL_OFF);
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'mdx-syntax', line: 3, column: 2 })]);
    expect(r.diagnostics[0]!.hint).toMatch(/MDX 1.*\{\/\* comment \*\/\}.*mdx1Compat/);
  });
});

describe('MDX 1 habits MDX 3 rejects', () => {
  it('explains each known difference with its fix', async () => {
    const cases: [string, RegExp][] = [
      ['The object {a: 1} here.\n', /`\{` .*expression.*\\\{/],
      ['<ul>\n<li>One\n<li>Two\n</ul>\n', /close `<li>` with `<\/li>`/],
      ['Line<br>next\n', /`<br \/>`/],
      ['See <https://example.com> now.\n', /autolinks/],
      ['If a <5 then\n', /`\\<` or `&lt;`/],
    ];
    for (const [body, hint] of cases) {
      const r = await compile(body);
      expect(r.diagnostics[0]?.hint, body).toMatch(hint);
    }
  });

  it('reports every broken block of a file in one build, each at its line', async () => {
    const body = ['# Title', '', 'The object {a: 1} here.', '', 'Fine {text}.', '', 'Line<br>next', '', '<ul>', '<li>One', '</ul>', '', 'See <https://example.com>.', ''].join('\n');
    const r = await compile(body);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['mdx-syntax', 3],
      ['mdx-syntax', 7],
      ['mdx-syntax', 10],
      ['mdx-syntax', 13],
    ]);
  });
});

describe('what Docusaurus MDX modules export', () => {
  it('exports frontMatter, contentTitle and a flat toc, unless the document declares them', async () => {
    const r = await compileDocument(
      { source: '/site/docs/page.mdx', format: 'mdx', body: '# Page\n\nWritten by {frontMatter.author}.\n\n## One\n\n### Two <b>&</b>\n', frontMatter: { author: 'Ada', when: new Date('2026-01-02') } },
      { permalinks: {}, baseUrl: '/' },
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.code).toMatch(/export const frontMatter = \{\s*"author": "Ada",\s*"when": "2026-01-02T00:00:00.000Z"\s*\}/);
    expect(r.code).toMatch(/export const contentTitle = "Page"/);
    expect(r.code).toMatch(/export const toc = \[\{\s*"value": "One",\s*"id": "one",\s*"level": 2\s*\}, \{\s*"value": "Two &amp;",\s*"id": "two-",\s*"level": 3\s*\}\]/);
    const own = await compile('export const toc = [];\n\n## Heading\n');
    expect(own.diagnostics).toEqual([]);
    expect(own.code.match(/export const toc/g)).toHaveLength(1);
  });
});

describe('text of a CommonMark document', () => {
  it('leaves raw HTML out of the excerpt and the search text', async () => {
    const r = await compile('Intro <!-- inline note --> with <span>a span</span>.\n\n<div>block</div>\n', 'md');
    expect(r.excerpt).toBe('Intro with a span.');
    expect(r.text).not.toMatch(/inline note|<span|<div/);
  });
});

describe('code languages', () => {
  it("highlights any of shiki's languages, loading its grammar on first use, and leaves unknown ones plain", async () => {
    const r = await compile('```python\ndef main():\n    return 1\n```\n\n```rust\nfn main() {}\n```\n\n```nonsense\nplain words\n```\n');
    expect(r.diagnostics).toEqual([]);
    const blocks = [...r.code.matchAll(/html: "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toMatch(/color:var\(--code-token-keyword\)\\">def</);
    expect(blocks[1]).toMatch(/color:var\(--code-token-keyword\)\\">fn</);
    expect(blocks[2]).not.toMatch(/--code-token/);
  });
});
