import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useServedFixture, searchHits, openHydrated } from '../helpers/browser.ts';

/** The site with two docs sets (the manual, and the versioned community docs) and two blogs, read in Chromium. */
const fixture = useServedFixture('docusaurus-docsets');

const open = (path: string) => openHydrated(fixture, path);

const navbar = (page: Page) => page.locator('header.navbar');
const activeItems = (page: Page) => navbar(page).locator('.navbar__link--active').allTextContents();

describe('a site with several docs sets in the browser', () => {
  it('goes from one docs set to the other by the navbar, with each set its sidebar, active item and versions', async () => {
    const { page, problems } = await open('/docs/planting');
    expect(await activeItems(page)).toEqual(['Manual']);
    await navbar(page).getByRole('link', { name: 'Community', exact: true }).click();
    await page.waitForFunction(() => location.pathname === '/community/intro');
    await expect.poll(() => page.locator('.doc-main').textContent()).toContain('at the harvest fair');
    await expect.poll(() => page.locator('.doc-sidebar').textContent()).toContain('Contributing');
    expect(await page.locator('.doc-sidebar').textContent()).not.toContain('Planting');
    await expect.poll(() => activeItems(page)).toEqual(['Community', '1.0']);

    // The community set's version menu switches its version, staying on the same doc.
    await page.locator('.navbar-version button').click();
    await page.getByRole('menuitem', { name: 'Next' }).click();
    await page.waitForFunction(() => location.pathname === '/community/next/intro');
    await expect.poll(() => page.locator('.doc-main').textContent()).toContain('first Monday of every month');
    await expect.poll(() => page.locator('.doc-sidebar').textContent()).toContain('Getting support');
    expect(await page.locator('.theme-doc-version-banner').textContent()).toContain('This is unreleased documentation for Orchard Next version.');
    // The choice is remembered for that docs set, under its id, as Docusaurus keeps it.
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-community'))).toBe('current');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(null);

    // Back to the manual: its sidebar again, no banner, the community items off.
    await navbar(page).getByRole('link', { name: 'Manual' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/intro');
    await expect.poll(() => page.locator('.doc-sidebar').textContent()).toContain('Planting');
    expect(await page.locator('.theme-doc-version-banner').count()).toBe(0);
    await expect.poll(() => activeItems(page)).toEqual(['Manual']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('follows a link from one docs set into the other', async () => {
    const { page, problems } = await open('/docs/intro');
    await page.locator('.doc-main').getByRole('link', { name: 'community pages' }).click();
    await page.waitForFunction(() => location.pathname === '/community/intro');
    await expect.poll(() => page.locator('.orchard-doc-set').textContent()).toBe('Set community, version 1.0 (1.0), doc intro');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('searches the docs of the set and version being read only', async () => {
    // "orchard" is in both sets' docs: `orchard doctor` in community, `orchard plant` in the manual.
    const { page, problems } = await open('/community/next/support');
    const community = await searchHits(page, 'orchard');
    expect(community).toMatch(/doctor/);
    expect(community).not.toMatch(/Planting|Pruning/);

    await page.goto(fixture.server.url + '/docs/planting');
    await hydrated(page);
    const manual = await searchHits(page, 'orchard');
    expect(manual).toMatch(/Planting|Pruning/);
    expect(manual).not.toMatch(/doctor/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists each blog on its own page', async () => {
    const { page, problems } = await open('/blog');
    await navbar(page).getByRole('link', { name: 'Changelog' }).click();
    await page.waitForFunction(() => location.pathname === '/changelog');
    await expect.poll(() => page.locator('main').textContent()).toContain('Orchard 1.1');
    expect(await page.locator('main').textContent()).not.toContain('Watering in a dry summer');
    expect(await page.locator('.blog-sidebar h2').textContent()).toBe('All releases');
    expect(problems).toEqual([]);
    await page.close();
  });
});
