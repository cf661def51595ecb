import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, copyFixture, type BuiltSite } from '../helpers/site.ts';
import { request, startDev, type Dev, stopDev } from '../helpers/dev.ts';

type Node = DefaultTreeAdapterMap['node'];

/** The comments of the page's Markdown, in document order; React's text separators (` `) left out. */
function articleComments(html: string): string[] {
  const found: string[] = [];
  let inArticle = false;
  const walk = (node: Node) => {
    const isArticle = node.nodeName === 'article';
    if (isArticle) inArticle = true;
    if (inArticle && node.nodeName === '#comment') {
      const data = (node as DefaultTreeAdapterMap['commentNode']).data;
      if (data !== ' ') found.push(data);
    }
    if ('childNodes' in node) node.childNodes.forEach(walk);
    if (isArticle) inArticle = false;
  };
  walk(parse(html));
  return found;
}

/** What fixtures/raw-comments/docs/comments.md must give, as a browser parses the page. */
const EXPECTED = [
  ' first: before any block ',
  ' inline ',
  // A processing instruction, CDATA and a declaration are comments in HTML, as browsers parse them.
  "?php echo 'processing instruction'; ?",
  ' between\nblocks, over lines ',
  ' in a list item ',
  ' between blocks of an item ',
  '[CDATA[cdata section]]',
  'ELEMENT declaration',
  // React's own markers (`$`, `/$`, `&`) would break hydration: empty comments instead.
  '',
  '',
  '',
];

let site: BuiltSite;
let dev: Dev | undefined;

beforeAll(async () => {
  site = await buildFixture('raw-comments');
  expect(site.result.code, site.result.stderr).toBe(0);
});

afterAll(async () => {
  if (dev) await stopDev(dev);
});

describe('raw HTML comments in .md pages', () => {
  it('come out in the built page, where they were, without a marker element left', () => {
    const html = site.read('docs/comments/index.html');
    expect(articleComments(html)).toEqual(EXPECTED);
    expect(html).toContain('<p>Text with <!-- inline --> a comment and a <!--?php');
    expect(html).not.toContain('data-docs-raw');
    expect(site.report.diagnostics).toEqual([]);
  });

  it('come out in the pages `docs dev` renders on request', async () => {
    dev = await startDev(copyFixture('raw-comments'));
    const page = await request(dev.port, '/docs/comments');
    expect(page.status).toBe(200);
    expect(articleComments(page.body)).toEqual(EXPECTED);
    expect(page.body).not.toContain('data-docs-raw');
  });
});
