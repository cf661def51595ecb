import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems, hydrated, useServedFixture } from '../helpers/browser.ts';

/**
 * A site written against Infima, with `infima: true`, as a reader sees it: Infima's layout and
 * components on its home page, and the brand colours its custom.css sets in the theme's navbar,
 * sidebar, links and buttons, in light and dark, on a wide screen and a phone.
 */
const fixture = useServedFixture('docusaurus-look');

const GREEN = 'rgb(46, 133, 85)'; // custom.css's --ifm-color-primary
const DARK_GREEN = 'rgb(63, 191, 138)'; // its dark --ifm-color-primary
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

async function open(url: string, viewport: { width: number; height: number }, dark = false): Promise<{ page: Page; problems: string[] }> {
  const page = await fixture.browser.newPage();
  const problems = collectProblems(page);
  await page.setViewportSize(viewport);
  await page.goto(fixture.server.url + url);
  await hydrated(page);
  // The reader's switch, so what is tested is the attribute the theme really sets (the choice
  // is remembered across the browser's pages, so each test asks for the mode it needs).
  const wanted = dark ? 'dark' : 'light';
  if ((await page.evaluate(() => document.documentElement.getAttribute('data-theme'))) !== wanted) {
    await page.locator('.color-mode-toggle').click();
    await page.waitForFunction((mode) => document.documentElement.getAttribute('data-theme') === mode, wanted);
    // Infima's buttons and links fade to their new colours.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  }
  return { page, problems };
}

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe.each(VIEWPORTS)('a site on Infima at $width px', (viewport) => {
  const wide = viewport.width > 996;

  it("lays out the home page with Infima's hero, grid and buttons in the site's colour", async () => {
    const { page, problems } = await open('/', viewport);
    expect(await style(page, '.hero', 'padding-top')).toBe('64px');
    expect(await style(page, '.hero--primary', 'background-color')).toBe(GREEN);
    expect(await style(page, '.hero--primary', 'color')).toBe('rgb(255, 255, 255)');
    expect(await style(page, '.row', 'display')).toBe('flex');
    const columns = await page.locator('.col--4').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), left: Math.round(r.left), width: r.width })));
    expect(columns).toHaveLength(3);
    if (wide) {
      // Three columns side by side, each a third of the row.
      expect(new Set(columns.map((c) => c.top)).size).toBe(1);
      expect(columns[0]!.left).toBeLessThan(columns[1]!.left);
      expect(columns[1]!.left).toBeLessThan(columns[2]!.left);
      expect(Math.abs(columns[0]!.width - columns[1]!.width)).toBeLessThan(1);
    } else {
      // Below Infima's breakpoint the columns stack.
      expect(columns[0]!.top).toBeLessThan(columns[1]!.top);
      expect(new Set(columns.map((c) => c.left)).size).toBe(1);
    }
    expect(await style(page, '.button--primary', 'background-color')).toBe(GREEN);
    expect(await style(page, '.button--secondary', 'padding-top')).not.toBe('0px');
    expect(await style(page, '.text--center', 'text-align')).toBe('center');
    expect(await style(page, 'body', 'font-family')).toContain('Trebuchet MS');
    // The page's own main (as in the classic template) is as tall as its content.
    expect(await style(page, '#main main', 'min-height')).toBe('0px');
    // The site's rules for the classic theme's class names reach the theme's navbar.
    expect(await style(page, '.navbar__title', 'letter-spacing')).not.toBe('normal');
    // Site CSS comes after Infima: the page's own class wins where both style an element.
    expect(await style(page, '.hero-actions', 'display')).toBe('flex');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("colours doc links, the active navbar and sidebar items and the table of contents with the site's primary colour", async () => {
    const { page, problems } = await open('/docs/guides/workers', viewport);
    expect(await style(page, '.markdown p a', 'color')).toBe(GREEN);
    expect(await style(page, '.tabs-item[aria-selected="true"]', 'color')).toBe(GREEN);
    expect(await style(page, '.markdown :not(pre) > code', 'font-size')).toBe(`${0.95 * 16}px`);
    if (wide) {
      expect(await style(page, '.doc-sidebar a.active', 'color')).toBe(GREEN);
      expect(await style(page, '.navbar-link.active', 'color')).toBe(GREEN);
      await page.locator('.toc .toc-link').first().hover();
      await expect.poll(() => style(page, '.toc .toc-link', 'color')).toBe(GREEN);
    } else {
      await page.locator('.navbar-toggle').click();
      expect(await style(page, '.mobile-sidebar .doc-sidebar a.active', 'color')).toBe(GREEN);
    }
    // As Docusaurus draws them: no rule under the tabs, the code title in Infima's code size with a
    // rule under it, the category holding the page in the primary colour.
    expect(await style(page, '.tabs', 'box-shadow')).toBe('none');
    if (wide) expect(await style(page, '.doc-layout > .doc-sidebar .sidebar-category-row .sidebar-category-label-button, .doc-layout > .doc-sidebar .sidebar-category-row a', 'color')).toBe(GREEN);
    // Infima's `.navbar` rule does not break the theme's bar: one row, the theme's height.
    const bar = await page.locator('header.navbar').boundingBox();
    expect(bar!.height).toBe(60);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("switches to Infima's dark variables and the site's dark colours", async () => {
    const { page, problems } = await open('/', viewport, true);
    expect(await style(page, 'body', 'background-color')).toBe('rgb(27, 27, 29)');
    expect(await style(page, '.hero--primary', 'background-color')).toBe(DARK_GREEN);
    expect(await style(page, 'header.navbar', 'background-color')).toBe('rgb(20, 35, 28)');
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await style(page, '.markdown p a', 'color')).toBe(DARK_GREEN);
    expect(await style(page, 'body', 'color')).toBe('rgb(227, 227, 227)');
    // Table headers centred as the browser (and Docusaurus) leaves them; code titles as Docusaurus's.
    expect(await style(page, '.markdown th', 'text-align')).toBe('center');
    expect(await style(page, '.code-block-title', 'font-size')).toBe(`${0.95 * 16}px`);
    expect(await style(page, '.code-block-title', 'border-bottom-style')).toBe('solid');
    if (wide) expect(await style(page, '.doc-sidebar a.active', 'color')).toBe(DARK_GREEN);
    expect(problems).toEqual([]);
    await page.close();
  });
});
