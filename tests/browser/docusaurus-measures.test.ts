import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems, hydrated, useServedFixture } from '../helpers/browser.ts';

/**
 * The classic-template fixture built by us, measured where Docusaurus 3.10 puts things when it
 * builds the same site (the numbers were read from a real Docusaurus build in Chromium at the same
 * widths): navbar items, the 300 px docs sidebar, content and table-of-contents columns, breadcrumbs,
 * pagination, footer columns and the blog's container. Infima is on for a Docusaurus config.
 */
const fixture = useServedFixture('docusaurus-classic');

async function open(url: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await fixture.browser.newPage();
  const problems = collectProblems(page);
  // The fixture's preset has gtag and googleTagManager: their scripts are answered here, never downloaded.
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(fixture.server.url + url);
  await hydrated(page);
  return { page, problems };
}

const style = (page: Page, selector: string, property: string, pseudo?: string) =>
  page.locator(selector).first().evaluate((el, [p, ps]) => getComputedStyle(el, ps).getPropertyValue(p!), [property, pseudo ?? null] as const);

async function box(page: Page, selector: string) {
  const b = (await page.locator(selector).first().boundingBox())!;
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
}

describe('a Docusaurus site at 1,280 px, measured against Docusaurus', () => {
  it('lays the navbar out with Infima\'s item padding and a 2rem logo', async () => {
    const { page, problems } = await open('/docs/intro', 1280);
    expect((await box(page, '.navbar-brand img')).height).toBe(32);
    expect(await style(page, '.navbar-inner .navbar-link', 'padding-left')).toBe('12px');
    expect((await box(page, '.navbar-inner .navbar-link')).x).toBe(163);
    expect((await box(page, 'header.navbar')).height).toBe(60);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('gives docs a 300 px sidebar with a rule, the content three quarters of the rest, and a small table of contents', async () => {
    const { page, problems } = await open('/docs/intro', 1280);
    const sidebar = await box(page, '.doc-sidebar');
    expect(sidebar.x).toBe(0);
    expect(sidebar.width).toBe(300);
    expect(await style(page, '.doc-layout', 'background-image')).toContain('linear-gradient');
    expect(await style(page, '.doc-sidebar', 'font-size')).toBe('16px');
    expect(await style(page, '.doc-sidebar a.active', 'font-weight')).toBe('500');
    expect((await box(page, '.doc-sidebar a.active')).height).toBe(32);
    const content = await box(page, '.markdown');
    expect(content.x).toBe(316);
    expect(content.width).toBe(703);
    const toc = await box(page, '.doc-layout > .toc');
    expect(toc.x).toBe(1051);
    expect(toc.width).toBe(213);
    expect(await style(page, '.doc-layout > .toc', 'font-size')).toBe('12.8px');
    expect(await style(page, '.doc-layout > .toc .toc-link.active', 'font-weight')).toBe('400');
    // The title stays for assistive technology but takes no room, as Docusaurus shows none.
    expect((await box(page, '.doc-layout > .toc .toc-title')).width).toBeLessThanOrEqual(1);
    expect(await style(page, '.breadcrumbs ol', 'font-size')).toBe('12.8px');
    expect(await style(page, '.breadcrumbs li:last-child > span', 'border-top-left-radius')).toBe('24px');
    expect(await style(page, '.edit-this-page', 'font-size')).toBe('16px');
    expect(await style(page, '.doc-footer', 'margin-top')).toBe('48px');
    expect(await style(page, '.pagination', 'margin-top')).toBe('48px');
    expect(await style(page, '.pagination-next', 'content', '::after')).toBe('" »"');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('marks the previous page with «, before its title', async () => {
    const { page } = await open('/docs/tutorial-basics/read-a-table', 1280);
    expect(await style(page, '.pagination-prev', 'content', '::before')).toBe('"«\u00a0"');
    const label = await box(page, '.pagination-prev > span');
    const link = await box(page, '.pagination-prev');
    // The small "Previous" is on the first line, the mark and the title below it.
    expect(label.y).toBeLessThan(link.y + 30);
    expect(link.height).toBeGreaterThan(60);
    await page.close();
  });

  it("puts the footer's groups in equal columns of Infima's container, links on its line height", async () => {
    const { page } = await open('/', 1280);
    const groups = await page.locator('.footer-group').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), width: Math.round(r.width) })));
    expect(groups).toEqual([{ x: 70, width: 570 }, { x: 640, width: 570 }]);
    expect(await style(page, '.footer-group li', 'line-height')).toBe('32px');
    expect(await style(page, '.footer-copyright', 'font-size')).toBe('16px');
    await page.close();
  });

  it("sets the blog in Infima's container: the sidebar in a quarter, posts in seven twelfths", async () => {
    const { page, problems } = await open('/blog', 1280);
    const main = await box(page, '.blog-main');
    expect(main.x).toBe(355);
    expect(main.width).toBe(665);
    expect((await box(page, '.blog-sidebar')).x).toBe(70);
    expect(await style(page, '.blog-sidebar-title', 'font-size')).toBe('20px');
    expect(await style(page, '.blog-sidebar a', 'border-top-left-radius')).toBe('0px');
    expect(await style(page, '.blog-post-title', 'font-size')).toBe('48px');
    expect(await style(page, '.blog-post + .blog-post', 'margin-top')).toBe('80px');
    expect(await style(page, '.blog-post + .blog-post', 'border-top-width')).toBe('0px');
    // In the list the tags follow the text; on a post's page they sit 3rem below it.
    expect(await style(page, '.blog-post-footer', 'margin-top')).toBe('0px');
    await page.goto(fixture.server.url + '/blog/2021/09/14/spring-tides');
    await hydrated(page);
    expect(await style(page, '.blog-post-footer', 'margin-top')).toBe('48px');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a Docusaurus site at 390 px, measured against Docusaurus', () => {
  it('stacks the footer groups full width and keeps previous and next side by side', async () => {
    const { page } = await open('/docs/tutorial-basics/read-a-table', 390);
    const groups = await page.locator('.footer-group').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
    expect(groups).toEqual([358, 358]);
    expect(await style(page, '.footer-group', 'margin-bottom')).toBe('48px');
    const prev = await box(page, '.pagination-prev');
    const next = await box(page, '.pagination-next');
    expect(prev.y).toBe(next.y);
    await page.close();
  });

  it('ends the home page at its footer, with no extra height held for the main', async () => {
    const { page } = await open('/', 390);
    expect(await style(page, '#__docs > main', 'min-height')).toBe('0px');
    // The main is as tall as what it holds (the hero and the features, stacked at this width), and
    // the footer follows it at once: no band of the theme's 60vh below the content.
    const held = await page.locator('#__docs > main').evaluate((main) => {
      const kids = [...main.children].map((el) => el.getBoundingClientRect());
      return { main: main.getBoundingClientRect().height, content: Math.max(...kids.map((r) => r.bottom)) - Math.min(...kids.map((r) => r.top)) };
    });
    expect(Math.abs(held.main - held.content)).toBeLessThanOrEqual(1);
    expect(Math.abs((await box(page, 'footer.footer')).y - ((await box(page, '#__docs > main')).y + held.main))).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('sets blog post titles at 2rem', async () => {
    const { page } = await open('/blog', 390);
    expect(await style(page, '.blog-post-title', 'font-size')).toBe('32px');
    await page.close();
  });

  it("folds the table of contents into Infima's borderless grey pill", async () => {
    const { page } = await open('/docs/intro', 390);
    expect(await style(page, '.toc-collapsible', 'border-top-width')).toBe('0px');
    expect(await style(page, '.toc-collapsible > summary', 'list-style-type')).toBe('none');
    await page.close();
  });
});
