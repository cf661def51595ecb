import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useServedPortal } from '../helpers/browser.ts';

/**
 * Issue 28: the portal read on a phone, on a laptop and on a wide screen, in light and dark mode,
 * with a keyboard and a screen reader. Each block names the item it holds.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const WIDE = { width: 1920, height: 1080 };
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The shared portal builds are made in a git repository of their own (a commit by Ana Writer on
// 5 March 2024), so "Last updated on … by …" has a history to read.
const portal = useServedPortal('plain');

async function open(path: string, viewport: { width: number; height: number }, mode: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await portal.browser.newPage();
  await page.setViewportSize(viewport);
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(portal.server.url + path);
  await hydrated(page);
  return page;
}

/** axe-core's violations on the page as it is now, as `rule: selector` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/** How many lines the text inside `selector`'s first element takes. */
function linesOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
  });
}

/**
 * Scroll to the end of the page and back up a little, as a reader does before the back-to-top
 * button shows, and wait until it is shown (far down alone, it is visible but transparent and not
 * clickable, for the keyboard).
 */
async function turnBackUpFromTheEnd(page: Page): Promise<void> {
  const button = page.locator('.back-to-top');
  // The live examples load when the browser is idle and change the page's height: a scroll the
  // browser makes to keep the text in place then reads as scrolling down, which hides the button.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => new Promise((done) => {
    const before = document.documentElement.scrollHeight;
    setTimeout(() => done(document.documentElement.scrollHeight === before), 300);
  }));
  // Down to the end, then back up: two scrolls in one frame would be one position to the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => button.evaluate((b) => b.classList.contains('back-to-top--far'))).toBe(true);
  await page.evaluate(() => window.scrollBy(0, -500));
  await expect.poll(() => button.evaluate((b) => b.classList.contains('back-to-top--shown'))).toBe(true);
}

