import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './codeMeta.ts';
import { compileDocument, hasRawHtml } from './compileDocument.ts';
import { normalizeAdmonitionSyntax } from './remarkAdmonitions.ts';

const compileMd = (body: string, format: 'md' | 'mdx' = 'md', permalinks: Record<string, string> = {}) =>
  compileDocument({ source: '/site/docs/page.' + format, format, body, frontMatter: {} }, { permalinks, baseUrl: '/' });

describe('compileDocument', () => {
  it('gives headings GitHub-style ids, honours {#custom} and suffixes duplicates', async () => {
    const r = await compileMd('# Title\n\n## Getting Started!\n\n## Getting Started!\n\n### Deep {#my-id}\n');
    expect(r.headings).toEqual([
      { depth: 1, value: 'Title', id: 'title' },
      { depth: 2, value: 'Getting Started!', id: 'getting-started' },
      { depth: 2, value: 'Getting Started!', id: 'getting-started-1' },
      { depth: 3, value: 'Deep', id: 'my-id' },
    ]);
    expect(r.contentTitle).toBe('Title');
    expect(r.code).toContain('"my-id"');
    expect(r.code).not.toContain('{#my-id}');
  });

  it('rewrites relative .md links to routes and records positions', async () => {
    const r = await compileMd('\n\nSee [the guide](./guide.md#install) and [x](/abs).\n', 'md', { '/site/docs/guide.md': '/docs/guide' });
    expect(r.links).toEqual([
      { url: '/docs/guide#install', line: 3, column: 5 },
      { url: '/abs', line: 3, column: 41 },
    ]);
    expect(r.code).toContain('"/docs/guide#install"');
  });

  it('warns about a link to a missing .md file at its position', async () => {
    const r = await compileMd('text\n\n[gone](./missing.md)\n');
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'broken-markdown-link', line: 3, column: 1 })]);
  });

  it('turns admonitions into <Admonition> and keeps other colons as text', async () => {
    const r = await compileMd(':::tip Be careful\nInside **bold**\n:::\n\nMeet at 12:30, note:this stays.\n');
    expect(r.code).toContain('Admonition');
    expect(r.code).toContain('"tip"');
    expect(r.code).toContain('"Be careful"');
    expect(r.text).toContain('12:30');
    expect(r.text).toContain('note:this');
  });

  it('highlights code at build time with title and highlighted lines', async () => {
    const r = await compileMd('```ts title="a.ts" {2}\nconst a = 1;\nconst b = 2;\n```\n');
    expect(r.code).toContain('CodeBlock');
    expect(r.code).toContain('"a.ts"');
    expect(r.code).toContain('var(--code-token-keyword)');
    expect(r.code).toMatch(/line highlighted/);
  });

  it('falls back to plain text for unknown languages', async () => {
    const r = await compileMd('```brainfuck\n+++.\n```\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.code).toContain('+++.');
  });

  it('reports an MDX syntax error at its true position with a code frame', async () => {
    const body = '\n'.repeat(12) + 'Fine line\n\n<div>\n\nnot closed\n';
    const r = await compileMd(body, 'mdx');
    expect(r.code).toBe('');
    const [d] = r.diagnostics;
    expect(d).toMatchObject({ severity: 'error', code: 'mdx-syntax', file: '/site/docs/page.mdx' });
    expect(d!.line).toBeGreaterThanOrEqual(15);
    expect(d!.message).not.toMatch(/\[object Object\]|\{"/);
    expect(d!.frame).toContain('<div>');
  });

  it('collects the excerpt and plain text', async () => {
    const r = await compileMd('# T\n\nFirst *para*graph.\n\nSecond.\n');
    expect(r.excerpt).toBe('First paragraph.');
    expect(r.text).toContain('Second.');
  });
});

describe('raw HTML detection', () => {
  it('ignores tags inside code and finds them in prose', () => {
    expect(hasRawHtml('Text\n\n```tsx\nconst a = <div />;\n```\n\nand `<span>` inline.')).toBe(false);
    expect(hasRawHtml('Text with <kbd>Ctrl</kbd>.')).toBe(true);
    expect(hasRawHtml('<!-- comment -->')).toBe(true);
    expect(hasRawHtml('a < b and 1<2')).toBe(false);
  });

  it('renders raw HTML in .md files', async () => {
    const r = await compileMd('Press <kbd>Ctrl</kbd>.\n');
    expect(r.code).toContain('"kbd"');
  });
});

describe('code meta and admonition syntax', () => {
  it('parses titles, ranges, live and line numbers', () => {
    const m = parseCodeMeta('title="src/a.tsx" {1,3-4} live showLineNumbers');
    expect(m.title).toBe('src/a.tsx');
    expect([...m.highlightLines]).toEqual([1, 3, 4]);
    expect(m.live).toBe(true);
    expect(m.showLineNumbers).toBe(true);
    expect(parseCodeMeta(undefined)).toMatchObject({ title: undefined, live: false });
  });

  it('rewrites the Docusaurus title form only on opening lines', () => {
    expect(normalizeAdmonitionSyntax(':::note My title\nx\n:::')).toBe(':::note[My title]\nx\n:::');
    expect(normalizeAdmonitionSyntax(':::note[Kept]\n:::')).toBe(':::note[Kept]\n:::');
    expect(normalizeAdmonitionSyntax(':::custom thing')).toBe(':::custom thing');
  });
});
