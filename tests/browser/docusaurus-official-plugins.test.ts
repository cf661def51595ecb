import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, replaceInLiveEditor, useServedFixture } from '../helpers/browser.ts';

/** fixtures/docusaurus-official-plugins, served as `docs serve` serves it. */
const fixture = useServedFixture('docusaurus-official-plugins');

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash;
/** The service workers registered for the site, by scope. */
const registrations = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname));

describe('plugin-client-redirects, read in a browser', () => {
  it('lands a reader who opens an old address on the new page, query and hash kept', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/old-herons');
    await page.waitForURL(/\/docs\/guides\/grey-heron$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Grey heron');

    await page.goto(fixture.server.url + '/species/little-egret/?from=card#plumes');
    await page.waitForURL(/little-egret\?/);
    expect(pathOf(page)).toBe('/docs/guides/little-egret?from=card#plumes');
    await expect(page.locator('h1').textContent()).resolves.toBe('Little egret');
    await page.close();
  });
});

describe('theme-mermaid, read in a browser', () => {
  it('draws the diagram as an SVG, keeps its source as text, and redraws it in the dark theme', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    const diagram = page.locator('.docusaurus-mermaid-container[data-mermaid-state="drawn"]');
    await diagram.locator('svg').first().waitFor({ timeout: 20_000 });
    await expect(diagram.getByRole('img', { name: 'Diagram' }).locator('svg').count()).resolves.toBe(1);
    await expect(diagram.locator('svg').textContent()).resolves.toContain('Mudflat');
    await expect(diagram.locator('details pre').textContent()).resolves.toContain('Reedbed --> Mudflat');
    const light = await diagram.locator('svg').innerHTML();

    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(async () => (await diagram.locator('svg').innerHTML()) !== light, { timeout: 20_000 }).toBe(true);
    await expect(diagram.locator('svg').count()).resolves.toBe(1);
    await page.close();
  });

  it('loads mermaid only on a page with a diagram', async () => {
    const mermaidScripts = async (address: string) => {
      const page = await fixture.browser.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && /mermaid\.core/.test(r.url()) && scripts.push(r.url()));
      await page.goto(fixture.server.url + address);
      await hydrated(page);
      await page.waitForTimeout(500);
      await page.close();
      return scripts.length;
    };
    await expect(mermaidScripts('/docs/guides/little-egret')).resolves.toBe(0);
    await expect(mermaidScripts('/docs/intro')).resolves.toBe(1);
  });
});

describe('theme-live-codeblock, read in a browser', () => {
  it('updates the result as the reader edits the code, the result above the editor (playgroundPosition: top)', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/docs/guides/grey-heron');
    await hydrated(page);
    const example = page.locator('.live-code').first();
    await example.scrollIntoViewIfNeeded();
    await replaceInLiveEditor(page, example, '1.85', '1.95');
    await expect.poll(() => example.locator('.live-code-preview').textContent(), { timeout: 20_000 }).toContain('Wingspan: 1.95 m');
    await page.close();
  });
});

describe('plugin-pwa, read in a browser', () => {
  it('registers no service worker when no strategy applies, and one that caches the site with ?offlineMode=true', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(registrations(page)).resolves.toEqual([]);

    await page.goto(fixture.server.url + '/docs/intro?offlineMode=true');
    await hydrated(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(registrations(page)).resolves.toEqual(['/']);
    const cached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((k) => k.startsWith('docs-precache-'));
      return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
    });
    expect(cached).toEqual(expect.arrayContaining(['/docs/intro/index.html', '/docs/guides/grey-heron/index.html']));
    await page.close();
  });
});

describe('theme-search-algolia, read in a browser', () => {
  it("opens DocSearch's dialog from its button, queries the site's index with the contextual filters, and links the hits in the app", async () => {
    const page = await fixture.browser.newPage();
    const bodies: string[] = [];
    // No network at test time: Algolia's answer is the test's own.
    await page.route('https://heron0app-dsn.algolia.net/**', async (route) => {
      bodies.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify({ hits: [{ objectID: '1', url: 'https://heron.example/docs/guides/little-egret#plumes', hierarchy: { lvl0: 'Guide', lvl1: 'Little egret', lvl2: 'Plumes' }, content: 'White plumes, black legs.' }] }) });
    });
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    await page.getByRole('button', { name: 'Search the guide' }).click();
    const dialog = page.getByRole('dialog', { name: /Search/ });
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('plumes');
    const hit = dialog.getByRole('link', { name: /Plumes/ });
    await hit.waitFor();
    expect(JSON.parse(bodies[0]!)).toMatchObject({ query: 'plumes', facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']] });
    await expect(hit.getAttribute('href')).resolves.toBe('/docs/guides/little-egret#plumes');
    await hit.click();
    await page.waitForURL(/little-egret#plumes$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Little egret');
    await page.close();
  });
});
