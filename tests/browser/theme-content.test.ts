import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectProblems, hydrated, useServedFixture } from '../helpers/browser.ts';

const fixture = useServedFixture('theme-content');


/** A fresh page with its console watched; pages of the shared context share localStorage, so each test clears what it relies on. */
async function open(path: string, setup?: (page: Page) => Promise<unknown>): Promise<{ page: Page; problems: string[] }> {
  const page = await fixture.browser.newPage();
  const problems = collectProblems(page);
  await setup?.(page);
  await page.goto(fixture.server.url + path);
  await hydrated(page);
  return { page, problems };
}

/** The n-th tablist of the page (0: Install, 1: Run, 2: Fruit). */
const tablist = (page: Page, n: number) => page.getByRole('tablist').nth(n);
const selectedTab = (list: Locator) => list.locator('[role="tab"][aria-selected="true"]').textContent();
/** The text of the panels of a Tabs that are not hidden. */
const visiblePanels = (page: Page, n: number) =>
  page.evaluate((i) => [...document.querySelectorAll('.tabs-container')[i]!.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden && p.offsetParent !== null).map((p) => p.textContent?.trim()), n);

describe('tabs', () => {
  it('ships every panel in the HTML, only the default shown, with the ARIA tabs roles and relations', async () => {
    const html = fixture.site.read('docs/tabs/index.html');
    // Hidden panels are in the HTML for search engines and readers without JavaScript.
    expect(html).toContain('Run it with yarn build.');
    expect(html).toContain('Bananas are berries.');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3 + 4 + 3);
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2 + 3 + 2);

    const { page, problems } = await open('/docs/tabs');
    const relations = await page.evaluate(() =>
      [...document.querySelectorAll('[role="tab"]')].map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
        return { label: tab.textContent, tabIndex: (tab as HTMLElement).tabIndex, selected: tab.getAttribute('aria-selected'), panelRole: panel.getAttribute('role'), labelledBy: panel.getAttribute('aria-labelledby') === tab.id, panelTabIndex: panel.tabIndex, hidden: panel.hidden };
      }),
    );
    expect(relations.map((r) => r.label)).toEqual(['npm', 'Yarn', 'pnpm', 'npm', 'Yarn', 'pnpm', 'Bun', 'Apple', 'Orange', 'Banana']);
    for (const r of relations) {
      expect(r).toMatchObject({ panelRole: 'tabpanel', labelledBy: true, panelTabIndex: 0, tabIndex: r.selected === 'true' ? 0 : -1, hidden: r.selected !== 'true' });
    }
    expect(relations.filter((r) => r.selected === 'true').map((r) => r.label)).toEqual(['npm', 'npm', 'Orange']);
    // The tab row scrolls sideways on narrow screens, and never by a stray pixel vertically.
    expect(await page.evaluate(() => [...document.querySelectorAll('[role="tablist"]')].every((t) => t.scrollHeight === t.clientHeight))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('moves and activates with Left, Right, Home and End, with a roving tabindex, and Tab reaches the panel', async () => {
    const { page, problems } = await open('/docs/tabs');
    const fruit = tablist(page, 2);
    await fruit.getByRole('tab', { name: 'Orange' }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    const state = async () => ({ focused: await focused(), selected: await selectedTab(fruit), panels: await visiblePanels(page, 2), zeroTabIndex: await fruit.locator('[tabindex="0"]').allTextContents() });

    await page.keyboard.press('ArrowRight');
    expect(await state()).toEqual({ focused: 'Banana', selected: 'Banana', panels: ['Bananas are berries.'], zeroTabIndex: ['Banana'] });
    await page.keyboard.press('ArrowRight'); // wraps around
    expect(await state()).toEqual({ focused: 'Apple', selected: 'Apple', panels: ['An apple a day.'], zeroTabIndex: ['Apple'] });
    await page.keyboard.press('ArrowLeft'); // wraps back
    expect(await state()).toMatchObject({ focused: 'Banana', selected: 'Banana' });
    await page.keyboard.press('Home');
    expect(await state()).toMatchObject({ focused: 'Apple', selected: 'Apple' });
    await page.keyboard.press('End');
    expect(await state()).toMatchObject({ focused: 'Banana', selected: 'Banana', panels: ['Bananas are berries.'] });

    // One Tab stop for the whole tablist: the next Tab goes to the shown panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bananas are berries.');
    // Tabs without a group store nothing.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('docusaurus.tab.')))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps tabs with the same groupId in sync, stores the choice, and restores it on reload without a hydration mismatch', async () => {
    const { page, problems } = await open('/docs/tabs');
    await page.evaluate(() => localStorage.clear());
    await tablist(page, 0).getByRole('tab', { name: 'Yarn' }).click();
    expect(await selectedTab(tablist(page, 0))).toBe('Yarn');
    expect(await selectedTab(tablist(page, 1))).toBe('Yarn');
    expect(await visiblePanels(page, 1)).toEqual(['Run it with yarn build.']);
    expect(await selectedTab(tablist(page, 2))).toBe('Orange');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pm'))).toBe('yarn');

    // A value the first group lacks leaves it where it was.
    await tablist(page, 1).getByRole('tab', { name: 'pnpm' }).click();
    await tablist(page, 1).getByRole('tab', { name: 'Bun' }).click();
    expect(await selectedTab(tablist(page, 0))).toBe('pnpm');
    expect(await selectedTab(tablist(page, 1))).toBe('Bun');
    await tablist(page, 1).getByRole('tab', { name: 'Yarn' }).click();

    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() => document.querySelectorAll('[role="tab"][aria-selected="true"]')[0]?.textContent === 'Yarn');
    expect(await selectedTab(tablist(page, 1))).toBe('Yarn');
    expect(await visiblePanels(page, 0)).toEqual(['yarn add @docs/core']);
    expect(await selectedTab(tablist(page, 2))).toBe('Orange');

    // Another page of the same group opens on the stored choice after a client-side navigation.
    await page.getByRole('link', { name: 'more tabs', exact: true }).click();
    await page.waitForURL('**/docs/more-tabs');
    expect(await selectedTab(tablist(page, 0))).toBe('Yarn');
    expect(await visiblePanels(page, 0)).toEqual(['Update with yarn upgrade.']);
    // The server-rendered first paint, and the hydration render, used the default: React reports no mismatch.
    expect(problems).toEqual([]);
    await page.close();
  });

  it('follows a choice made in another browser tab through the storage event', async () => {
    const a = await open('/docs/tabs');
    await a.page.evaluate(() => localStorage.setItem('docusaurus.tab.pm', 'npm'));
    const b = await open('/docs/tabs');
    expect(await selectedTab(tablist(b.page, 0))).toBe('npm');
    await tablist(a.page, 0).getByRole('tab', { name: 'pnpm' }).click();
    await b.page.waitForFunction(() => document.querySelectorAll('[role="tab"][aria-selected="true"]')[0]?.textContent === 'pnpm');
    expect(await selectedTab(tablist(b.page, 1))).toBe('pnpm');
    expect(await visiblePanels(b.page, 1)).toEqual(['Run it with pnpm build.']);
    expect(await selectedTab(tablist(b.page, 2))).toBe('Orange');
    expect([...a.problems, ...b.problems]).toEqual([]);
    await a.page.close();
    await b.page.close();
  });
});

