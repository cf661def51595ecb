import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems, hydrated, serve, useServedFixture, type Served } from '../helpers/browser.ts';
import { buildSite, copyFixture } from '../helpers/site.ts';

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
    const { page, problems, requests } = await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await input(page).fill('checkout');
    await expect.poll(() => options(page).count()).toBeGreaterThan(1);
    // The page fetched the meta file to start the worker and handed it over: the worker did not fetch it again.
    expect(requests.some((r) => /^\/search\/t\d+-/.test(r))).toBe(true);
    expect(requests.filter((r) => r === '/search/meta.json')).toHaveLength(1);
    const groups = await modal(page).getByRole('group').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(groups[0]).toBe('Installation');
    const first = options(page).first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await expect(first.locator('.search-hit-path').textContent()).resolves.toBe('guides › Installation › Configure the checkout');
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
    // What the typo matched is marked, though it does not start with what was typed.
    await expect.poll(() => modal(page).locator('mark').allTextContents()).toContain('installation');
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
    // The intro doc sits at the top of the sidebar: its section is its one breadcrumb.
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

  it('keeps "/" typed in its own search field as text: the modal does not open', async () => {
    const { page, problems } = await open('/search');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.click();
    await page.keyboard.type('a/b');
    await expect(box.inputValue()).resolves.toBe('a/b');
    await page.waitForTimeout(300);
    expect(await modal(page).count()).toBe(0);
    // Outside a text field, "/" still opens it.
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('does not move under a phone reader while its results arrive', async () => {
    const page = await fixture.browser.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    // The results come after the page is shown, as on a slow network: hold the index back until then.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(fixture.server.url + '/search?q=' + encodeURIComponent('install the starter store'));
    await hydrated(page);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Searching…');
    release();
    await expect.poll(() => page.locator('.search-page-result').count()).toBeGreaterThan(0);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
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

/** Docs enough that one word has more results than the search page lists at first. */
const MANY = 120;

describe('the search page with many results', () => {
  let server: Served;
  beforeAll(async () => {
    const siteDir = copyFixture('search');
    mkdirSync(path.join(siteDir, 'docs', 'bulk'));
    for (let i = 1; i <= MANY; i++) writeFileSync(path.join(siteDir, 'docs', 'bulk', `bulk-${i}.md`), `---\ntitle: Bulk page ${i}\n---\n\nThe quokka note number ${i} of the pile.\n`);
    const site = await buildSite(siteDir, ['--strict']);
    expect(site.report.ok, JSON.stringify(site.report.diagnostics)).toBe(true);
    server = await serve(site.outDir);
  });
  afterAll(() => server?.close());

  it('lists every result: "Show more results" adds the next ones and moves the focus to the first of them', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/search?q=quokka`);
    await hydrated(page);
    const results = page.locator('.search-page-result');
    const more = page.getByRole('button', { name: 'Show more results' });
    await expect.poll(() => results.count()).toBe(50);
    await expect(page.getByRole('status').textContent()).resolves.toBe(`${MANY} results, 50 shown.`);

    // By keyboard: the button takes Enter, and reading goes on at the first new result.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => results.count()).toBe(100);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(await results.nth(50).locator('h2 a').textContent());
    await expect(page.getByRole('status').textContent()).resolves.toBe(`${MANY} results, 100 shown.`);

    // The last batch: every result is listed once, and the button is gone.
    await more.click();
    await expect.poll(() => results.count()).toBe(MANY);
    await expect.poll(() => more.count()).toBe(0);
    await expect(page.getByRole('status').textContent()).resolves.toBe(`${MANY} results.`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(await results.nth(100).locator('h2 a').textContent());
    const titles = await page.locator('.search-page-result h2').allTextContents();
    expect(new Set(titles).size).toBe(MANY);

    // A new query starts again from the first batch.
    await page.getByRole('searchbox', { name: 'Search' }).fill('quokka pile');
    await expect.poll(() => results.count()).toBe(50);
    expect(problems).toEqual([]);
    await page.close();
  });
});
