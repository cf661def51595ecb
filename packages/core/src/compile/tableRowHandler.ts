import type { Element } from 'hast';
import type { Table, TableRow } from 'mdast';
import { defaultHandlers, type Options as ToHtmlOptions } from 'remark-rehype';
import type { JsxElement } from './mdxJsx.ts';
import { writtenIfPlain } from './rehypeStaticHtml.ts';

type Handler = NonNullable<NonNullable<ToHtmlOptions['handlers']>['tableRow']>;

/**
 * How a table row becomes HTML elements. The default handler finds whether a row is the header by
 * its index among all rows: on each row, so a table of 50,000 rows took 1.25 billion comparisons.
 * The header is the first row; every other row gets a parent without the rows, and the same cells.
 *
 * With `replaced` (the elements MDX components replace), a plain row is written as HTML at once:
 * its elements, three times the memory of its Markdown, are let go as soon as they are made. Only
 * for documents no site plugin sees the HTML tree of, which must find every element there.
 */
export function tableRowHandler(replaced?: ReadonlySet<string>): Handler {
  return (state, node: TableRow, parent) => {
    const table = parent as Table | undefined;
    const asIn = !table || table.children[0] === node ? table : { ...table, children: [] };
    const row = defaultHandlers.tableRow(state, node, asIn) as Element;
    return (replaced ? writtenIfPlain(row, replaced) : row) as Element | (JsxElement & Element);
  };
}
