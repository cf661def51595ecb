import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useServedFixture, searchHits, openHydrated } from '../helpers/browser.ts';

/** The versioned Docusaurus site (2.0 latest, 1.0 older, the docs folder as "next"), read in Chromium. */
const fixture = useServedFixture('docusaurus-versions');

const open = (path: string) => openHydrated(fixture, path);

const versionButton = (page: Page) => page.locator('.navbar-version button');

describe('a versioned site in the browser', () => {
  it('shows the unreleased banner on the next docs, and its link opens the same doc in the latest version', async () => {
    const { page, problems } = await open('/docs/next/install');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner.textContent()).resolves.toContain('This is unreleased documentation for Beacon Next (unreleased) version.');
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/install');
    await expect.poll(() => page.locator('article, .doc-main').first().textContent()).toContain('Set the fixed lens on its plinth');
    expect(await page.locator('.theme-doc-version-banner').count()).toBe(0);
    expect(await versionButton(page).textContent()).toBe('2.0');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('switches versions from the dropdown with the mouse, staying on the same page', async () => {
    const { page, problems } = await open('/docs/guides/signals');
    await versionButton(page).click();
    await page.getByRole('menuitem', { name: 'Next (unreleased)' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/next/guides/signals');
    await expect.poll(() => page.locator('.doc-main').textContent()).toContain('One long flash every five seconds');
    expect(await versionButton(page).textContent()).toBe('Next (unreleased)');
    // The next docs' own sidebar came with the page.
    await expect.poll(() => page.locator('.doc-sidebar').textContent()).toContain('What is new in 3.0');
    // The version's class is on <html> while its page shows, as Docusaurus puts it.
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toMatch(/\bdocs-version-current\b/);
    expect(await page.evaluate(() => document.documentElement.classList.contains('docs-version-2.0'))).toBe(false);
    // The choice is remembered, as Docusaurus remembers it.
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('switches versions from the dropdown with the keyboard', async () => {
    const { page, problems } = await open('/docs/next/guides/signals');
    await versionButton(page).focus();
    await page.keyboard.press('ArrowDown');
    // The button is labelled with the version too: wait for the menu item, not the text alone.
    await expect.poll(() => page.evaluate(() => `${document.activeElement?.getAttribute('role')}: ${document.activeElement?.textContent}`)).toBe('menuitem: Next (unreleased)');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/docs/guides/signals');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/docs/guides/signals');
    await expect.poll(() => page.locator('.doc-main').textContent()).toContain('Two short flashes every ten seconds');
    expect(await versionButton(page).textContent()).toBe('2.0');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('searches only the docs of the version being read', async () => {
    // "lens" is in every version: the next docs have a rotating lens, 2.0 a fixed one.
    const { page, problems } = await open('/docs/next/intro');
    const next = await searchHits(page, 'lens', { atLeast: 2 });
    expect(next).toMatch(/rotating/);
    expect(next).not.toMatch(/fixed lens/);

    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    const latest = await searchHits(page, 'lens', { atLeast: 2 });
    expect(latest).toMatch(/fixed/);
    expect(latest).not.toMatch(/rotating/);
    expect(problems).toEqual([]);
    await page.close();
  });
});
