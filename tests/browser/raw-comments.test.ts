import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, useServedFixture } from '../helpers/browser.ts';

const fixture = useServedFixture('raw-comments');

interface DomComment {
  data: string;
  /** The tag of the element the comment is a child of. */
  parent: string;
}

/** The comment nodes of the page's Markdown, in document order; React's text separators (` `) left out. */
const articleComments = (page: Page): Promise<DomComment[]> =>
  page.evaluate(() => {
    const article = document.querySelector('article.markdown')!;
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_COMMENT);
    const found: { data: string; parent: string }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const data = (node as Comment).data;
      if (data !== ' ') found.push({ data, parent: node.parentElement!.tagName.toLowerCase() });
    }
    return found;
  });

/** Follow a link of the article as a reader's click does, handled by the client-side router. */
const clickArticleLink = (page: Page, text: string) =>
  page.evaluate((label) => [...document.querySelectorAll('article a')].find((a) => a.textContent === label)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })), text);

/** A mark on `window` that survives client-side navigation and is gone after a full page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 7);

describe('raw HTML comments of a .md page in the browser', () => {
  it('are comment nodes of the hydrated page, where the Markdown has them, with no hydration error', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/docs/comments');
    await hydrated(page);
    expect(await articleComments(page)).toEqual([
      { data: ' first: before any block ', parent: 'article' },
      { data: ' inline ', parent: 'p' },
      { data: "?php echo 'processing instruction'; ?", parent: 'p' },
      { data: ' between\nblocks, over lines ', parent: 'article' },
      { data: ' in a list item ', parent: 'p' },
      { data: ' between blocks of an item ', parent: 'li' },
      { data: '[CDATA[cdata section]]', parent: 'p' },
      { data: 'ELEMENT declaration', parent: 'p' },
      // Texts React takes for its own markers come out empty, so hydration is not misled.
      { data: '', parent: 'p' },
      { data: '', parent: 'p' },
      { data: '', parent: 'p' },
    ]);
    // No element stands in for a comment, and the text around each is whole.
    expect(await page.locator('[data-docs-raw]').count()).toBe(0);
    await expect(page.locator('article p').first().textContent()).resolves.toBe("Text with  a comment and a  in it.");
    // The runtime works on the hydrated page: a click is the router's, not a full page load.
    await mark(page);
    await clickArticleLink(page, 'the other page');
    await page.waitForURL('**/docs/other');
    await expect(page.locator('article h1').textContent()).resolves.toBe('Other');
    expect(await marked(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leave a page that navigates to them and back client-side working', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/docs/other');
    await hydrated(page);
    await mark(page);
    await clickArticleLink(page, 'the comments');
    await page.waitForURL('**/docs/comments');
    await expect(page.locator('article h1').textContent()).resolves.toBe('Comments');
    await expect(page.locator('article li p').first().textContent()).resolves.toBe('Item one ');
    await clickArticleLink(page, 'the other page');
    await page.waitForURL('**/docs/other');
    await page.goBack();
    await page.waitForURL('**/docs/comments');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Comments');
    await page.goForward();
    await page.waitForURL('**/docs/other');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Other');
    expect(await marked(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
