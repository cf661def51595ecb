import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, useServedFixture, openHydrated } from '../helpers/browser.ts';

/** A site with swizzled components (wrapped and ejected) and theme-common hooks, in a real browser. */
const fixture = useServedFixture('docusaurus-swizzle');

const open = (path: string) => openHydrated(fixture, path);

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

describe('shadowed parts of the navbar, footer and code block, and an MDXProvider, in the browser', () => {
  it('render in the theme navbar, footer and code block and hydrate without a mismatch or any console problem', async () => {
    const { page, problems } = await open('/docs/lamps/beacons');
    expect(await page.locator('.navbar .harbour-brand').textContent()).toBe('⚓ Harbour Lights');
    expect(await page.locator('.navbar .harbour-tide').textContent()).toBe('High tide 18:40');
    expect(await page.locator('footer .harbour-footer-links h3').textContent()).toBe('Harbour');
    expect(await page.locator('footer .harbour-since').isVisible()).toBe(true);
    // The provider's component, reading the doc's own front matter, after hydration as before it.
    expect(await page.locator('.harbour-beacon').textContent()).toBe('Amber beacon: Fresnel lens, second order, 2 tides, metadata true');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the site's copy button gets the code block's code and works after hydration", async () => {
    const { page, problems } = await open('/docs/lamps/beacons');
    const block = page.locator('.code-block', { hasText: 'light --colour amber' });
    await block.hover();
    await block.getByRole('button', { name: 'Log this code' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __harbourLog?: string[] }).__harbourLog)).toEqual(['light --colour amber\nlight --colour red']);
    expect(await block.getByRole('button', { name: 'Logged' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the mobile menu, toggled by the theme part inside the wrapped Navbar/Content, opens and closes with the keyboard', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(fixture.server.url + '/docs/lamps/beacons');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Focus moves into the menu and Tab keeps it there.
    for (let i = 0; i < 6; i++) {
      expect(await page.evaluate(() => !!document.activeElement?.closest('.mobile-sidebar-panel'))).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle navigation bar');
    // Open again, and close with the menu's own close button, from the keyboard.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close navigation bar' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle navigation bar');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a site component's useNavbarMobileSidebar() is the state of the theme's menu", async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(fixture.server.url + '/docs/lamps/wicks');
    await hydrated(page);
    expect(await page.locator('.harbour-mobile').textContent()).toBe('false');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect.poll(() => page.locator('.harbour-mobile').textContent()).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.harbour-mobile').textContent()).toBe('false');
    expect(problems).toEqual([]);
    await page.close();
  });
});
