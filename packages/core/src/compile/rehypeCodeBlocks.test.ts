import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { pruneHighlightCache } from './codeHighlighter.ts';
import { compileDocument } from './compileDocument.ts';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.ts';
import type { MagicCommentConfig } from './types.ts';

interface Block {
  attributes: Record<string, string>;
  /** Each shown line: its text and its classes besides `line`. */
  lines: [string, string[]][];
}

/** Markdown → the `<CodeBlock>` elements the plugin makes, read back into lines and classes. */
async function blocks(markdown: string, magicComments?: MagicCommentConfig[], cacheDir?: string, source = '/site/docs/page.md'): Promise<{ blocks: Block[]; diagnostics: Diagnostic[] }> {
  const file = new VFile({ path: source, value: markdown });
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeCodeBlocks, { magicComments, cacheDir });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  const found = tree.children.flatMap((node) => {
    const element = node as unknown as { type: string; name?: string; attributes?: { name: string; value: string }[] };
    if (element.type !== 'mdxJsxFlowElement' || element.name !== 'CodeBlock') return [];
    const attributes = Object.fromEntries(element.attributes!.map((a) => [a.name, a.value]));
    const lines = [...attributes.html!.matchAll(/<span class="line([^"]*)">((?:(?!<span class="line)[\s\S])*?)<\/span>(?=\n|$)/g)].map(
      (m) => [m[2]!.replace(/<[^>]+>/g, ''), m[1]!.trim().split(/\s+/).filter(Boolean)] as [string, string[]],
    );
    return [{ attributes, lines }];
  });
  return { blocks: found, diagnostics: (file.data.codeBlockDiagnostics as Diagnostic[] | undefined) ?? [] };
}

const BOTH = ['highlighted', 'theme-code-block-highlighted-line'];

describe('rehypeCodeBlocks with magic comments', () => {
  it('removes the comments from the shown code and marks the lines with both class names', async () => {
    const { blocks: [block], diagnostics } = await blocks('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n');
    expect(block!.lines).toEqual([
      ['const a = 1;', []],
      ['const b = 2;', BOTH],
    ]);
    expect(block!.attributes.html).not.toContain('highlight-next-line');
    expect(diagnostics).toEqual([]);
  });

  it('gives a live block\'s editor the code without its comments, and no line classes (as Docusaurus\'s playground)', async () => {
    const { blocks: [block] } = await blocks('```jsx live\n// highlight-next-line\nrender(<b>hi</b>);\n```\n');
    expect(block!.attributes.code).toBe('render(<b>hi</b>);');
    expect(block!.attributes.live).toBe('true');
    expect(block!.lines).toEqual([['render(&#x3C;b>hi&#x3C;/b>);', []]]);
  });

  it('counts a {range} on the code as written and keeps its comments, as Docusaurus does', async () => {
    const { blocks: [block] } = await blocks('```js {2}\n// highlight-next-line\nconst b = 2;\n```\n');
    expect(block!.lines).toEqual([
      ['// highlight-next-line', []],
      ['const b = 2;', BOTH],
    ]);
  });

  it('uses the configured kinds: custom classes, and the first kind\'s class for a range', async () => {
    const config: MagicCommentConfig[] = [
      { className: 'first-kind', line: 'mark' },
      { className: 'code-block-error-line', line: 'This will error' },
    ];
    const { blocks: [comments, range] } = await blocks('```py\n# This will error\nboom()\n# mark\nok()\n# highlight-next-line\n```\n\n```py {1}\nx = 1\n```\n', config);
    expect(comments!.lines).toEqual([
      ['boom()', ['code-block-error-line']],
      ['ok()', ['first-kind']],
      ['# highlight-next-line', []],
    ]);
    expect(range!.lines).toEqual([['x = 1', ['first-kind']]]);
  });

  it('warns about a misplaced comment at its line and column in the source file', async () => {
    const markdown = ['# Title', '', '> ```ts', '> one();', '>   // highlight-start', '> two();', '> ```', '', '    # indented code', '    # highlight-end', ''].join('\n');
    const { diagnostics } = await blocks(markdown);
    expect(diagnostics.map((d) => [d.severity, d.code, d.file, d.line, d.column])).toEqual([
      ['warning', 'magic-comment-unclosed', '/site/docs/page.md', 5, 5],
      ['warning', 'magic-comment-unopened', '/site/docs/page.md', 10, 5],
    ]);
    expect(diagnostics[0]!.hint).toBe('Add `// highlight-end` after the last line to highlight, or remove this comment.');
  });

  it('warns that a range has no class when the configured list is empty', async () => {
    const { blocks: [block], diagnostics } = await blocks('text\n\n```js {1}\nx\n```\n', []);
    expect(block!.lines).toEqual([['x', []]]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['highlight-range-without-class', 3]]);
  });
});

