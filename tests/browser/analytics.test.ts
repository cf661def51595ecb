import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PORTAL_DEPLOY_ENV, sharedPortal } from '../helpers/portalBuilds.ts';
import { collectProblems, hydrated, launchBrowser, serve, type BrowserSession, type Served } from '../helpers/browser.ts';

const WEBHOOK = PORTAL_DEPLOY_ENV.SURVEY_WEBHOOK_URL;
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';

let withId: Served;
let withoutId: Served;
let browser: BrowserSession;

/** A private copy of the portal, its custom fields overridden by `fields` whatever the config holds. */

beforeAll(async () => {
  // The services build has the survey's webhook and G-TEST123; the other, the same webhook and an
  // empty id, which means no analytics at all, whatever default the real config has.
  const [a, b] = await Promise.all([sharedPortal('services'), sharedPortal('withoutAnalytics')]);
  expect(a.report.ok, JSON.stringify(a.report.diagnostics)).toBe(true);
  expect(b.report.ok, JSON.stringify(b.report.diagnostics)).toBe(true);
  [withId, withoutId] = await Promise.all([serve(a.outDir), serve(b.outDir)]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await withId?.close();
  await withoutId?.close();
});

interface Opened {
  page: Page;
  /** Every request made to Google's tag servers. */
  tagRequests: string[];
  posts: string[];
  problems: string[];
}

async function open(server: Served, route: string): Promise<Opened> {
  const page = await browser.newPage();
  const problems = collectProblems(page);
  const tagRequests: string[] = [];
  const posts: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (r) => {
    tagRequests.push(r.request().url());
    return r.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.route('https://hooks.example.test/**', (r) => {
    posts.push(r.request().postData() ?? '');
    return r.fulfill({ status: 200, body: '' });
  });
  await page.goto(server.url + route);
  await hydrated(page);
  return { page, tagRequests, posts, problems };
}

/** The data layer as plain arrays (gtag pushes `arguments` objects); dates become "date". */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry).map((v) => (v instanceof Date ? 'date' : v))),
  );
}

async function pageViews(page: Page): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').map((e) => e[2] as Record<string, unknown>);
}

describe('Google Analytics', () => {
  it('loads gtag.js once, asynchronously, and configures it with IP anonymization and no automatic page view', async () => {
    const { page, tagRequests, problems } = await open(withId, '/docs');
    await expect.poll(() => tagRequests).toEqual([GTAG]);
    const scripts = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]')].map((s) => ({ src: s.src, async: s.async })));
    expect(scripts).toEqual([{ src: GTAG, async: true }]);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('function');
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['js', 'date']);
    expect(layer[1]).toEqual(['config', 'G-TEST123', { anonymize_ip: true, send_page_view: false }]);
    expect(layer.filter((e) => e[0] === 'config')).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends a page view on load and on each client-side change of path, none for a hash change', async () => {
    const { page, tagRequests, problems } = await open(withId, '/docs');
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect((await pageViews(page))[0]).toEqual({ page_path: '/docs', page_location: withId.url + '/docs', page_title: await page.title() });
    // A marker that survives only client-side navigation.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));

    await page.locator('nav[aria-label="Docs sidebar"] a[href="/quickstart"]').click();
    await page.waitForURL('**/quickstart');
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    const title = await page.title();
    expect(title).toMatch(/Quickstart/i);
    expect((await pageViews(page))[1]).toEqual({ page_path: '/quickstart', page_location: withId.url + '/quickstart', page_title: title });

    // An anchor on the same page: the hash changes, the path does not.
    const anchor = page.locator('.toc a[href^="#"]').first();
    const hash = await anchor.getAttribute('href');
    await anchor.click();
    await page.waitForURL(`**/quickstart${hash}`);
    await page.waitForTimeout(300);
    expect(await pageViews(page)).toHaveLength(2);
    // Back to the page without the hash: still the same path.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/quickstart' && url.hash === '');
    await page.waitForTimeout(300);
    expect(await pageViews(page)).toHaveLength(2);

    // Back to the first page, then to a page of another kind (the home page): one view each.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/docs');
    await expect.poll(() => pageViews(page)).toHaveLength(3);
    expect((await pageViews(page))[2]).toMatchObject({ page_path: '/docs' });
    await page.locator('a.navbar-brand').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => pageViews(page)).toHaveLength(4);
    await page.waitForTimeout(300);
    const views = await pageViews(page);
    expect(views).toHaveLength(4);
    expect(views[3]).toMatchObject({ page_path: '/', page_location: withId.url + '/' });

    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(tagRequests).toEqual([GTAG]);
    expect((await dataLayer(page)).filter((e) => e[0] === 'config')).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends nothing, and loads nothing from Google, when no measurement id is set', async () => {
    const { page, tagRequests, posts, problems } = await open(withoutId, '/docs');
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/quickstart"]').click();
    await page.waitForURL('**/quickstart');
    // The survey still works; it just sends no analytics event.
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    await page.getByRole('dialog', { name: 'Take the survey!' }).getByRole('radio', { name: '4 – Satisfied' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => posts.length).toBe(1);
    await page.waitForTimeout(300);
    expect(tagRequests).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(0);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
    expect(problems).toEqual([]);
    await page.close();
  });
});
