import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems, hydrated, useServedFixture } from '../helpers/browser.ts';

/** A site with swizzled components (wrapped and ejected) and theme-common hooks, in a real browser. */
const fixture = useServedFixture('docusaurus-swizzle');

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await fixture.browser.newPage();
  const problems = collectProblems(page);
  await page.goto(fixture.server.url + path);
  await hydrated(page);
  return { page, problems };
}

describe('swizzled components in the browser', () => {
  it('a doc page with wrapped and ejected components and theme-common hooks hydrates without errors', async () => {
    const { page, problems } = await open('/docs/lamps/wicks');
    // After hydration the hooks give the browser's values: a window size, the html class.
    await expect.poll(() => page.locator('.harbour-window').textContent()).toMatch(/^(desktop|mobile)$/);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('harbour-docs'))).toBe(true);
    expect(await page.locator('.harbour-mdx').count()).toBe(1);
    expect(await page.locator('.harbour-doc-footer').textContent()).toBe('Logged by Maren: Trimming wicks (2 tags)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Collapsible opens and closes, and useLocationChange counts client navigations', async () => {
    const { page, problems } = await open('/docs/lamps/wicks');
    await page.getByRole('button', { name: 'Show the drawer' }).click();
    expect(await page.getByText('Three spare wicks.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Hide the drawer' }).click();
    expect(await page.getByText('Three spare wicks.').isVisible()).toBe(false);
    await page.locator('.harbour-toc-link').click();
    await expect.poll(() => page.locator('.harbour-moves').textContent()).toBe('1');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('after a client navigation, the wrapped blog post items render from the client and Root still wraps the page', async () => {
    const { page, problems } = await open('/');
    expect(await page.locator('.harbour-home-keeper').textContent()).toBe('On watch: Maren');
    await page.evaluate(() => ((window as unknown as { __harbour: number }).__harbour = 1));
    await page.locator('.navbar').getByRole('link', { name: 'Log', exact: true }).click();
    await page.waitForFunction(() => location.pathname === '/log');
    await expect.poll(() => page.locator('.harbour-post-note').count()).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { __harbour?: number }).__harbour)).toBe(1);
    await page.getByRole('link', { name: 'First light of spring' }).first().click();
    await expect.poll(() => page.locator('.harbour-post-note').textContent()).toBe('Reading: First light of spring, 1 min');
    expect(problems).toEqual([]);
    await page.close();
  });
});
