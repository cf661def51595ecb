import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useServedPortal } from '../helpers/browser.ts';

/** Phones, tablets, both sides of the 996 px breakpoint, the widths where the navbar used to wrap, and wide screens. */
const WIDTHS = [320, 360, 390, 414, 600, 768, 900, 996, 997, 1024, 1100, 1199, 1200, 1280, 1440, 1920, 2560];
const PHONE = { width: 390, height: 844 };
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const portal = useServedPortal('plain');

async function open(path: string, viewport = PHONE): Promise<Page> {
  const page = await portal.browser.newPage();
  await page.setViewportSize(viewport);
  await page.goto(portal.server.url + path);
  await hydrated(page);
  return page;
}

/** What is wrong with the page's width and its navbar at the current viewport size; empty when nothing is. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    const bar = document.querySelector('.navbar')!.getBoundingClientRect();
    const barHeight = parseFloat(getComputedStyle(root).getPropertyValue('--docs-navbar-height')) * parseFloat(getComputedStyle(root).fontSize);
    if (Math.round(bar.height) !== Math.round(barHeight)) problems.push(`navbar is ${bar.height} px high`);
    // One row: every control shown in the bar sits inside it on a single line of text.
    for (const el of document.querySelectorAll<HTMLElement>('.navbar-inner a, .navbar-inner button')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      const line = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.65;
      const label = el.getAttribute('aria-label') ?? el.textContent!.trim();
      if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5) problems.push(`"${label}" sticks out of the navbar`);
      if (el.textContent!.trim() && box.height >= 2 * line) problems.push(`"${label}" wraps onto ${Math.round(box.height / line)} lines`);
    }
    const toggle = document.querySelector('.color-mode-toggle')!.getBoundingClientRect();
    if (toggle.width === 0 || toggle.left < 0 || toggle.right > root.clientWidth) problems.push(`the colour switch spans ${toggle.left}-${toggle.right} px`);
    return problems;
  });
}

describe('every width from 320 to 2,560 px', () => {
  it.each(['/', '/quickstart', '/reference/ui/atoms/Button', '/releases/2023/03/23/cms', '/starters'])(
    '%s never scrolls sideways, and its navbar stays one row with the colour switch in view',
    async (path) => {
      const page = await open(path);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await layoutProblems(page)) problems.push(`${width} px: ${problem}`);
      }
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});

describe('on a 390 px phone', () => {
  it.each(['/releases', '/reference/api/queries/product', '/reference/ui/molecules/ProductCard', '/search?q=cart', '/no/such/page'])('%s does not scroll sideways', async (path) => {
    const page = await open(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.close();
  });

  it('keeps a search button in the header that opens the search the desktop navbar opens', async () => {
    const page = await open('/quickstart');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await expect(button.isVisible()).resolves.toBe(true);
    await button.click();
    const dialog = page.getByRole('dialog', { name: /Search/ });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('cart');
    await expect.poll(() => dialog.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.close();
  });

  it('folds "On this page" above a docs page, where the side table of contents is hidden', async () => {
    const page = await open('/quickstart');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.count()).resolves.toBe(0);
    await page.locator('summary', { hasText: 'On this page' }).click();
    await toc.getByRole('link', { name: '3. Install and run' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#3-install-and-run');
    // Choosing a heading folds the list again.
    await expect.poll(() => toc.count()).toBe(0);
    // On a wide screen only the side table of contents is there.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('navigation', { name: 'On this page' }).count()).resolves.toBe(1);
    await expect(page.locator('.toc-collapsible').isVisible()).resolves.toBe(false);
    await page.close();
  });

  it('has no stray divider and no second search in the mobile menu', async () => {
    const page = await open('/quickstart');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const faq = menu.getByRole('link', { name: 'FAQ', exact: true });
    await expect(faq.evaluate((el) => getComputedStyle(el).borderLeftWidth)).resolves.toBe('0px');
    await expect(menu.getByRole('button', { name: 'Search' }).count()).resolves.toBe(0);
    await page.close();
  });

  it('opens the mobile menu at the current page, not at the top of a long sidebar', async () => {
    const first = await open('/quickstart');
    await first.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const lastLink = first.locator('.mobile-sidebar-panel .doc-sidebar a.sidebar-link').last();
    const deep = await lastLink.getAttribute('href');
    // The page chosen is below the panel's fold when the panel is at its top; otherwise this proves nothing.
    const below = await lastLink.evaluate((el) => el.getBoundingClientRect().top > el.closest('.mobile-sidebar-panel')!.clientHeight);
    expect(below, `${deep} starts within the first screen of the menu`).toBe(true);
    await first.close();

    const page = await open(deep!);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const current = page.locator('.mobile-sidebar-panel .doc-sidebar [aria-current="page"]');
    const place = await current.evaluate((el) => {
      const panel = el.closest('.mobile-sidebar-panel')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { top: box.top - panel.top, bottom: box.bottom - panel.top, height: panel.height };
    });
    expect(place.top).toBeGreaterThanOrEqual(0);
    expect(place.bottom).toBeLessThanOrEqual(place.height);
    // The focus still starts at the panel's first control.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Close navigation bar');
    await page.close();
  });

  it('wraps props tables’ types only between words, and scrolls the table inside its own box', async () => {
    const page = await open('/reference/ui/atoms/Button');
    const region = page.getByRole('region', { name: 'Props of Button' });
    await region.scrollIntoViewIfNeeded();
    // Each identifier or string literal of a type is drawn on one line: one box per token.
    const split = await region.locator('td:nth-child(2) code').evaluateAll((codes) =>
      codes.flatMap((code) => {
        const text = code.firstChild!;
        return [...text.textContent!.matchAll(/"[^"]*"|[\w$.]+/g)].flatMap((token) => {
          const range = document.createRange();
          range.setStart(text, token.index);
          range.setEnd(text, token.index + token[0].length);
          return range.getClientRects().length > 1 ? [token[0]] : [];
        });
      }),
    );
    expect(split).toEqual([]);
    // The descriptions keep a readable measure; what does not fit scrolls in the table's box, not the page.
    const description = await region.locator('tbody tr td:last-child').first().boundingBox();
    expect(description!.width).toBeGreaterThanOrEqual(200);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(PHONE.width);
    await page.close();
  });

  it('puts the Feedback button where it leaves the text at the bottom of the page readable', async () => {
    for (const path of ['/quickstart', '/releases/2023/03/23/cms', '/']) {
      const page = await open(path);
      const button = page.getByRole('button', { name: 'Feedback', exact: true });
      // In the page's flow after the footer, not floating over the text (tests/browser/reading.test.ts scrolls the page for it).
      expect(await button.evaluate((el) => getComputedStyle(el).position), path).toBe('static');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
      const covered = await button.evaluate((el) => {
        const b = el.getBoundingClientRect();
        const main = document.querySelector('main')!;
        const paragraphs = main.querySelectorAll('p');
        const last = paragraphs[paragraphs.length - 1]!;
        // The boxes of every line of text in the main content and the footer.
        const lines: DOMRect[] = [];
        for (const area of document.querySelectorAll('main, footer')) {
          const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent!.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            lines.push(...range.getClientRects());
          }
        }
        const overlaps = (r: DOMRect) => r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
        return { lastParagraph: overlaps(last.getBoundingClientRect()), text: lines.some(overlaps) };
      });
      expect(covered, path).toEqual({ lastParagraph: false, text: false });
      await page.close();
    }
  });

  it.each(['/', '/reference/ui/molecules/ProductCard'])('hides the ProductCard preview’s screen-reader text on %s behind a 1 px clip', async (path) => {
    const page = await open(path);
    const selector = 'main [data-fs-product-card] [data-fs-sr-only]';
    await expect.poll(() => page.locator(selector).count()).toBeGreaterThan(0);
    // Found and measured in one task of the page: the live editor may swap the server's preview for
    // its own render at any moment, and an element found in one call and measured in the next may
    // be gone by then (a detached element has no computed style).
    const styles = await page.evaluate((sel) =>
      [...document.querySelectorAll(sel)].map((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return { text: el.textContent, position: style.position, width: box.width, height: box.height, clipped: style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)' };
      }),
    selector);
    expect(styles).toContainEqual(expect.objectContaining({ text: 'Original price:' }));
    for (const style of styles) expect(style).toEqual({ text: style.text, position: 'absolute', width: 1, height: 1, clipped: true });
    await page.close();
  });

  it.each([
    ['/reference/ui/atoms/Button', 'light'],
    ['/reference/api/queries/product', 'dark'],
  ])('meets axe-core rules on %s in %s mode, with its wide tables, the icon-only buttons and the menu open', async (path, mode) => {
    const page = await portal.browser.newPage();
    await page.setViewportSize(PHONE);
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(portal.server.url + path);
    await hydrated(page);
    await page.addScriptTag({ path: AXE });
    const run = () =>
      page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
    expect(await run()).toEqual([]);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    expect(await run()).toEqual([]);
    await page.close();
  });
});