describe('compileDocument passes the magic comments and reports their diagnostics', () => {
  it('from CompileOptions.magicComments', async () => {
    const doc = { source: '/site/docs/page.mdx', format: 'mdx' as const, body: '```ts\n// oops\nx();\n// open-start\n```\n', frontMatter: {} };
    const result = await compileDocument(doc, { permalinks: {}, baseUrl: '/', magicComments: [{ className: 'code-block-error-line', line: 'oops', block: { start: 'open-start', end: 'open-end' } }] });
    expect(result.code).toContain('code-block-error-line');
    expect(result.code).not.toContain('oops');
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['magic-comment-unclosed', 4, 1]]);
  });
});

describe('the highlight cache', () => {
  const fence = (code: string, info = 'ts') => `text\n\n\`\`\`${info}\n${code}\n\`\`\`\n`;

  it('gives the same HTML from the cache as highlighting does, and reads what it holds', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'highlight-'));
    try {
      const first = await blocks(fence('const a = 1; // highlight-line'), undefined, dir);
      expect(readdirSync(dir)).toHaveLength(1);
      const again = await blocks(fence('const a = 1; // highlight-line'), undefined, dir);
      expect(again.blocks).toEqual(first.blocks);
      // What is in the entry is what the page gets: plant other HTML and see it come back.
      const [name] = readdirSync(dir);
      const entry = JSON.parse(readFileSync(path.join(dir, name!), 'utf8')) as Record<string, string>;
      writeFileSync(path.join(dir, name!), JSON.stringify(Object.fromEntries(Object.keys(entry).map((key) => [key, '<span class="line">planted</span>']))));
      const planted = await blocks(fence('const a = 1; // highlight-line'), undefined, dir);
      expect(planted.blocks[0]!.lines).toEqual([['planted', []]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps one entry per document, holding the blocks it has now, each keyed by its code, language and line classes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'highlight-'));
    const entry = () => JSON.parse(readFileSync(path.join(dir, readdirSync(dir)[0]!), 'utf8')) as Record<string, string>;
    try {
      // The live block has no line classes, so it shares the plain block's key.
      await blocks([fence('x()'), fence('x()', 'js'), fence('x()', 'ts {1}'), fence('x()', 'ts live'), fence('y()')].join('\n'), undefined, dir);
      expect(readdirSync(dir)).toHaveLength(1);
      expect(Object.keys(entry())).toHaveLength(4);
      // An edit that removes blocks drops them from the entry: it never grows past the document.
      const ranged = await blocks(fence('x()', 'ts {1}'), undefined, dir);
      expect(ranged.blocks[0]!.lines).toEqual([['x()', BOTH]]);
      expect(Object.keys(entry())).toHaveLength(1);
      await blocks(fence('x()'), undefined, dir, '/site/docs/other.md');
      expect(readdirSync(dir)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an unreadable entry is a miss, written again whole', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'highlight-'));
    try {
      const first = await blocks(fence('x()'), undefined, dir);
      const [name] = readdirSync(dir);
      writeFileSync(path.join(dir, name!), '{"cut off');
      expect((await blocks(fence('x()'), undefined, dir)).blocks).toEqual(first.blocks);
      expect(Object.keys(JSON.parse(readFileSync(path.join(dir, name!), 'utf8')) as object)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is pruned to three quarters of its limit, oldest entries first, and drops the per-block entries of older versions', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'highlight-'));
    try {
      for (let i = 0; i < 10; i++) {
        const file = path.join(dir, `${i}.json`);
        writeFileSync(file, '{}');
        utimesSync(file, 1_000_000 + i, 1_000_000 + i);
      }
      writeFileSync(path.join(dir, 'old-block.html'), '<span class="line">x</span>');
      expect(pruneHighlightCache(dir, 12)).toBe(1);
      expect(pruneHighlightCache(dir, 8)).toBe(4);
      expect(readdirSync(dir).sort()).toEqual(['4.json', '5.json', '6.json', '7.json', '8.json', '9.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
