import { describe, expect, it } from 'vitest';
import { useServedFixture, openHydrated } from '../helpers/browser.ts';

/** What a site built from presets shows a reader: a route a preset's plugin adds, nested plugin routes in their layout, the search the search themes stand for. */
const fixture = useServedFixture('docusaurus-presets');

const open = (path: string) => openHydrated(fixture, path);

describe('a site built from presets, in the browser', () => {
  it("reaches the route a published preset's plugin adds by the navbar, without a reload", async () => {
    const { page, problems } = await open('/');
    await page.evaluate(() => ((window as unknown as { __orchard: number }).__orchard = 1));
    await page.getByRole('link', { name: 'Harvest' }).first().click();
    await page.waitForFunction(() => location.pathname === '/harvest');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Orchard: the autumn harvest');
    expect(await page.locator('.harvest-crops li').allTextContents()).toEqual(['apples', 'pears', 'quinces']);
    expect(await page.evaluate(() => (window as unknown as { __orchard?: number }).__orchard)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('moves between nested routes inside their layout, the layout staying and the row changing', async () => {
    const { page, problems } = await open('/rows/apple');
    expect(await page.locator('.rows-detail h1').textContent()).toBe('Bramley row');
    await page.evaluate(() => ((window as unknown as { __orchard: number }).__orchard = 2));
    await page.locator('.rows-nav').getByRole('link', { name: 'Conference' }).click();
    await page.waitForFunction(() => location.pathname === '/rows/pear');
    await expect.poll(() => page.locator('.rows-detail h1').textContent()).toBe('Conference row');
    expect(await page.locator('.rows-detail .row-route').textContent()).toBe('/rows/pear');
    expect(await page.locator('.rows-heading').textContent()).toBe('Rows of the orchard');
    expect(await page.evaluate(() => (window as unknown as { __orchard?: number }).__orchard)).toBe(2);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has the built-in search box the search themes are replaced by, and it finds a page', async () => {
    const { page, problems } = await open('/');
    await page.locator('.navbar .search-button').first().click();
    const dialog = page.getByRole('dialog', { name: /Search/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Search' }).fill('prune');
    await expect.poll(() => dialog.getByRole('option').first().textContent(), { timeout: 10_000 }).toContain('Tending the orchard');
    expect(problems).toEqual([]);
    await page.close();
  });
});
