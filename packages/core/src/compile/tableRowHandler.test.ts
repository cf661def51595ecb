import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { THEME_REPLACED_ELEMENTS } from './replacedElements.ts';
import { tableRowHandler } from './tableRowHandler.ts';

const TABLE = '| a | b |\n| :- | -: |\n| 1 | `x` |\n| [l](/docs/l) | 2 |\n| 3 | *y* |\n| 4 |\n';

async function toHtmlTree(handlers?: Parameters<typeof remarkRehype>[0] & object): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, handlers);
  return (await processor.run(processor.parse(TABLE))) as Root;
}

describe('tableRowHandler', () => {
  it('makes the rows the default handler makes: header cells, alignment, missing cells', async () => {
    expect(await toHtmlTree({ handlers: { tableRow: tableRowHandler() } })).toEqual(await toHtmlTree());
  });

  it('writes a row with no component in it as HTML as it is made, and leaves the others', async () => {
    const tree = await toHtmlTree({ handlers: { tableRow: tableRowHandler(new Set(THEME_REPLACED_ELEMENTS)) } });
    type Node = { type: string; tagName?: string; children?: Node[]; data?: { writtenAsHtml?: { html: string } } };
    const table = tree.children[0] as Node;
    const rows = table.children!.filter((part) => part.type === 'element').flatMap((part) => part.children!.filter((c) => c.type !== 'text'));
    expect(rows.map((r) => r.data?.writtenAsHtml?.html ?? r.tagName)).toEqual([
      '<th style="text-align:left">a</th><th style="text-align:right">b</th>',
      '<td style="text-align:left">1</td><td style="text-align:right"><code>x</code></td>',
      'tr',
      '<td style="text-align:left">3</td><td style="text-align:right"><em>y</em></td>',
      // The cell the row lacks, written empty.
      '<td style="text-align:left">4</td><td style="text-align:right"></td>',
    ]);
  });
});
