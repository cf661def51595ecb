import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, ROOT } from '../helpers/site.ts';
import { sharedPortal } from '../helpers/portalBuilds.ts';
import { collectProblems, hydrated, launchBrowser, replaceInLiveEditor, serve, type BrowserSession, type Served } from '../helpers/browser.ts';

let site: BuiltSite;
let server: Served;
let browser: BrowserSession;

/** The services a deployment configures (README, "Deploying the portal"), at test addresses. */

beforeAll(async () => {
  // A private copy of the portal, so this build never races `npm start` or another test; with the
  // variables a deployment sets, so --strict holds it to no warning at all.
  site = await sharedPortal('services');
  server = await serve(site.outDir);
  browser = await launchBrowser();
  // The analytics tag is answered here: no request leaves the machine.
  await browser.context.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the portal', () => {
  it('builds with no warnings under --strict, with its deployment variables set', () => {
    expect(site.report.diagnostics).toEqual([]);
    expect(site.result.code).toBe(0);
  });

  it('serves the home page, the docs home and a docs page, hydrated without console problems', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(server.url + '/');
    await hydrated(page);
    expect(await page.title()).toContain('FastStore');
    await page.goto(server.url + '/docs');
    await hydrated(page);
    await expect(page.locator('nav[aria-label="Docs sidebar"]').count()).resolves.toBe(1);
    const quickstart = page.locator('nav[aria-label="Docs sidebar"] a[href="/quickstart"]');
    await quickstart.click();
    await page.waitForURL('**/quickstart');
    await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
    await expect(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').getAttribute('href')).resolves.toBe('/quickstart');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has the navbar and footer of the spec, and shows the site version in the footer', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/docs');
    // The menus open by script: clicked before hydration, a button does nothing yet (the page's
    // scripts start once its first paint is on screen, which can be after the load event).
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Beta program', 'Documentation', 'FAQ', 'Release Notes']) await expect(nav.getByRole('link', { name: label, exact: true }).count()).resolves.toBe(1);
    await expect(nav.getByRole('link', { name: 'GitHub repository' }).getAttribute('href')).resolves.toBe('https://github.com/vtex/faststore');
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(nav.getByRole('menuitem').allTextContents()).resolves.toEqual(['Starters', expect.stringContaining('Community')]);
    await page.keyboard.press('Escape');
    // The docs version selector: one version, current, labelled Next.
    await nav.getByRole('button', { name: 'Docs version: Next' }).click();
    await expect(nav.getByRole('menuitem').allTextContents()).resolves.toEqual(['Next']);
    await expect(nav.getByRole('menuitem', { name: 'Next' }).getAttribute('href')).resolves.toBe('/docs');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('menuitem').count()).resolves.toBe(0);
    // The locale dropdown: English only.
    await nav.getByRole('button', { name: 'Language: English' }).click();
    await expect(nav.getByRole('menuitem').allTextContents()).resolves.toEqual(['English']);
    await expect(nav.getByRole('menuitem', { name: 'English' }).getAttribute('lang')).resolves.toBe('en');
    await page.keyboard.press('Escape');
    const footer = page.locator('footer');
    await expect(footer.locator('h2').allTextContents()).resolves.toEqual(['Documentation', 'More']);
    await expect(footer.textContent()).resolves.toContain('2.0.31-alpha.0');
    await page.close();
  });

  it('renders FastStore UI live on a component page, restyled by its stylesheet, and updates the preview as you edit', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(server.url + '/reference/ui/atoms/Button');
    await hydrated(page);
    const first = page.locator('.live-code').first();
    const button = first.locator('.live-code-result [data-fs-button]').first();
    await expect.poll(() => button.textContent()).toBe('Add to cart');
    // FastStore UI's own styles: the primary variant is filled with the brand colour, not the browser's grey.
    const background = await button.locator('[data-fs-button-wrapper]').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toMatch(/rgba\(0, 0, 0, 0\)|rgb\(239, 239, 239\)/);
    await replaceInLiveEditor(page, first, 'Add to cart', 'Buy now');
    await expect.poll(() => button.textContent()).toBe('Buy now');
    // The props table comes from the component's types, in the page's HTML.
    const table = page.getByRole('region', { name: 'Props of Button' });
    await expect(table.getByRole('rowheader').allTextContents()).resolves.toEqual(expect.arrayContaining(['variant', 'size', 'loading', 'iconPosition']));
    await expect(table.getByRole('row', { name: /^variant/ }).textContent()).resolves.toContain('"primary" | "secondary" | "tertiary"');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a live product card and the latest release notes on the home page', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(server.url + '/');
    await hydrated(page);
    const card = page.locator('.home-preview [data-fs-product-card]');
    await expect.poll(() => card.count()).toBe(1);
    // The build rendered the card; it comes alive once the reader scrolls near it.
    await card.scrollIntoViewIfNeeded();
    await page.locator('.home-preview').getByRole('textbox', { name: 'Live Editor' }).waitFor();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => card.getByRole('button').first().textContent()).toContain('Added to cart');
    const releases = page.locator('.home-release');
    await expect(releases.count()).resolves.toBe(6);
    const dates = await releases.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2023-03-23');
    await releases.first().getByRole('link').click();
    await page.waitForURL('**/releases/2023/03/23/cms');
    await expect(page.locator('.blog-sidebar a[aria-current="page"]').count()).resolves.toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Release Notes', exact: true }).click();
    await page.waitForURL(/\/releases$/);
    await expect(page.locator('.blog-main h2.blog-post-title').count()).resolves.toBe(10);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('searches the portal from the navbar search box and opens a hit at its heading', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(server.url + '/docs');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Search/ }).click();
    const dialog = page.getByRole('dialog', { name: /Search/ });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('validateCart');
    const first = dialog.getByRole('option').first();
    await expect.poll(() => first.locator('.search-hit-path').textContent()).toMatch(/validateCart|Cart/);
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.pathname)).not.toBe('/docs');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists the latest documentation updates on the home page, newest first, each pointing at real pages', async () => {
    const updates = JSON.parse(readFileSync(path.join(ROOT, 'site/data/doc-updates.json'), 'utf8')) as { date: string; path: string; docs?: { path: string }[] }[];
    const routes = new Set(site.manifest().routes.map((r) => r.path));
    for (const u of updates) for (const p of [u.path, ...(u.docs ?? []).map((d) => d.path)]) expect(routes.has(p), p).toBe(true);
    const page = await browser.newPage();
    await page.goto(server.url + '/');
    const dates = await page.locator('.doc-update time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates).toHaveLength(6);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(updates.map((u) => u.date).sort().reverse()[0]);
    await page.close();
  });

  it('illustrates guides with diagrams that load, and zooms one on click and closes it again', async () => {
    // Each guide shows a diagram from static/img/diagrams, with alt text that says what it shows.
    const GUIDES = [
      ['/conceptual-guides/jamstack', 'faststore-architecture.svg', /^FastStore architecture: /],
      ['/tutorials/fundamentals/1', 'faststore-architecture.svg', /^How a FastStore page is built and served: /],
      ['/how-to-guides/cms/vtex-headless-cms/Sending CMS updates to VTEX IO WebOps', 'cms-publishing-flow.svg', /^The five steps from Publish to the live page: /],
      ['/how-to-guides/platform-integration/vtex/hosting-a-faststore-vtex-website', 'webops-deploy-pipeline.svg', /^The WebOps deploy pipeline: /],
    ] as const;
    const page = await browser.newPage();
    const problems = collectProblems(page);
    for (const [route, file, alt] of GUIDES) {
      await page.goto(server.url + encodeURI(route));
      await hydrated(page);
      const img = page.locator(`.markdown img[src="/img/diagrams/${file}"]`);
      await expect(img.count(), route).resolves.toBe(1);
      await expect(img.getAttribute('alt')).resolves.toMatch(alt);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: route }).toBe(true);
    }

    await page.goto(server.url + '/conceptual-guides/jamstack');
    await hydrated(page);
    const diagram = page.getByRole('button', { name: /^FastStore architecture: / });
    await diagram.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
    const small = (await diagram.boundingBox())!;
    await diagram.click();
    const dialog = page.getByRole('dialog', { name: /^FastStore architecture: .*\(zoomed\)$/ });
    await dialog.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.image-zoom-image');
      return !!img && getComputedStyle(img).transform === 'none' && img.getAnimations().length === 0;
    });
    const big = (await page.locator('.image-zoom-image').boundingBox())!;
    expect(big.width).toBeGreaterThan(small.width * 1.1);
    await expect(page.locator('.image-zoom-image').getAttribute('src')).resolves.toContain('/img/diagrams/faststore-architecture.svg');
    // A click closes it, and focus goes back to the diagram; Escape closes it too.
    await dialog.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('src'))).toBe('/img/diagrams/faststore-architecture.svg');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('expands a collapsed sidebar category from the keyboard, rendering its links', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/docs');
    await hydrated(page);
    const controls = await page.locator('nav[aria-label="Docs sidebar"] button[aria-expanded="false"]').first().getAttribute('aria-controls');
    const toggle = page.locator(`button[aria-controls="${controls}"]`);
    await expect(page.locator(`[id="${controls}"]`).count()).resolves.toBe(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.locator(`[id="${controls}"] a`).count()).resolves.toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.close();
  });
});