describe('item 2: on a 390 px phone', () => {
  it('the search heading wraps to show the whole query', async () => {
    const query = 'checkout session cart';
    const page = await open(`/search?q=${encodeURIComponent(query)}`, PHONE);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toContain(query);
    expect(await heading.evaluate((h) => ({ clipped: h.scrollWidth > h.clientWidth, ellipsis: getComputedStyle(h).textOverflow }))).toEqual({ clipped: false, ellipsis: 'clip' });
    const box = (await heading.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  it.each(['light', 'dark'] as const)('the Button props table shows every description on screen (%s)', async (mode) => {
    const page = await open('/reference/ui/atoms/Button', PHONE, mode);
    const cells = await page.locator('.props-table tbody tr > td:last-child').evaluateAll((tds) =>
      tds.map((td) => {
        const r = td.getBoundingClientRect();
        return { text: td.textContent!.trim().slice(0, 20), left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width) };
      }),
    );
    expect(cells.length).toBeGreaterThan(3);
    for (const cell of cells) {
      expect(cell.left, cell.text).toBeGreaterThanOrEqual(0);
      expect(cell.right, cell.text).toBeLessThanOrEqual(PHONE.width);
      expect(cell.width, cell.text).toBeGreaterThan(200);
    }
    await page.close();
  });

  it.each(['/', '/releases', '/quickstart', '/search?q=cart'])('the Feedback button never lies over the content of %s', async (path) => {
    const page = await open(path, PHONE);
    const button = page.getByRole('button', { name: 'Feedback', exact: true });
    await expect(button.count()).resolves.toBe(1);
    const overlaps = await page.evaluate(async () => {
      const button = document.querySelector<HTMLElement>('.survey-feedback-button')!;
      const found: string[] = [];
      const height = document.documentElement.scrollHeight;
      for (let y = 0; y < height; y += Math.round(window.innerHeight / 2)) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const box = button.getBoundingClientRect();
        if (box.bottom < 0 || box.top > window.innerHeight) continue;
        // The points the button covers: what lies there under the button, in the page's main content.
        for (const [x, yy] of [[box.left + 4, box.top + box.height / 2], [box.left + box.width / 2, box.top + box.height / 2], [box.right - 4, box.top + box.height / 2]]) {
          const under = document.elementsFromPoint(x, yy).filter((el) => el !== button && !button.contains(el));
          if (under.some((el) => el.closest('main'))) found.push(`at scroll ${y}: over ${under[0]!.tagName.toLowerCase()}.${under[0]!.className}`);
        }
      }
      return found;
    });
    expect(overlaps).toEqual([]);
    // Still there for a reader who wants it.
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  it('"Explore our components" is as wide as its column', async () => {
    const page = await open('/', PHONE);
    const link = page.getByRole('link', { name: 'Explore our components' });
    const widths = await link.evaluate((a) => ({ link: Math.round(a.getBoundingClientRect().width), column: Math.round(a.parentElement!.getBoundingClientRect().width) }));
    expect(widths.link).toBe(widths.column);
    await page.close();
  });

  it.each(['light', 'dark'] as const)('the menu lists every release under "All releases", and axe is clean with it open (%s)', async (mode) => {
    const page = await open('/releases', PHONE, mode);
    await page.getByRole('button', { name: /navigation/i }).first().click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    const releases = menu.getByRole('navigation', { name: 'All releases (menu)' });
    await expect.poll(() => releases.getByRole('link').count()).toBeGreaterThanOrEqual(40);
    await releases.getByRole('link').nth(3).scrollIntoViewIfNeeded();
    await expect(releases.getByRole('link').nth(3).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Following one navigates, and the menu closes.
    const target = await releases.getByRole('link').nth(3).getAttribute('href');
    await releases.getByRole('link').nth(3).click();
    await page.waitForURL((url) => url.pathname === target);
    await expect.poll(() => menu.count()).toBe(0);
    await page.close();
  });
});

describe.each([
  ['1280', LAPTOP],
  ['1920', WIDE],
] as const)('item 3: at %s px', (_, viewport) => {
  it("the footer's link groups start on the home page's columns", async () => {
    const page = await open('/', viewport);
    const xs = await page.evaluate(() => ({
      groups: [...document.querySelectorAll('.footer-group')].map((g) => Math.round(g.getBoundingClientRect().left)),
      steps: [...document.querySelectorAll('.home-step')].map((s) => Math.round(s.getBoundingClientRect().left)),
    }));
    expect(xs.groups.length).toBe(2);
    expect(xs.groups).toEqual(xs.steps.slice(0, 2));
    await page.close();
  });

  it('"UI components you can try here" leaves no tall empty block beside the example', async () => {
    const page = await open('/', viewport);
    const gaps = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('#ui-components ~ * .home-split > *, .home-split > *, .home-preview .live-code > *')].map((el) => ({ name: el.className, r: el.getBoundingClientRect() }));
      const found: string[] = [];
      for (const a of boxes) {
        for (const b of boxes) {
          const beside = a.r.right <= b.r.left && a.r.top < b.r.bottom && b.r.top < a.r.bottom;
          if (beside && Math.abs(a.r.bottom - b.r.bottom) > 200) found.push(`${a.name} ends ${Math.round(a.r.bottom - b.r.bottom)} px from ${b.name} beside it`);
        }
      }
      return found;
    });
    expect(gaps).toEqual([]);
    await page.close();
  });

  it('each "Getting started" link stays on one line', async () => {
    const page = await open('/', viewport);
    const count = await page.locator('.home-step .home-step-link').count();
    expect(count).toBe(4);
    for (let i = 0; i < count; i++) expect(await linesOf(page, `.home-step:nth-child(${i + 1}) .home-step-link`)).toBe(1);
    await page.close();
  });

  it('/starters meets the footer with no band and one border', async () => {
    const page = await open('/starters', viewport);
    const seam = await page.evaluate(() => {
      const footer = document.querySelector('footer, .footer')!;
      const last = document.querySelector('main')!.lastElementChild!.lastElementChild!;
      return { gap: Math.round(footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom), borders: [getComputedStyle(last).borderBottomWidth, getComputedStyle(footer).borderTopWidth].filter((w) => w !== '0px').length };
    });
    expect(seam).toEqual({ gap: 0, borders: 1 });
    await page.close();
  });

  it('"Older posts" keeps its arrow on its line', async () => {
    const page = await open('/releases', viewport);
    await expect(page.getByRole('link', { name: 'Older posts' }).count()).resolves.toBe(1);
    expect(await linesOf(page, '.pagination-next')).toBe(1);
    await page.close();
  });
});

describe('item 4: dark mode', () => {
  it.each([
    ['390', PHONE],
    ['1280', LAPTOP],
  ] as const)('frames the light result of a live example as a preview at %s px', async (_, viewport) => {
    const page = await open('/reference/ui/atoms/Button', viewport, 'dark');
    const frame = await page.locator('.live-code').first().evaluate((block) => {
      const pane = block.querySelector('.live-code-preview')!;
      const b = block.getBoundingClientRect();
      const p = pane.getBoundingClientRect();
      const style = getComputedStyle(pane);
      return { inset: Math.min(p.left - b.left, b.right - p.right), framed: style.boxShadow !== 'none' || style.borderTopWidth !== '0px', rounded: parseFloat(style.borderTopLeftRadius) > 0, page: getComputedStyle(document.body).backgroundColor, pane: style.backgroundColor };
    });
    expect(frame.pane).toBe('rgb(255, 255, 255)');
    expect(frame.page).not.toBe('rgb(255, 255, 255)');
    expect(frame.inset).toBeGreaterThanOrEqual(8);
    expect(frame.framed).toBe(true);
    expect(frame.rounded).toBe(true);
    await page.close();
  });
});

/** What has the keyboard focus: inside the article, the sidebar, or the top of the page. */
const focusIsIn = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!;
    if (el.closest('main article')) return 'article';
    if (el.closest('.doc-sidebar')) return 'sidebar';
    return el.textContent?.trim() || el.className || el.tagName;
  });

