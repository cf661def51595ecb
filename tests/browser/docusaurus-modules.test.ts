import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useServedFixture, openHydrated } from '../helpers/browser.ts';

/** The client-side half of Docusaurus's modules and theme components, in a built Docusaurus-style site. */
const fixture = useServedFixture('docusaurus-modules');

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await openHydrated(fixture, path);
  // Pages of the shared context share localStorage: each test starts with no remembered tab.
  await page.evaluate(() => localStorage.clear());
  return { page, problems };
}

/** Marks the loaded document: still there after a navigation means the app navigated without a reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __seedMark: number }).__seedMark = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __seedMark?: number }).__seedMark === 42);
const path = (page: Page) => page.evaluate(() => location.pathname + location.hash);

describe('docusaurus modules in the browser', () => {
  it('hydrates without errors, then shows what BrowserOnly and useIsBrowser keep for the browser', async () => {
    const { page, problems } = await open('/docs/catalogue');
    await page.locator('.seed-browser-only').waitFor();
    expect(await page.locator('.seed-browser-only').textContent()).toBe('Window is open');
    expect(await page.locator('.seed-fallback').count()).toBe(0);
    expect(await page.locator('.seed-where-browser').textContent()).toBe('rendered in: browser');
    expect(await page.locator('.seed-where-dom').textContent()).toBe('dom: true');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Head applies its other tags in the browser, and takes them away when the page goes', async () => {
    const { page, problems } = await open('/docs/catalogue');
    expect(await page.title()).toBe('Seed catalogue, all in one page');
    await page.waitForFunction(() => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content') === 'https://seeds.example/img/packet.svg');
    await page.locator('.seed-link-internal').click();
    await page.waitForFunction(() => location.pathname === '/docs/returns');
    await page.waitForFunction(() => document.title === 'Returns | Seed Library');
    expect(await page.evaluate(() => document.head.querySelector('meta[property="og:image"]'))).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Tabs with the same groupId switch together, and the choice holds on the next page', async () => {
    const { page, problems } = await open('/docs/catalogue');
    const lists = page.getByRole('tablist');
    await lists.nth(0).getByRole('tab', { name: 'Tropical' }).click();
    await expect.poll(() => lists.nth(1).locator('[aria-selected="true"]').textContent()).toBe('Tropical');
    expect(await page.getByText('Harvest after the rains.').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.climate'))).toBe('tropical');
    await page.locator('.seed-link-internal').click();
    await page.waitForFunction(() => location.pathname === '/docs/returns');
    await expect.poll(() => page.getByRole('tablist').locator('[aria-selected="true"]').textContent()).toBe('Tropical');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Details opens and closes on click and from the keyboard', async () => {
    const { page, problems } = await open('/docs/catalogue');
    const details = page.locator('details.details').first();
    const isOpen = () => details.evaluate((d: HTMLDetailsElement) => d.open);
    expect(await isOpen()).toBe(false);
    expect(await details.getByText('Six weeks').isVisible()).toBe(false);
    await details.locator('summary').click();
    expect(await isOpen()).toBe(true);
    expect(await details.getByText('Six weeks').isVisible()).toBe(true);
    await details.locator('summary').click();
    expect(await isOpen()).toBe(false);
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('Space');
    expect(await isOpen()).toBe(false);
    // The raw <details> of MDX is styled as the component: same border colour. (The page's folded
    // "On this page" is a <details> too, outside the content.)
    const borders = await page.evaluate(() => [...document.querySelectorAll('.markdown details')].map((d) => getComputedStyle(d).borderLeftColor));
    expect(borders.length).toBeGreaterThan(1);
    expect(new Set(borders).size).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.markdown details')!).borderLeftWidth)).toBe('5px');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Link navigates inside the app, without a reload', async () => {
    const { page, problems } = await open('/docs/catalogue');
    await mark(page);
    await page.locator('.seed-link-internal').click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Returns');
    expect(await path(page)).toBe('/docs/returns');
    expect(await marked(page)).toBe(true);
    // The nav link follows the page it is on.
    await page.locator('.seed-back').click();
    await page.waitForFunction(() => location.pathname === '/docs/catalogue');
    expect(await page.locator('.seed-link-nav').getAttribute('aria-current')).toBe('page');
    expect(await marked(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('useHistory().push navigates inside the app, to a path or a location object', async () => {
    const { page, problems } = await open('/docs/catalogue');
    await mark(page);
    await page.locator('.seed-borrow').click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Returns');
    expect(await path(page)).toBe('/docs/returns#due-dates');
    expect(await marked(page)).toBe(true);

    await page.goto(fixture.server.url + '/modules');
    await hydrated(page);
    await mark(page);
    await page.locator('.seed-page-push').click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Plants');
    expect(await path(page)).toBe('/docs/plants');
    expect(await marked(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Redirect replaces the page it is on', async () => {
    const { page, problems } = await open('/docs/moved');
    await page.waitForFunction(() => location.pathname === '/docs/returns');
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Returns');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on a React page: html attributes from Head, the browser state, and ErrorBoundary catching a crash', async () => {
    const { page, problems } = await open('/modules');
    await page.waitForFunction(() => document.documentElement.classList.contains('seed-modules-page'));
    // The browser state turns true in the render after hydration, which may come a moment later.
    await expect.poll(() => page.locator('.seed-page-browser').textContent()).toBe('hydrated');
    await expect.poll(() => page.locator('.seed-page-only').textContent()).toBe('viewport: true');
    expect(problems).toEqual([]);
    await page.locator('.seed-page-break').click();
    await expect.poll(() => page.locator('.seed-page-crash').textContent()).toBe('Caught: the seed counter broke');
    // The rest of the page is still there.
    expect(await page.locator('.seed-page-link').isVisible()).toBe(true);
    // React reports an error a boundary caught; nothing else may have gone wrong.
    expect(problems.filter((p) => !p.includes('the seed counter broke'))).toEqual([]);
    await page.locator('.seed-page-link').click();
    await page.waitForFunction(() => location.pathname === '/docs/catalogue');
    // The address can change a moment before the next page commits and the old page's Head lets go.
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('seed-modules-page'))).toBe(false);
    await page.close();
  });
});
