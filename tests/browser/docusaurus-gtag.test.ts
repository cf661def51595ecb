import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, launchBrowser, serve, type BrowserSession, type Served } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/site.ts';

/**
 * The classic preset's `gtag` and `googleTagManager` (fixtures/docusaurus-classic) in Chromium
 * under the pages' own Content-Security-Policy: Google's scripts are answered locally, never
 * downloaded, and a client-side navigation is sent as a page view.
 */
let server: Served;
let strict: BrowserSession;

beforeAll(async () => {
  strict = await launchBrowser({ enforceCsp: true });
  const site = await buildFixture('docusaurus-classic');
  expect(site.report.ok, JSON.stringify(site.report.diagnostics)).toBe(true);
  server = await serve(site.outDir);
}, 240_000);
afterAll(async () => {
  await strict?.close();
  await server?.close();
});

async function open(route: string): Promise<{ page: Page; requested: string[]; violations: string[] }> {
  const page = await strict.newPage();
  const requested: string[] = [];
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.route('https://www.googletagmanager.com/**', (r) => {
    requested.push(r.request().url());
    return r.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.goto(server.url + route);
  await hydrated(page);
  return { page, requested, violations };
}

/** The gtag calls in the data layer, as plain arrays (gtag pushes `arguments` objects). */
const gtagCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).filter((e) => typeof e === 'object' && e !== null && 'length' in e).map((e) => Array.from(e as ArrayLike<unknown>).map((v) => (v instanceof Date ? 'date' : v))));

describe('Google tags from the classic preset', () => {
  it('load gtag.js and Tag Manager under the Content-Security-Policy, and send a page view on navigation', async () => {
    const { page, requested, violations } = await open('/docs/intro');
    await expect.poll(() => requested.map((u) => new URL(u).pathname + new URL(u).search).sort()).toEqual(['/gtag/js?id=G-TIDEWATER1', '/gtm.js?id=GTM-TIDES']);
    expect(await gtagCalls(page)).toEqual([
      ['js', 'date'],
      ['config', 'G-TIDEWATER1', { anonymize_ip: true }],
      ['config', 'G-TIDEWATER2', { anonymize_ip: true }],
    ]);
    await page.locator('article a[href="/docs/tutorial-basics/read-a-table"], nav a[href="/docs/tutorial-basics/read-a-table"]').first().click();
    await page.waitForURL('**/docs/tutorial-basics/read-a-table');
    await expect.poll(() => gtagCalls(page).then((calls) => calls.slice(3))).toEqual([
      ['set', 'page_path', '/docs/tutorial-basics/read-a-table'],
      ['event', 'page_view'],
    ]);
    expect(violations).toEqual([]);
    await page.close();
  });
});
