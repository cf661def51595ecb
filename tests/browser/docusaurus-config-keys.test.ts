import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useServedFixture } from '../helpers/browser.ts';

/** What the Docusaurus config keys do in a real browser (fixtures/docusaurus-config-keys). */
const fixture = useServedFixture('docusaurus-config-keys');

const rootAttribute = (page: Page, name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);

describe('Docusaurus config keys in the browser', () => {
  it("runs the client module's onRouteDidUpdate on the first page and on each navigation", async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    await expect.poll(() => rootAttribute(page, 'data-guild-routes')).toBe('1');
    expect(await rootAttribute(page, 'data-guild-path')).toBe('/docs/intro');
    await page.locator('header .navbar-link', { hasText: 'Log' }).click();
    await page.waitForFunction(() => location.pathname === '/blog');
    await expect.poll(() => rootAttribute(page, 'data-guild-routes')).toBe('2');
    expect(await rootAttribute(page, 'data-guild-path')).toBe('/blog');
    await page.close();
  });

  it('keeps a dark footer and navbar dark in light mode, and shows the logo of the current mode only', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/about');
    await hydrated(page);
    expect(await rootAttribute(page, 'data-theme')).toBe('light');
    expect(await page.locator('footer').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(48, 56, 70)');
    expect(await page.locator('header.navbar').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(36, 37, 38)');
    expect(await page.locator('.navbar-brand img.themed-image--light').isVisible()).toBe(true);
    expect(await page.locator('.navbar-brand img.themed-image--dark').isVisible()).toBe(false);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await page.locator('.navbar-brand img.themed-image--dark').isVisible()).toBe(true);
    expect(await page.locator('.navbar-brand img.themed-image--light').isVisible()).toBe(false);
    await page.close();
  });

  it('closes the sibling categories when a category is opened (autoCollapseCategories)', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    const sidebar = page.locator('nav.doc-sidebar').first();
    const equipment = sidebar.getByRole('button', { name: 'Equipment' });
    const charts = sidebar.getByRole('button', { name: 'Charts' });
    // sidebarCollapsed: false opens both at first.
    expect(await equipment.getAttribute('aria-expanded')).toBe('true');
    expect(await charts.getAttribute('aria-expanded')).toBe('true');
    await charts.click();
    await expect.poll(() => charts.getAttribute('aria-expanded')).toBe('false');
    expect(await equipment.getAttribute('aria-expanded')).toBe('true');
    await charts.click();
    await expect.poll(() => equipment.getAttribute('aria-expanded')).toBe('false');
    expect(await charts.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});
