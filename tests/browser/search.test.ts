import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems, hydrated, useServedFixture } from '../helpers/browser.ts';

const fixture = useServedFixture('search', ['--strict']);

async function open(path: string): Promise<{ page: Page; problems: string[]; requests: string[] }> {
  const page = await fixture.browser.newPage();
  const problems = collectProblems(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(fixture.server.url + path);
  await hydrated(page);
  return { page, problems, requests };
}

const modal = (page: Page) => page.getByRole('dialog', { name: /Search/ });
const input = (page: Page) => modal(page).getByRole('combobox', { name: 'Search' });
const options = (page: Page) => modal(page).getByRole('option');
const searchRequests = (requests: string[]) => requests.filter((r) => r.startsWith('/search/') || /search-worker|SearchModal/.test(r));

describe('the search modal', () => {
  it('downloads nothing of search until asked, and opens with Ctrl+K, Cmd+K and / (not while typing in a field)', async () => {
    const { page, problems, requests } = await open('/docs/intro');
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    expect(searchRequests(requests)).toEqual([]);

    await page.keyboard.press('Control+k');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(searchRequests(requests)).toEqual(expect.arrayContaining(['/search/meta.json']));
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);

    await page.keyboard.press('Meta+k');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.keyboard.press('/');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    // "/" typed into the search field is text, not a shortcut.
    await page.keyboard.type('a/b');
    await expect(input(page).inputValue()).resolves.toBe('a/b');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('traps focus while open, closes on Escape or a click outside, and gives the focus back', async () => {
    const { page, problems } = await open('/docs/intro');
    const button = page.getByRole('button', { name: /Search/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('search-button');
    await button.click();
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    await page.mouse.click(10, 500);
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows results as you type, grouped by page with heading paths and marked words, and opens the chosen one at its heading', async () => {
    const { page, problems } = await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await input(page).fill('checkout');
    await expect.poll(() => options(page).count()).toBeGreaterThan(1);
    const groups = await modal(page).getByRole('group').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(groups[0]).toBe('Installation');
    const first = options(page).first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await expect(first.locator('.search-hit-path').textContent()).resolves.toBe('Guides › Installation › Configure the checkout');
    expect(await first.locator('mark').first().textContent()).toMatch(/^checkout$/i);
    // Arrow keys move the selection; Enter opens it, client-side, scrolled to its heading.
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    await expect(input(page).getAttribute('aria-activedescendant')).resolves.toBe(await second.getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/guides/installation#configure-the-checkout');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('configure-the-checkout')!.getBoundingClientRect().top))).toBeLessThan(200);
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('finds words with a typo and by prefix, and says so plainly when nothing matches', async () => {
    const { page, problems } = await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await input(page).fill('instalation');
    await expect.poll(() => options(page).first().locator('.search-hit-heading').textContent()).toBe('Installation');
    await input(page).fill('vouch');
    await expect.poll(() => options(page).first().locator('.search-hit-heading').textContent()).toBe('Payment methods');
    await input(page).fill('xylophone');
    await expect.poll(() => modal(page).getByRole('status').textContent()).toBe('No results for “xylophone” in the documentation.');
    // Code, the navbar and the footer are not content.
    for (const word of ['codeonlyword', 'navbaronly', 'footeronly']) {
      await input(page).fill(word);
      await expect.poll(() => modal(page).getByRole('status').textContent()).toContain('No results');
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('searches the docs from a docs page and everything elsewhere (contextual facets)', async () => {
    const { page } = await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await input(page).fill('zephyr');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    const fromDocs = await options(page).evaluateAll((els) => els.map((e) => e.querySelector('.search-hit-path')!.textContent));
    expect(fromDocs.every((p) => !p!.startsWith('Blog'))).toBe(true);
    expect(fromDocs.some((p) => p!.includes('Introduction'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.goto(fixture.server.url + '/blog');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('zephyr');
    await expect.poll(() => options(page).evaluateAll((els) => els.map((e) => e.querySelector('.search-hit-path')!.textContent!.split(' › ')[0]))).toEqual(expect.arrayContaining(['Blog', 'Documentation']));
    await page.close();
  });

  it('links to all results on the search page, and remembers recent searches', async () => {
    const { page, problems } = await open('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('checkout');
    const seeAll = modal(page).getByRole('link', { name: /See all \d+ results/ });
    await expect.poll(() => seeAll.count()).toBe(1);
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await seeAll.click();
    await page.waitForURL('**/search?q=checkout');
    await expect.poll(() => page.locator('.search-page-result').count()).toBe(count);
    await expect(page.getByRole('status').textContent()).resolves.toBe(`${count} results.`);
    await page.keyboard.press('Control+k');
    await expect.poll(() => modal(page).getByRole('button', { name: 'checkout' }).count()).toBe(1);
    await modal(page).getByRole('button', { name: 'checkout' }).click();
    await expect(input(page).inputValue()).resolves.toBe('checkout');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the search page', () => {
  it('reads q from the address, updates it as you type, and survives a reload', async () => {
    const { page, problems } = await open('/search?q=caching');
    await expect.poll(() => page.locator('.search-page-result h2').first().textContent()).toBe('Caching');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('payment methods');
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?q=payment+methods');
    await expect.poll(() => page.locator('.search-page-result h2').first().textContent()).toBe('Payment methods');
    await page.reload();
    await hydrated(page);
    await expect(box.inputValue()).resolves.toBe('payment methods');
    await expect.poll(() => page.locator('.search-page-result').count()).toBeGreaterThan(0);
    await page.locator('.search-page-result a').first().click();
    await page.waitForURL('**/docs/guides/installation#payment-methods');
    await page.goBack();
    await page.waitForURL('**/search?q=payment+methods');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('only ever shows a query as text', async () => {
    for (const q of ['<img src=x onerror="window.pwned=1">', '"><script>window.pwned=1</script>']) {
      const { page, problems } = await open(`/search?q=${encodeURIComponent(q)}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(`Search results for “${q}”`);
      await expect.poll(() => page.getByRole('status').textContent()).toMatch(/No results|result/);
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      expect(await page.locator('main img, main script').count()).toBe(0);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
