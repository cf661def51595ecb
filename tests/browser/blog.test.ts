import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems, hydrated, useServedFixture } from '../helpers/browser.ts';

const fixture = useServedFixture('blog');

async function open(path: string, viewport?: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
  const page = await fixture.browser.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const problems = collectProblems(page);
  await page.goto(fixture.server.url + path);
  await hydrated(page);
  return { page, problems };
}

const postTitles = (page: Page) => page.locator('.blog-main h2.blog-post-title').allTextContents();
const pathname = (page: Page) => page.evaluate(() => location.pathname);

describe('blog in the browser', () => {
  it('pages through the list with Older and Newer, keeping excerpts and Read more', async () => {
    const { page, problems } = await open('/news');
    expect(await postTitles(page)).toEqual(['May is here', 'April in MDX', 'March update']);
    // Each link is named once for a screen reader: "Older posts", not "Older Older posts".
    const pages = page.getByRole('navigation', { name: 'Blog list pages' });
    await expect(pages.getByRole('link').count()).resolves.toBe(1);
    await expect(pages.getByRole('link', { name: 'Older posts', exact: true }).count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Older posts', exact: true }).click();
    await page.waitForURL('**/news/page/2');
    expect(await postTitles(page)).toEqual(['Fixed date parsing', 'We launched']);
    expect(await page.locator('.blog-main').textContent()).not.toContain('What is in it');
    await page.getByRole('link', { name: 'Read more about We launched' }).click();
    await page.waitForURL('**/news/2023/01/10/launch');
    await expect.poll(() => page.locator('.blog-main h2#what-is-in-it').count()).toBe(1);
    await page.goBack();
    await page.waitForURL('**/news/page/2');
    await expect(pages.getByRole('link', { name: 'Newer posts', exact: true }).count()).resolves.toBe(1);
    await expect(pages.getByRole('link', { name: /Newer\s+Newer|Older\s+Older/ }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Newer posts', exact: true }).click();
    await page.waitForURL(/\/news$/);
    expect(await postTitles(page)).toEqual(['May is here', 'April in MDX', 'March update']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('goes from a post to its tag, to all tags, and back to a post of another tag', async () => {
    const { page, problems } = await open('/news/2023/03/01/march');
    await page.locator('.blog-post-footer').getByRole('link', { name: 'release' }).click();
    await page.waitForURL('**/news/tags/release');
    expect(await page.locator('.blog-main h1').textContent()).toBe('3 posts tagged with "release"');
    expect(await postTitles(page)).toEqual(['April in MDX', 'March update', 'We launched']);
    await page.getByRole('link', { name: 'View all tags' }).click();
    await page.waitForURL('**/news/tags');
    await page.getByRole('link', { name: /^fix/ }).click();
    await page.waitForURL('**/news/tags/fix');
    expect(await postTitles(page)).toEqual(['Fixed date parsing']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('moves between posts with Newer post and Older post, and the sidebar marks the one shown', async () => {
    const { page, problems } = await open('/news/2023/02/14/valentine');
    const current = () => page.locator('.blog-sidebar a[aria-current="page"]').allTextContents();
    expect(await current()).toEqual(['Fixed date parsing']);
    await page.getByRole('link', { name: /Older post/ }).click();
    await page.waitForURL('**/news/2023/01/10/launch');
    expect(await page.locator('h1.blog-post-title').textContent()).toBe('We launched');
    await expect.poll(current).toEqual(['We launched']);
    // The oldest post has no older one.
    expect(await page.getByRole('link', { name: /Older post/ }).count()).toBe(0);
    await page.getByRole('link', { name: /Newer post/ }).click();
    await page.waitForURL('**/news/2023/02/14/valentine');
    await page.getByRole('link', { name: /Newer post/ }).click();
    await page.waitForURL('**/news/2023/03/01/march');
    await expect.poll(current).toEqual(['March update']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists every post in the sidebar, reachable with the keyboard, and below the content on a phone', async () => {
    const { page, problems } = await open('/news/archive');
    const sidebar = page.getByRole('navigation', { name: 'All news' });
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['May is here', 'April in MDX', 'March update', 'Fixed date parsing', 'We launched']);
    await sidebar.getByRole('link', { name: 'April in MDX' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/news/april-notes');
    expect(await page.locator('mark').textContent()).toBe('highlighted');
    await page.setViewportSize({ width: 390, height: 800 });
    const [main, side] = await Promise.all([page.locator('.blog-main').boundingBox(), page.locator('.blog-sidebar').boundingBox()]);
    expect(side!.y).toBeGreaterThan(main!.y + main!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