/** What the page's polite live region for navigations says now. */
const announced = (page: Page) => page.locator('[aria-live="polite"].route-announcer').textContent();

describe('item 5: keyboard and screen readers', () => {
  it.each(['light', 'dark'] as const)('"Skip to main content" lands at the article, past the sidebar (%s)', async (mode) => {
    const page = await open('/reference/ui/atoms/Button', LAPTOP, mode);
    await page.keyboard.press('Tab');
    expect(await focusIsIn(page)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.matches('main article'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusIsIn(page)).toBe('article');
    await page.close();
  });

  const navigations: [string, (page: Page) => Promise<void>][] = [
    ['an in-content link', (page) => page.locator('main article a[href="/reference/sdk/cart"]').first().click()],
    ['Next', (page) => page.locator('.pagination-next').click()],
    ['a sidebar link', (page) => page.locator('.doc-sidebar').getByRole('link', { name: 'Glossary', exact: true }).click()],
  ];
  it.each(navigations)('after %s, focus is at the top of the new page and its title is announced', async (_, follow) => {
    const page = await open('/quickstart', LAPTOP);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const before = await page.title();
    await follow(page);
    await expect.poll(() => page.title()).not.toBe(before);
    const title = await page.title();
    await expect.poll(() => announced(page)).toBe(title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The next Tab starts the page over: the skip link, then the navbar.
    await page.keyboard.press('Tab');
    expect(await focusIsIn(page)).toBe('Skip to main content');
    await page.close();
  });

  it('on a phone too, a link in the content brings focus and the announcement', async () => {
    const page = await open('/quickstart', PHONE, 'dark');
    const before = await page.title();
    await page.locator('main article a[href="/reference/sdk/cart"]').first().click();
    await page.waitForURL((url) => url.pathname === '/reference/sdk/cart');
    // The address changes before the new page renders and sets its title.
    await expect.poll(() => page.title()).not.toBe(before);
    const title = await page.title();
    await expect.poll(() => announced(page)).toBe(title);
    await page.keyboard.press('Tab');
    expect(await focusIsIn(page)).toBe('Skip to main content');
    await page.close();
  });
});

describe('item 6: what Docusaurus pages have', () => {
  it.each(['light', 'dark'] as const)('each heading has a # link, shown on hover and on focus, named for its heading (%s)', async (mode) => {
    const page = await open('/quickstart', LAPTOP, mode);
    const heading = page.locator('main article h2').first();
    const id = await heading.getAttribute('id');
    const anchor = heading.locator('a.hash-link');
    expect(await anchor.getAttribute('href')).toBe(`#${id}`);
    const text = await heading.evaluate((h) => h.firstChild!.textContent);
    await expect(page.getByRole('link', { name: `Direct link to ${text}`, exact: true }).count()).resolves.toBe(1);
    const opacity = () => anchor.evaluate((a) => getComputedStyle(a).opacity);
    await expect.poll(opacity).toBe('0');
    await heading.hover();
    await expect.poll(opacity).toBe('1');
    await page.mouse.move(0, 0);
    await anchor.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(opacity).toBe('1');
    await anchor.click();
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    // The page's title (h1) has none.
    await expect(page.locator('main article h1 a.hash-link').count()).resolves.toBe(0);
    await page.close();
  });

  it('says when a doc was last updated and by whom, from git', async () => {
    const page = await open('/quickstart', PHONE);
    const line = page.locator('.last-updated');
    await expect(line.textContent()).resolves.toBe('Last updated on Mar 5, 2024 by Ana Writer');
    await page.close();
  });

  it.each([
    ['390', PHONE],
    ['1920', WIDE],
  ] as const)('has a back-to-top button once scrolled, reachable by keyboard (%s px)', async (_, viewport) => {
    const page = await open('/reference/ui/atoms/Button', viewport);
    // An instant jump to the top: a smooth scroll on a loaded machine can outlast the poll.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await expect(button.isVisible()).resolves.toBe(false);
    await turnBackUpFromTheEnd(page);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Far down the page, the keyboard reaches it after the last link of the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // In the tab order once the page knows it is far down (its scroll handler runs on a frame).
    await expect.poll(() => button.evaluate((b) => b.classList.contains('back-to-top--far'))).toBe(true);
    await page.locator('.footer a').last().focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Scroll back to top');
    await expect.poll(() => button.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('gives every admonition an icon', async () => {
    const page = await open('/beta/feedback-and-issue-tracking', LAPTOP, 'dark');
    const icons = await page.locator('.admonition').evaluateAll((els) => els.map((el) => !!el.querySelector('.admonition-heading svg')));
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.every(Boolean)).toBe(true);
    await page.close();
  });

  it('marks links that leave the site, and says which open a new tab', async () => {
    const page = await open('/quickstart', LAPTOP);
    const github = page.getByRole('banner').getByRole('link', { name: 'GitHub repository' });
    await expect(github.locator('svg.external-link-icon').count()).resolves.toBe(1);
    await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
    const community = page.getByRole('banner').getByRole('menuitem', { name: 'Community (opens in new tab)', exact: true });
    await expect(community.getAttribute('target')).resolves.toBe('_blank');
    await expect(community.locator('svg.external-link-icon').count()).resolves.toBe(1);
    const footerCommunity = page.locator('.footer').getByRole('link', { name: /VTEX Community/ });
    await expect(footerCommunity.locator('svg.external-link-icon').count()).resolves.toBe(1);
    const internal = page.locator('.footer').getByRole('link', { name: 'Quickstart' });
    await expect(internal.locator('svg').count()).resolves.toBe(0);
    await page.close();
  });

  it('puts a pencil on "Edit this page" and a house, named "Home page", first in the breadcrumbs', async () => {
    const page = await open('/reference/ui/atoms/Button', PHONE);
    const edit = page.getByRole('link', { name: 'Edit this page (opens in new tab)' });
    await expect(edit.locator('svg').count()).resolves.toBe(2);
    const home = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').first();
    await expect(home.getAttribute('aria-label')).resolves.toBe('Home page');
    await expect(home.locator('svg').count()).resolves.toBe(1);
    await page.close();
  });

  it('renders no link without an address on the home page, before and after the live card loads', async () => {
    const page = await open('/', LAPTOP);
    const bare = () => page.evaluate(() => [...document.querySelectorAll('a:not([href])')].map((a) => a.outerHTML.slice(0, 80)));
    expect(await bare()).toEqual([]);
    await page.locator('.home-preview').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.home-preview textarea').count()).toBe(1);
    expect(await bare()).toEqual([]);
    await page.close();
  });

  it.each(['light', 'dark'] as const)('stays clean under axe with the new parts on a docs page (%s)', async (mode) => {
    const page = await open('/reference/ui/atoms/Button', PHONE, mode);
    await turnBackUpFromTheEnd(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
