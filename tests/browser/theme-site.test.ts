import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildSite, copyFixture } from '../helpers/site.ts';
import { collectProblems, hydrated, serve, useServedFixture } from '../helpers/browser.ts';

const fixture = useServedFixture('theme-site', ['--strict']);

async function open(path: string, setup?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await fixture.browser.newPage();
  await setup?.(page);
  await page.goto(fixture.server.url + path);
  await hydrated(page);
  return page;
}
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('navbar', () => {
  it('renders the config items, resolves doc items to their URL and marks the active one', async () => {
    const page = await open('/docs/intro');
    const nav = page.locator('nav[aria-label="Main"]');
    await expect(nav.locator('a', { hasText: 'Docs' }).getAttribute('href')).resolves.toBe('/docs/intro');
    await expect(nav.locator('a[aria-current="page"]').textContent()).resolves.toBe('Docs');
    await expect(nav.locator('a[aria-label="GitHub repository"]').getAttribute('href')).resolves.toBe('https://github.com/example/repo');
    await expect(nav.locator('a.navbar-brand').getAttribute('href')).resolves.toBe('/');
    await page.close();
  });

  it('opens a dropdown on click and closes it on an outside click', async () => {
    const page = await open('/docs/intro');
    const button = page.getByRole('button', { name: 'More' });
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByRole('menuitem', { name: 'Second guide' }).isVisible()).resolves.toBe(true);
    await page.mouse.click(600, 500);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByRole('menuitem', { name: 'Second guide' }).isVisible()).resolves.toBe(false);
    await page.close();
  });

  it('works from the keyboard: ArrowDown opens and focuses the first item, arrows move, Escape closes and returns focus', async () => {
    const page = await open('/docs/intro');
    const button = page.getByRole('button', { name: 'More' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    expect(await focusedText(page)).toBe('Second guide');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toContain('Example');
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('More');
    await button.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.close();
  });

  it('has one docs version, current, labelled Next, and stores the choice', async () => {
    const page = await open('/docs/guides/first');
    await page.getByRole('button', { name: 'Docs version: Next' }).click();
    const items = page.locator('.navbar-version [role="menuitem"]');
    await expect(items.count()).resolves.toBe(1);
    await items.first().click();
    await page.waitForURL('**/docs/intro');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await page.close();
  });

  it('has an English-only locale menu and <html lang="en">', async () => {
    const page = await open('/docs/intro');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.locator('.navbar-locale [role="menuitem"]').allTextContents()).resolves.toEqual(['English']);
    await page.close();
  });

  it('hides on scroll down and shows on scroll up (hideOnScroll)', async () => {
    const page = await open('/docs/intro');
    await page.mouse.wheel(0, 900);
    await page.waitForSelector('header.navbar.navbar-hidden');
    await page.mouse.wheel(0, -300);
    await page.waitForSelector('header.navbar:not(.navbar-hidden)');
    await page.close();
  });
});

describe('skip link and keyboard', () => {
  it('makes "Skip to main content" the first focusable element, moving focus to the article (past the sidebar)', async () => {
    const page = await open('/docs/intro');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.matches('main article'))).toBe(true);
    await page.close();
  });
});

describe('colour mode', () => {
  it('is light by default; the switch goes dark, stores it, and a reload applies it before the app runs', async () => {
    const page = await open('/docs/intro');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // With every script file blocked, only the inline head script can set the mode.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.close();
  });

  it('stays in sync across open tabs', async () => {
    const a = await open('/docs/intro');
    const b = await open('/docs/guides/first');
    await a.getByRole('button', { name: /Switch to dark mode/ }).click();
    await b.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await expect(b.getByRole('button', { name: /Switch to light mode/ }).count()).resolves.toBe(1);
    await b.getByRole('button', { name: /Switch to light mode/ }).click();
    await a.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await a.evaluate(() => localStorage.removeItem('theme'));
    await a.close();
    await b.close();
  });

  it('ignores the system preference when the config does not respect it', async () => {
    const page = await fixture.browser.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(fixture.server.url + '/docs/intro');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.close();
  });
});

