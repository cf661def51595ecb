import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parseInPieces } from './parseInPieces.ts';

/** The compile's parser for `format`, counting what it is given to parse. */
function countingParser(format: 'md' | 'mdx') {
  const processor = createProcessor({ format, remarkPlugins: [remarkGfm, remarkDirective] });
  const parsed: string[] = [];
  return { parsed, parser: { parse: (file: VFile): Root => (parsed.push(String(file.value)), processor.parse(file)) }, whole: (text: string) => processor.parse(new VFile({ path: '/site/docs/a.md', value: text })) };
}

/** Parsed a row at a time, and as one: the same tree, places and all; and whether pieces were used. */
function bothWays(text: string, format: 'md' | 'mdx' = 'md') {
  const { parsed, parser, whole } = countingParser(format);
  const pieces = parseInPieces({ parser, file: new VFile({ path: '/site/docs/a.md', value: text }), minRows: 2, pieceChars: 1 });
  return { pieces, whole: whole(text), inPieces: !parsed.includes(text) };
}

const rows = (n: number, row: (i: number) => string) => Array.from({ length: n }, (_, i) => row(i)).join('\n');

describe('parseInPieces', () => {
  it('gives the tree of the whole document, with every place, for a long table of inline content', () => {
    const text = [
      '# Codes',
      '',
      'Before the table.',
      '',
      '| Code | What | Key |',
      '| :--- | :---: | ---: |',
      rows(9, (i) => `| E${i} | *${i}* \\| [ref][r] ${i % 2 ? '[^n]' : 'www.example.com'} | \`a|b\` [x](./x.md#${i}) <b>x</b> |`),
      'lazy | row',
      '',
      'After, with [ref][r].',
      '',
      '[r]: https://example.com',
      '',
      '[^n]: A note.',
    ].join('\n');
    const { pieces, whole, inPieces } = bothWays(text);
    expect(inPieces).toBe(true);
    expect(pieces).toEqual(whole);
    // The references in cells are references, as in the whole document.
    expect(JSON.stringify(pieces)).toContain('"linkReference"');
    expect(JSON.stringify(pieces)).toContain('"footnoteReference"');
  });

  it('parses pieces as long as the document’s definitions, which each piece repeats, so the work stays linear', () => {
    const text = ['| a | b |', '| - | - |', rows(21, (i) => `| [x][d${i % 5}] | ${i} |`), '', rows(5, (i) => `[d${i}]: /${i}`)].join('\n');
    const { parsed, parser, whole } = countingParser('md');
    const pieces = parseInPieces({ parser, file: new VFile({ path: '/site/docs/a.md', value: text }), minRows: 2, pieceChars: 1 });
    expect(pieces).toEqual(whole(text));
    // The document less its rows, then its 21 rows a few at a time, not one by one.
    expect(parsed.length - 1).toBeGreaterThan(1);
    expect(parsed.length - 1).toBeLessThan(21 / 2);
  });

  it('puts rows back into two tables, one ending the file without a line ending, with CRLF line ends', () => {
    const table = (name: string, n: number) => [`| ${name} | b |`, '|---|---|', rows(n, (i) => `| ${name}${i} | \`${i}\` |`)].join('\r\n');
    const text = [table('a', 7), '', 'Between.', '', table('b', 6)].join('\r\n');
    const { pieces, whole, inPieces } = bothWays(text);
    expect(inPieces).toBe(true);
    expect(pieces).toEqual(whole);
  });

  it('puts back two runs of rows of one table, split by a row without a leading pipe', () => {
    const text = ['| a | b |', '| - | - |', rows(6, (i) => `| a${i} | b |`), `lazy | row`, rows(6, (i) => `| c${i} | d |`), '', 'End.'].join('\n');
    const { pieces, whole, inPieces } = bothWays(text);
    expect(inPieces).toBe(true);
    expect(pieces).toEqual(whole);
  });

  it('gives the same tree for row lines around other things', () => {
    const shapes = [
      // A header without pipes, the rows with them.
      ['a | b', '--|--', rows(7, (i) => `| ${i} | x |`)].join('\n'),
      // Row lines before the table's header, as a paragraph.
      [rows(4, (i) => `| text ${i}`), '| a | b |', '| - | - |', rows(7, (i) => `| ${i} | x |`)].join('\n'),
      // Indented up to three spaces, and a block quote after.
      ['   | a | b |', '   | - | - |', rows(7, (i) => `   | ${i} | x |`), '> quote'].join('\n'),
    ];
    for (const text of shapes) {
      const { pieces, whole } = bothWays(text);
      expect(pieces, text).toEqual(whole);
    }
  });

  it('moves the places of MDX expressions and imports, in the rows and after them', () => {
    const text = [
      "import { Foo } from './foo.js';",
      '',
      '| a | b |',
      '| - | - |',
      rows(7, (i) => `| {${i} + 1} | <Foo n={${i}} /> |`),
      '',
      '{"after"}',
    ].join('\n');
    const { pieces, whole, inPieces } = bothWays(text, 'mdx');
    expect(inPieces).toBe(true);
    expect(pieces).toEqual(whole);
  });

  it('parses the document whole when the row lines are not the rows of a top-level table', () => {
    const inList = ['- item', '', '  | a | b |', '  | - | - |', rows(7, (i) => `  | ${i} | x |`)].join('\n');
    const inCode = ['```', '| a | b |', '| - | - |', rows(7, (i) => `| ${i} | x |`), '```'].join('\n');
    const noTable = rows(9, (i) => `| just text ${i}`);
    for (const text of [inList, inCode, noTable]) {
      const { pieces, whole, inPieces } = bothWays(text);
      expect(inPieces, text).toBe(false);
      expect(pieces).toEqual(whole);
    }
  });

  it('throws the error of the whole document, at its place, when a row does not parse', () => {
    const text = ['| a | b |', '| - | - |', rows(7, (i) => (i === 5 ? '| {oops | x |' : `| ${i} | x |`)), '', 'End.'].join('\n');
    const { parser, whole } = countingParser('mdx');
    const error = (() => {
      try {
        whole(text);
      } catch (e) {
        return e as { message: string; line?: number; column?: number };
      }
    })();
    expect(error).toBeDefined();
    expect(() => parseInPieces({ parser, file: new VFile({ path: '/site/docs/a.md', value: text }), minRows: 2, pieceChars: 1 })).toThrow(expect.objectContaining({ message: error!.message, line: error!.line, column: error!.column }));
  });
});
