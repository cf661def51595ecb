import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems, hydrated, useServed, useServedFixture } from '../helpers/browser.ts';
import { buildSite, copyFixture } from '../helpers/site.ts';

/** fixtures/docusaurus-trailing-slash sets `trailingSlash: true`; served as `docs serve` serves it. */
const fixture = useServedFixture('docusaurus-trailing-slash');
/** The same site with `trailingSlash: false`. */
const bare = useServed(() => {
  const dir = copyFixture('docusaurus-trailing-slash');
  const config = path.join(dir, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace('trailingSlash: true,', 'trailingSlash: false,'));
  return buildSite(dir);
});

/** A page marker that survives client-side navigation and disappears on a full reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 7);
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash;
const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');
const current = (page: Page) => sidebar(page).locator('a[aria-current="page"]');

describe('a site with trailingSlash: true, read in a browser', () => {
  it('navigates by the sidebar to the slashed address without a reload, marks the item, and goes back', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/docs/watch-rota/');
    await hydrated(page);
    await expect(current(page).getAttribute('href')).resolves.toBe('/docs/watch-rota/');
    await mark(page);

    // The category is collapsed, as Docusaurus's are by default.
    await sidebar(page).getByRole('button', { name: 'Guides' }).click();
    await sidebar(page).getByRole('link', { name: 'Lamp care' }).click();
    await page.waitForURL(/\/docs\/guides\/lamp-care\/$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Lamp care');
    expect(pathOf(page)).toBe('/docs/guides/lamp-care/');
    expect(await marked(page)).toBe(true);
    await expect(current(page).getAttribute('href')).resolves.toBe('/docs/guides/lamp-care/');
    await expect(current(page).count()).resolves.toBe(1);

    await page.goBack();
    await page.waitForURL(/\/docs\/watch-rota\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Watch rota');
    expect(await marked(page)).toBe(true);
    await expect(current(page).getAttribute('href')).resolves.toBe('/docs/watch-rota/');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the hash and query after the slash when a Markdown link is followed', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/docs/watch-rota/');
    await hydrated(page);
    await mark(page);
    await page.locator('article').getByRole('link', { name: 'tonight' }).click();
    await page.waitForURL(/fog-signals/);
    expect(pathOf(page)).toBe('/docs/guides/fog-signals/?night=tonight#horn-pattern');
    await expect(page.locator('h1').textContent()).resolves.toBe('Fog signals');
    expect(await marked(page)).toBe(true);
    await page.close();
  });

  it('serves the slashed address on reload, hydrating without a mismatch, and sends the bare one to it', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/docs/guides/lamp-care/');
    await hydrated(page);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Lamp care');
    await expect(current(page).getAttribute('href')).resolves.toBe('/docs/guides/lamp-care/');

    const response = await page.goto(fixture.server.url + '/docs/guides/lamp-care');
    expect(response?.request().redirectedFrom()?.url()).toBe(fixture.server.url + '/docs/guides/lamp-care');
    expect(pathOf(page)).toBe('/docs/guides/lamp-care/');
    await hydrated(page);
    await expect(current(page).getAttribute('href')).resolves.toBe('/docs/guides/lamp-care/');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates from the navbar and the paginator to slashed addresses', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/');
    await hydrated(page);
    await mark(page);
    await page.locator('header').getByRole('link', { name: 'Logs' }).click();
    await page.waitForURL(/\/docs\/$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Overview');
    await page.locator('nav[aria-label="Docs pages"]').getByRole('link').last().click();
    await page.waitForURL(/\/docs\/watch-rota\/$/);
    expect(await marked(page)).toBe(true);
    await page.close();
  });
});

describe('a site with trailingSlash: false, read in a browser', () => {
  it('navigates to addresses without a slash, served from a.html, and reloads them', async () => {
    const page = await bare.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(bare.server.url + '/docs');
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Overview');
    await mark(page);
    await sidebar(page).getByRole('link', { name: 'Watch rota' }).click();
    await page.waitForURL(/\/docs\/watch-rota$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Watch rota');
    expect(await marked(page)).toBe(true);
    await expect(current(page).getAttribute('href')).resolves.toBe('/docs/watch-rota');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Watch rota');
    await expect(current(page).getAttribute('href')).resolves.toBe('/docs/watch-rota');
    await page.goto(bare.server.url + '/docs/watch-rota/');
    expect(pathOf(page)).toBe('/docs/watch-rota');
    expect(problems).toEqual([]);
    await page.close();
  });
});
