import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { compileDocument } from './compileDocument.ts';
import { hasRawHtml } from './rehypeRawHtml.ts';

const hastOf = (markdown: string) => {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true });
  return processor.runSync(processor.parse(markdown)) as Root;
};
const compileMd = (body: string) => compileDocument({ source: '/site/docs/page.md', format: 'md', body, frontMatter: {} }, { permalinks: {}, baseUrl: '/' });

describe('hasRawHtml', () => {
  it('finds tags and comments in prose, and nothing inside code', () => {
    expect(hasRawHtml(hastOf('Text\n\n```tsx\nconst a = <div />;\n```\n\nand `<span>` inline.'))).toBe(false);
    expect(hasRawHtml(hastOf('Text with <kbd>Ctrl</kbd>.'))).toBe(true);
    expect(hasRawHtml(hastOf('<!-- comment -->'))).toBe(true);
    expect(hasRawHtml(hastOf('a < b and 1<2'))).toBe(false);
  });

  it('finds every form CommonMark calls HTML, including those a text scan missed', () => {
    for (const html of ['</div>\n*foo*', '<?php echo 1; ?>', '<![CDATA[x]]>', '<!DOCTYPE html>', 'foo <!ELEMENT br EMPTY>']) expect(hasRawHtml(hastOf(html)), html).toBe(true);
    // A closing fence may be longer than the opening one: HTML after it is outside the code.
    expect(hasRawHtml(hastOf('```\ncode\n````\n\n<div>raw</div>\n\n```\nmore\n```\n'))).toBe(true);
  });
});

describe('raw HTML in .md documents', () => {
  it('keeps the Markdown text after an HTML block that opens with a closing tag', async () => {
    const r = await compileMd('</div>\n*kept text*\n');
    expect(r.code).toContain('kept text');
  });

  it('keeps HTML after a code block closed by a longer fence', async () => {
    const r = await compileMd('```\ncode\n````\n\n<kbd>Ctrl</kbd>\n\n```\nmore\n```\n');
    expect(r.code).toContain('"kbd"');
  });

  it('keeps the attributes of a raw <pre>: it is not a fenced code block', async () => {
    const r = await compileMd('<pre language="haskell"><code>\nmain = print 1\n</code></pre>\n');
    expect(r.code).toContain('"haskell"');
    expect(r.code).not.toContain('CodeBlock');
    const marked = await compileMd('<pre><code><b>bold</b> code</code></pre>\n');
    expect(marked.code).toContain('"b"');
    expect(marked.code).not.toContain('CodeBlock');
  });

  it('still highlights Markdown code blocks next to raw HTML: fenced, indented, in lists and quotes', async () => {
    const r = await compileMd('<div>raw</div>\n\n```js\nconst a = 1;\n```\n\n    indented()\n\n- item\n\n  ```ts\n  let b;\n  ```\n\n> ~~~\n> quoted\n> ~~~\n');
    expect(r.code.match(/_jsx\(CodeBlock, \{/g)).toHaveLength(4);
  });
});
