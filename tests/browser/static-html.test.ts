import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, useServed } from '../helpers/browser.ts';
import { buildSite, copyFixture } from '../helpers/site.ts';

/**
 * A page whose plain parts are compiled to HTML strings (rehypeStaticHtml.ts), rows of a table in
 * runs among rows with a link: React must hydrate it without a complaint, its links must be the
 * router's, and rendered in the browser (after client-side navigation) it must be the page the
 * server sent, element for element.
 */
const TABLE = [
  '# Codes',
  '',
  'Every *code*, with its `key`:',
  '',
  '| Code | What | Key |',
  '| :--- | :---: | ---: |',
  ...Array.from({ length: 30 }, (_, i) => (i % 7 === 3 ? `| E${i} | see [the intro](./01-intro.md) | \`k${i}\` |` : `| E${i} | it's *plain* &amp; &lt;done&gt; | \`k${i}\` |`)),
  '',
  '- [x] written as HTML',
  '- [ ] with a **task** list',
  '',
  '> A quote with `code`.',
].join('\n');

const served = useServed(async () => {
  const siteDir = copyFixture('minimal');
  writeFileSync(path.join(siteDir, 'docs', '03-codes.md'), TABLE);
  return buildSite(siteDir);
});

/**
 * The article as the browser holds it now, and as it parses the server's HTML of `url`; each
 * `style` as the browser writes it: React sets a JSX element's style through the CSS object model
 * in the browser (`text-align: left;`), and writes it as given on the server (`text-align:left`).
 */
const articles = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const html = (root: Document) => {
      const copy = root.querySelector('article')!.cloneNode(true) as HTMLElement;
      for (const el of copy.querySelectorAll<HTMLElement>('[style]')) el.setAttribute('style', el.style.cssText);
      return copy.innerHTML;
    };
    return { live: html(document), served: html(new DOMParser().parseFromString(await (await fetch(address)).text(), 'text/html')) };
  }, url);

describe('a page with parts compiled to HTML strings', () => {
  it('hydrates without a problem, and is the same page rendered in the browser', async () => {
    const page = await served.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${served.server.url}/docs/codes`);
    await hydrated(page);
    const first = await articles(page, `${served.server.url}/docs/codes`);
    expect(first.live).toBe(first.served);
    expect(await page.locator('article table tbody tr').count()).toBe(30);

    // A link in the table is the router's: no page load, and back renders the page in the browser.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.locator('article table a', { hasText: 'the intro' }).first().click();
    await page.waitForURL('**/docs/intro');
    await page.goBack();
    await page.waitForURL('**/docs/codes');
    await page.waitForFunction(() => document.querySelectorAll('article table tbody tr').length === 30);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    const again = await articles(page, `${served.server.url}/docs/codes`);
    expect(again.live).toBe(again.served);
    expect(problems).toEqual([]);
    await page.close();
  });
});
