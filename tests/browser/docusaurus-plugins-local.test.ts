import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServedFixture, openHydrated } from '../helpers/browser.ts';

/** What a site's own plugins add, as a reader sees it: a client module on every page and navigation, global data on a page. */
const fixture = useServedFixture('docusaurus-plugins-local');

const open = (path: string) => openHydrated(fixture, path);

const stamp = (page: Page) => page.locator('#pantry-stamp').textContent();

describe('a site\'s own plugins in the browser', () => {
  it('runs the client module on the first page and again on each client-side navigation', async () => {
    const { page, problems } = await open('/');
    await expect.poll(() => stamp(page)).toBe('Pages shown: 1 · now /');
    // Marks the document: still there after navigating means the app navigated without a reload.
    await page.evaluate(() => ((window as unknown as { __pantry: number }).__pantry = 1));
    await page.getByRole('link', { name: 'Recipes' }).first().click();
    await page.waitForFunction(() => location.pathname === '/recipes');
    await expect.poll(() => stamp(page)).toBe('Pages shown: 2 · now /recipes');
    await page.getByRole('link', { name: 'Oat bread' }).click();
    await page.waitForFunction(() => location.pathname === '/recipes/oat-bread');
    await expect.poll(() => stamp(page)).toBe('Pages shown: 3 · now /recipes/oat-bread');
    expect(await page.locator('.recipe-ingredients li').allTextContents()).toEqual(['oats', 'flour', 'yeast']);
    expect(await page.evaluate(() => (window as unknown as { __pantry?: number }).__pantry)).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the global data a plugin set, on the page itself and after navigating to it', async () => {
    const { page, problems } = await open('/stock');
    expect(await page.locator('.stock-list li').allTextContents()).toEqual(['barley: 3 jars', 'oats: 5 jars']);
    await page.getByRole('link', { name: 'Recipes' }).first().click();
    await page.waitForFunction(() => location.pathname === '/recipes');
    await page.getByRole('link', { name: 'Stock' }).first().click();
    await page.waitForFunction(() => location.pathname === '/stock');
    await expect.poll(() => page.locator('.stock-updated').textContent()).toBe('Counted on 2026-11-20');
    expect(await page.locator('.stock-publishers').textContent()).toBe('Published by: pantry-stock');
    expect(problems).toEqual([]);
    await page.close();
  });
});
