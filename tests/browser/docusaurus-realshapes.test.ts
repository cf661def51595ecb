import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems, hydrated, useServed } from '../helpers/browser.ts';
import { buildRealSiteFixture } from '../helpers/site.ts';

/**
 * A site in the shape of the TypeScript create-docusaurus template (fixtures/docusaurus-realshapes-a),
 * with `themeConfig.docs.sidebar.hideable`: what a reader does with the sidebar's collapse button.
 */
const fixture = useServed(() => buildRealSiteFixture('docusaurus-realshapes-a'));

const sidebarWidth = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('main.doc-layout')!).gridTemplateColumns.split(' ')[0]);
const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

describe('a hideable docs sidebar', () => {
  it('collapses into a narrow button, stays collapsed across navigations, and comes back', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    expect(await collapse.getAttribute('aria-controls')).toBe(await page.locator('nav.doc-sidebar').getAttribute('id'));
    expect(await sidebarWidth(page)).toBe('300px');

    await collapse.click();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expand.waitFor();
    expect(await page.locator('main nav.doc-sidebar').count()).toBe(0);
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebarWidth(page)).toBe('30px');

    // A client navigation keeps the choice.
    await page.locator('article a', { hasText: 'how to enqueue' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/guides/enqueue');
    await expand.waitFor();
    expect(await page.locator('main nav.doc-sidebar').count()).toBe(0);

    await expand.click();
    await collapse.waitFor();
    expect(await page.locator('main nav.doc-sidebar a.active').textContent()).toBe('Enqueue jobs');
    expect(await sidebarWidth(page)).toBe('300px');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works from the keyboard, focus following the toggle to the button that undoes it', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/docs/guides/drain');
    await hydrated(page);
    await page.getByRole('button', { name: 'Collapse sidebar' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedClass(page)).toBe('doc-sidebar-expand');
    await page.keyboard.press('Space');
    await expect.poll(() => focusedClass(page)).toBe('doc-sidebar-collapse');
    expect(await page.locator('main nav.doc-sidebar').count()).toBe(1);
    await page.close();
  });

  it('is shown again after a full page load, and has no expand button on a narrow screen', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.reload();
    await hydrated(page);
    expect(await page.locator('main nav.doc-sidebar').count()).toBe(1);

    await page.setViewportSize({ width: 600, height: 800 });
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible()).toBe(false);
    await page.close();
  });
});

describe('the blog sidebar of a Docusaurus 3 site', () => {
  it('lists every post (blogSidebarCount: ALL) under a heading per year', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/blog');
    await hydrated(page);
    const groups = page.locator('nav.blog-sidebar [role="group"]');
    expect(await groups.count()).toBe(2);
    expect(await page.getByRole('group', { name: '2023' }).getByRole('link').allTextContents()).toEqual(['Design notes', 'Hello']);
    expect(await page.getByRole('group', { name: '2024' }).getByRole('link').allTextContents()).toEqual(['First light']);
    await page.close();
  });
});

describe('a website/ folder whose home page redirects (realshapes-c)', () => {
  const site = useServed(() => buildRealSiteFixture('docusaurus-realshapes-c', [], 'website'));

  it('sends the home page to the overview, and the navbar link keeps to the site root from a nested doc', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(site.server.url + '/');
    await page.waitForFunction(() => location.pathname === '/docs/overview');
    await hydrated(page);
    await page.locator('article a', { hasText: 'tutorial' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/tutorial');
    await page.locator('header .navbar-link', { hasText: 'Docs' }).click();
    await page.waitForFunction(() => location.pathname === '/docs/overview');
    expect(await page.evaluate(() => document.documentElement.dataset.ledgerlineScript)).toBe('loaded');
    expect(problems).toEqual([]);
    await page.close();
  });
});