const GREET = 'export function greet(name: string): string {\n  return `Hello, ${name} & welcome <home>!`;\n}';

describe('code blocks', () => {
  /** The code block whose title bar says `title`. */
  const block = (page: Page, title: string) => page.locator('.code-block', { has: page.locator('.code-block-title', { hasText: title }) });

  it('copies the plain text with the Clipboard API, announces "Copied", and returns to the default after about 2 s', async () => {
    const { page, problems } = await open('/docs/code', (p) =>
      p.addInitScript(() => {
        const w = window as unknown as { __copied: string[] };
        w.__copied = [];
        Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void w.__copied.push(text) } });
      }),
    );
    const greet = block(page, 'src/greet.ts');
    const status = greet.getByRole('status');
    expect(await status.textContent()).toBe('');
    await greet.getByRole('button', { name: 'Copy code' }).click();
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([GREET]);
    expect(await status.textContent()).toBe('Copied');
    const copiedAt = Date.now();
    await page.waitForTimeout(1000);
    expect(await status.textContent()).toBe('Copied');
    await page.waitForFunction((el) => el!.textContent === '', await status.elementHandle(), { timeout: 3000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1500);
    expect(await greet.getByRole('button', { name: 'Copy code' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('copies through the textarea fallback where the Clipboard API is missing', async () => {
    const { page, problems } = await open('/docs/code', (p) =>
      p.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
        const w = window as unknown as { __copied: string[] };
        w.__copied = [];
        document.addEventListener('copy', () => w.__copied.push(String(document.getSelection()) || (document.activeElement as HTMLTextAreaElement).value));
      }),
    );
    const install = block(page, 'install.sh');
    await install.getByRole('button', { name: 'Copy code' }).click();
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatch(/^curl --silent .* docs-cli\/bin\/docs\necho done$/);
    expect(await install.getByRole('status').textContent()).toBe('Copied');
    // The temporary textarea is gone and focus is back on the button.
    expect(await page.locator('textarea').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Copy code');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('toggles word wrap: aria-pressed and white-space pre-wrap, so the long line no longer scrolls', async () => {
    const { page, problems } = await open('/docs/code');
    const install = block(page, 'install.sh');
    const pre = install.locator('pre');
    const layout = () => pre.evaluate((el) => ({ whiteSpace: getComputedStyle(el).whiteSpace, scrolls: el.scrollWidth > el.clientWidth }));
    expect(await pre.getAttribute('tabindex')).toBe('0');
    expect(await layout()).toEqual({ whiteSpace: 'pre', scrolls: true });
    const toggle = install.getByRole('button', { name: 'Toggle word wrap' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await layout()).toEqual({ whiteSpace: 'pre-wrap', scrolls: false });
    // Only this block wraps.
    expect(await block(page, 'src/greet.ts').locator('pre').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await layout()).toEqual({ whiteSpace: 'pre', scrolls: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the highlighting, title and highlighted line, and shows the buttons on hover and on focus only', async () => {
    const { page, problems } = await open('/docs/code');
    const greet = block(page, 'src/greet.ts');
    expect(await greet.locator('.line').count()).toBe(3);
    expect(await greet.locator('.line.highlighted').textContent()).toBe('  return `Hello, ${name} & welcome <home>!`;');
    expect(await greet.locator('.line span').first().getAttribute('style')).toContain('--code-token-keyword');
    // One Copy and one wrap button per block, in the accessibility tree even while transparent.
    const blocks = await page.locator('.code-block').count();
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(blocks);
    expect(await page.getByRole('button', { name: 'Toggle word wrap' }).count()).toBe(blocks);

    const opacity = () => greet.locator('.code-block-buttons').evaluate((el) => getComputedStyle(el).opacity);
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe('0');
    await greet.locator('pre').hover();
    await expect.poll(opacity).toBe('1');
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe('0');
    await greet.locator('pre').focus();
    await expect.poll(opacity).toBe('1');
    // Line numbers come from CSS, not from the text.
    const numbered = page.locator('.code-block--line-numbers');
    expect(await numbered.locator('.line').first().evaluate((el) => getComputedStyle(el, '::before').content)).toBe('counter(line)');
    expect(await numbered.locator('code').textContent()).toBe('const a = 1;\nconst b = 2;\nconsole.log(a + b);');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('image zoom', () => {
  // By role (so the test checks the accessible name) only where the image is not hidden behind its zoom.
  const zoomImage = (page: Page) => page.getByRole('button', { name: 'Architecture diagram' });
  const sourceImage = (page: Page) => page.locator('.markdown img[alt="Architecture diagram"]');
  const dialog = (page: Page) => page.getByRole('dialog');
  /** Wait until the zoom has finished its opening transition. */
  const settled = (page: Page) => page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.image-zoom-image');
    return !!img && getComputedStyle(img).transform === 'none' && img.getAnimations().length === 0;
  });

  it('loads images lazily, and opens a centred, enlarged image on click that closes on click', async () => {
    const { page, problems } = await open('/docs/images');
    const img = zoomImage(page);
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('decoding')).toBe('async');
    expect(await img.getAttribute('tabindex')).toBe('0');
    // The server HTML has a plain image; it becomes a control once the page is interactive.
    expect(fixture.site.read('docs/images/index.html')).toMatch(/<img src="\/assets\/images\/diagram-[^"]+" alt="Architecture diagram" loading="lazy" decoding="async"\/>/);
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
    const small = await img.boundingBox();

    await img.click();
    await dialog(page).waitFor();
    // The zoom animates with a transform from the image's place.
    await page.waitForFunction(() => document.querySelector('.image-zoom-image')?.getAnimations().some((a) => (a as CSSTransition).transitionProperty === 'transform'));
    await settled(page);
    const big = (await page.locator('.image-zoom-image').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(big.width).toBeGreaterThan(small!.width * 1.2);
    expect(Math.abs(big.x + big.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(Math.abs(big.y + big.height / 2 - viewport.height / 2)).toBeLessThan(2);
    expect(await sourceImage(page).evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');

    await dialog(page).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await sourceImage(page).evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens with Enter and Space, closes with Escape, and returns focus to the image', async () => {
    const { page, problems } = await open('/docs/images');
    const img = zoomImage(page);
    await img.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    // Focus stays in the dialog.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('alt'))).toBe('Architecture diagram');

    const scrollY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await dialog(page).waitFor();
    // Space opened the zoom instead of scrolling the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('alt'))).toBe('Architecture diagram');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('stays open on a scroll of up to 40 px and closes on a longer one', async () => {
    const { page, problems } = await open('/docs/images');
    await zoomImage(page).click();
    await dialog(page).waitFor();
    await settled(page);
    await page.evaluate(() => window.scrollBy(0, 30));
    // Longer than the closing animation, so a zoom that had started closing would be gone.
    await page.waitForTimeout(600);
    expect(await dialog(page).count()).toBe(1);
    expect(await page.locator('.image-zoom--open').count()).toBe(1);
    await page.mouse.wheel(0, 200);
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(40);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has a white background in light mode and rgb(50, 50, 50) in dark mode', async () => {
    const backdrop = (page: Page) => page.locator('.image-zoom-backdrop').evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await open('/docs/images', (p) => p.addInitScript(() => localStorage.setItem('theme', 'light')));
    await zoomImage(light.page).click();
    await dialog(light.page).waitFor();
    expect(await backdrop(light.page)).toBe('rgb(255, 255, 255)');
    await light.page.close();

    const dark = await open('/docs/images', (p) => p.addInitScript(() => localStorage.setItem('theme', 'dark')));
    expect(await dark.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await zoomImage(dark.page).click();
    await dialog(dark.page).waitFor();
    expect(await backdrop(dark.page)).toBe('rgb(50, 50, 50)');
    await dark.page.evaluate(() => localStorage.removeItem('theme'));
    expect([...light.problems, ...dark.problems]).toEqual([]);
    await dark.page.close();
  });

  it('does not animate with prefers-reduced-motion', async () => {
    const { page, problems } = await open('/docs/images', (p) => p.emulateMedia({ reducedMotion: 'reduce' }));
    await zoomImage(page).click();
    await dialog(page).waitFor();
    const zoomed = page.locator('.image-zoom-image');
    expect(await zoomed.evaluate((el) => ({ transform: getComputedStyle(el).transform, duration: getComputedStyle(el).transitionDuration, animations: el.getAnimations().length }))).toEqual({ transform: 'none', duration: '0s', animations: 0 });
    await dialog(page).click();
    expect(await dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leaves images with the notClickable class alone', async () => {
    const { page, problems } = await open('/docs/images');
    const plain = page.locator('img.notClickable');
    expect(await plain.getAttribute('role')).toBeNull();
    expect(await plain.getAttribute('tabindex')).toBeNull();
    expect(await plain.getAttribute('loading')).toBe('lazy');
    await plain.click();
    await page.waitForTimeout(300);
    expect(await dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leaves images inside links to the link', async () => {
    const { page, problems } = await open('/docs/images');
    const linked = page.locator('img[alt="Linked diagram"]');
    expect(await linked.getAttribute('loading')).toBe('lazy');
    expect(await linked.getAttribute('role')).toBeNull();
    expect(await linked.getAttribute('tabindex')).toBeNull();
    await linked.click();
    await page.waitForURL('**/docs/code');
    expect(await dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('accessibility', () => {
  it('has no axe violations in tabs, code blocks and zoomable images', async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    for (const path of ['/docs/tabs', '/docs/code', '/docs/images']) {
      const { page, problems } = await open(path);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run({ include: [['.markdown']] }, { resultTypes: ['violations'] });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations, path).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