describe('stability', () => {
  it.each(['light', 'dark'])('has no layout shift on load and hydration, and no console problems (%s mode)', async (mode) => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.addInitScript((m) => {
      localStorage.setItem('theme', m);
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, mode);
    for (const path of ['/docs/intro', '/']) {
      await page.goto(fixture.server.url + path);
      await hydrated(page);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('announcement bar', () => {
  it('shows until closed, stays closed after a reload without a flash, and shows again for a new id', async () => {
    const page = await open('/docs/intro');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar.textContent()).resolves.toContain('Version 2 is out.');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar.count()).resolves.toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual(['true', 'release-2']);
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    // The server-rendered bar is hidden by the head script before any app code runs.
    await expect(page.locator('.announcement-bar').isVisible()).resolves.toBe(false);
    await page.unroute('**/*.js');
    // A bar with another id: the old dismissal no longer applies.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-1'));
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Announcement' }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});

describe('docs page parts', () => {
  it('walks the docs with Next and Previous, expanding the sidebar category of the current page and never collapsing it', async () => {
    const page = await open('/docs/intro');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('button', { name: 'Guides' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await page.waitForURL('**/docs/guides/first');
    // The address changes as the new page commits: wait for the render rather than race it.
    await expect.poll(() => sidebar.getByRole('button', { name: 'Guides' }).getAttribute('aria-expanded')).toBe('true');
    await expect(sidebar.locator('a[aria-current="page"]').textContent()).resolves.toBe('First guide');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).resolves.toContain('Guides');
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Previous/ }).click();
    await page.waitForURL('**/docs/intro');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Introduction');
    await expect(sidebar.getByRole('button', { name: 'Guides' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.close();
  });

  it('links doc tags to their tag page, which lists the tagged docs, and /docs/tags lists every tag with its count', async () => {
    const page = await open('/docs/intro');
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'theme' }).click();
    await page.waitForURL('**/docs/tags/theme');
    await expect(page.locator('h1').textContent()).resolves.toBe('2 docs tagged with "theme"');
    await expect(page.locator('main .card h2').allTextContents()).resolves.toEqual(['First guide', 'Introduction']);
    await page.getByRole('link', { name: 'View all tags' }).click();
    await page.waitForURL('**/docs/tags');
    await expect(page.locator('main .tag-list a').allTextContents()).resolves.toEqual(['getting-started 1', 'theme 2']);
    await page.close();
  });
});

describe('table of contents', () => {
  it('highlights the section being read as the reader scrolls', async () => {
    const page = await open('/docs/intro');
    await page.evaluate(() => document.getElementById('publishing')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc a[aria-current="location"]')?.getAttribute('href') === '#publishing');
    await page.evaluate(() => document.getElementById('configuring')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc a[aria-current="location"]')?.getAttribute('href') === '#configuring');
    await page.close();
  });
});

describe('mobile', () => {
  const mobile = async (path: string) => {
    const page = await open(path, (p) => p.setViewportSize({ width: 800, height: 900 }));
    return page;
  };

  it('collapses the navbar at 996 px and below into a menu that traps focus and closes with Escape', async () => {
    const page = await mobile('/docs/intro');
    await expect(page.locator('.navbar-inner > .navbar-items').first().isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.mobile-sidebar-panel'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle navigation bar');
    await page.close();
  });

  it('shows the docs sidebar in the menu, and closes the menu on navigation', async () => {
    const page = await mobile('/docs/intro');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menuSidebar = page.locator('nav[aria-label="Docs sidebar (menu)"]');
    await menuSidebar.getByRole('button', { name: 'Guides' }).click();
    await menuSidebar.getByRole('link', { name: 'Second guide' }).click();
    await page.waitForURL('**/docs/guides/second');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await expect(page.locator('h1').textContent()).resolves.toBe('Second guide');
    await page.close();
  });

  it('resets when the viewport becomes desktop', async () => {
    const page = await mobile('/docs/intro');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(1);
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await expect(page.locator('.navbar-inner > .navbar-items').first().isVisible()).resolves.toBe(true);
    await page.close();
  });
});

describe('loading states and storage', () => {
  it('says a slow page is taking long after the time-out, and shows it when it arrives', async () => {
    const page = await fixture.browser.newPage();
    await page.clock.install();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/routes/docs-guides-second-*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Second guide' }).click();
    await page.clock.fastForward(10_500);
    await expect(page.getByText('This page is taking longer than usual to load.').isVisible()).resolves.toBe(true);
    release();
    await page.waitForURL('**/docs/guides/second');
    await expect(page.getByText('This page is taking longer than usual to load.').count()).resolves.toBe(0);
    await page.close();
  });

  it('keeps working when browser storage throws, with one warning', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await page.getByRole('link', { name: 'first guide', exact: true }).click();
    await page.waitForURL('**/docs/guides/first');
    expect(problems.filter((p) => /storage is unavailable/.test(p))).toHaveLength(1);
    expect(problems.filter((p) => !/storage is unavailable/.test(p))).toEqual([]);
    await page.close();
  });
});

describe('colour mode that follows the system', () => {
  it('follows prefers-color-scheme when the config respects it, until the reader chooses', async () => {
    const dir = copyFixture('minimal');
    const configFile = path.join(dir, 'docs.config.ts');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("url: 'https://minimal.example',", "url: 'https://minimal.example',\n  colorMode: { respectPrefersColorScheme: true },"));
    const built = await buildSite(dir);
    const served = await serve(built.outDir);
    const page = await fixture.browser.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(served.url + '/docs/intro');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await hydrated(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.close();
    await served.close();
  });
});

describe('base URL check', () => {
  it('shows a banner with the configured and a suggested base URL when served elsewhere', async () => {
    const dir = copyFixture('minimal');
    const configFile = path.join(dir, 'docs.config.ts');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("url: 'https://minimal.example',", "url: 'https://minimal.example',\n  baseUrl: '/sub/',"));
    const built = await buildSite(dir);
    const wrong = await serve(built.outDir);
    const page = await fixture.browser.newPage();
    await page.goto(wrong.url + '/docs/intro');
    const banner = page.locator('#__docs-base-url-issue');
    await expect(banner.textContent()).resolves.toContain('Your site did not load properly.');
    await expect(banner.textContent()).resolves.toContain('/sub/');
    await expect(banner.textContent()).resolves.toContain('"/"');
    await page.close();
    await wrong.close();
  });
});
