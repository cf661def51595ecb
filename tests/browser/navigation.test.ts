import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contentTypeOf } from '../../packages/core/src/serve/contentTypes.ts';
import { collectProblems, hydrated, useServedFixture, type Served } from '../helpers/browser.ts';

const fixture = useServedFixture('browser-nav');

/**
 * A plain static host, as many are: `/path` and `/path/` find `path/index.html`, a file is sent as
 * it is, and anything else gets 404.html with status 404 (no `.html` stripped, no redirects).
 */
async function plainStaticHost(root: string): Promise<Served> {
  const fileFor = async (urlPath: string) => {
    const rel = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^\/+/, '');
    for (const candidate of [rel, path.posix.join(rel, 'index.html')]) {
      const file = path.join(root, candidate);
      if (file.startsWith(root + path.sep) && (await stat(file).catch(() => undefined))?.isFile()) return file;
    }
    return undefined;
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      const file = await fileFor(new URL(req.url!, 'http://host').pathname);
      res.writeHead(file ? 200 : 404, { 'Content-Type': contentTypeOf(file ?? '404.html') }).end(await readFile(file ?? path.join(root, '404.html')));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A page marker that survives client-side navigation and disappears on a full reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);

describe('hydration and navigation', () => {
  it('hydrates server-rendered pages without console errors or warnings', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    for (const path of ['/', '/docs/first', '/docs/second']) {
      await page.goto(fixture.server.url + path);
      await hydrated(page);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('asks for its scripts only once the stylesheets are in and the first paint is on screen, and then hydrates', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/docs/first');
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const of = (pattern: RegExp) => resources.filter((e) => pattern.test(new URL(e.name).pathname));
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        stylesheetsIn: Math.max(...of(/\.css$/).map((e) => e.responseEnd)),
        scripts: of(/^\/assets\/js\/.*\.js$/).map((e) => e.startTime),
      };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.stylesheetsIn).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(1);
    // Nothing shares the connection with what the first paint waits for, and no script starts
    // before the browser says the paint is on screen (a trace would count it against the paint).
    for (const start of timing.scripts) {
      expect(start).toBeGreaterThanOrEqual(timing.stylesheetsIn);
      expect(start).toBeGreaterThanOrEqual(timing.paint!);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the content with JavaScript off', async () => {
    const context = await fixture.browser.context.browser()?.newContext({ javaScriptEnabled: false });
    // A persistent context has no parent browser; fall back to a page with scripts blocked.
    const page = context ? await context.newPage() : await fixture.browser.newPage();
    if (!context) await page.route('**/*.js', (route) => route.abort());
    await page.goto(fixture.server.url + '/docs/first');
    await expect(page.locator('h1').textContent()).resolves.toBe('First page');
    await expect(page.getByRole('link', { name: 'the second page', exact: true }).getAttribute('href')).resolves.toBe('/docs/second');
    await page.close();
  });

  it('navigates client-side, keeps the old page until the next is ready, scrolls to the top, and supports back and forward', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/docs/first');
    await hydrated(page);
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    // Clicked from script: Playwright's own click would first scroll the link into view.
    await page.evaluate(() => [...document.querySelectorAll('article a')].find((a) => a.textContent === 'the second page')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    await page.waitForURL('**/docs/second');
    await expect(page.locator('h1').textContent()).resolves.toBe('Second page');
    expect(await marked(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe('Second page | Navigation');

    // Back and Forward move the address first, and the page once its route is loaded: polled.
    await page.goBack();
    await page.waitForURL('**/docs/first');
    await expect.poll(() => page.locator('h1').textContent()).toBe('First page');
    expect(await marked(page)).toBe(true);
    // Back restores where the reader was.
    await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 5);

    await page.goForward();
    await page.waitForURL('**/docs/second');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Second page');
    expect(await marked(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the current page while the next chunk loads, with a progress bar only after 200 ms', async () => {
    const page = await fixture.browser.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held from the start, so the prefetch of the visible link cannot load it early either.
    await page.route('**/assets/js/routes/docs-second-*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(fixture.server.url + '/docs/first');
    await hydrated(page);
    // Timed in the page, from the click to the bar's insertion: a wait in the test would measure
    // the machine's load as well.
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { progressTimes: Record<string, number> }).progressTimes = times;
      document.addEventListener('click', () => (times.click = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.route-progress')) return;
        times.progress = performance.now();
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: 'the second page', exact: true }).click();
    await page.waitForSelector('.route-progress');
    const times = await page.evaluate(() => (window as unknown as { progressTimes: Record<string, number> }).progressTimes);
    // Timers may fire a millisecond early against performance.now()'s clock.
    expect(times.progress! - times.click!).toBeGreaterThanOrEqual(198);
    await expect(page.locator('h1').textContent()).resolves.toBe('First page');
    expect(page.url()).toMatch(/\/docs\/first$/);
    release();
    await page.waitForURL('**/docs/second');
    await expect(page.locator('h1').textContent()).resolves.toBe('Second page');
    await expect(page.locator('.route-progress').count()).resolves.toBe(0);
    await page.close();
  });

  it('prefetches the chunks of visible links while idle, and nothing on a data-saving connection', async () => {
    const page = await fixture.browser.newPage();
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/routes/docs-first-') && chunks.push(r.url()));
    await page.goto(fixture.server.url + '/');
    await hydrated(page);
    // The request may come before or after hydration is observed: poll what was recorded.
    await expect.poll(() => chunks.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.close();

    const saver = await fixture.browser.newPage();
    await saver.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const saverChunks: string[] = [];
    saver.on('request', (r) => r.url().includes('/routes/docs-first-') && saverChunks.push(r.url()));
    await saver.goto(fixture.server.url + '/');
    await hydrated(saver);
    await saver.hover('main a[href="/docs/first"]');
    await saver.waitForTimeout(1500);
    expect(saverChunks).toEqual([]);
    // Clicking still works: only the speculative loads are skipped.
    await saver.click('main a[href="/docs/first"]');
    await saver.waitForURL('**/docs/first');
    await saver.close();
  });

  it('scrolls to the hash after loading the next page', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url + '/docs/first');
    await hydrated(page);
    await mark(page);
    await page.click('article a:has-text("far section")');
    await page.waitForURL('**/docs/second#far-section');
    expect(await marked(page)).toBe(true);
    const top = await page.evaluate(() => document.getElementById('far-section')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.close();
  });

  it('loads the same page for /path/, /path/index.html and /path.html', async () => {
    const page = await fixture.browser.newPage();
    for (const variant of ['/docs/first/', '/docs/first/index.html', '/docs/first.html?tab=a']) {
      await page.goto(fixture.server.url + variant);
      await hydrated(page);
      await expect(page.locator('h1').textContent()).resolves.toBe('First page');
    }
    // docs serve redirected the last one to the page's address.
    expect(page.url()).toBe(`${fixture.server.url}/docs/first?tab=a`);
    await page.close();
  });

  it('shows the page for /path.html on a host that answers unknown paths with 404.html, under the corrected address', async () => {
    const host = await plainStaticHost(fixture.site.outDir);
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.addInitScript(() => ((window as unknown as { __historyAtStart: number }).__historyAtStart = history.length));
    try {
      const response = await page.goto(`${host.url}/docs/second.html?tab=a#far-section`);
      expect(response?.status()).toBe(404);
      await page.waitForURL(`${host.url}/docs/second?tab=a#far-section`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Second page');
      expect(await page.title()).toBe('Second page | Navigation');
      // In place: one document loaded, the address replaced rather than a history entry added.
      expect(documents).toEqual([`${host.url}/docs/second.html?tab=a#far-section`.replace(/#.*/, '')]);
      expect(await page.evaluate(() => history.length - (window as unknown as { __historyAtStart: number }).__historyAtStart)).toBe(0);
      await page.waitForFunction(() => Math.abs(document.getElementById('far-section')!.getBoundingClientRect().top) < 200);

      // Another page, and an .html name of no page: that one stays not found, at its address.
      await page.goto(`${host.url}/docs/first.html`);
      await page.waitForURL(`${host.url}/docs/first`);
      await expect(page.locator('h1').textContent()).resolves.toBe('First page');
      await page.goto(`${host.url}/docs/missing-page.html`);
      await hydrated(page);
      // The routes index it looked the path up in has come and gone.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
      expect(new URL(page.url()).pathname).toBe('/docs/missing-page.html');
      // The 404 status of the host's answer is the only complaint.
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    } finally {
      await page.close();
      await host.close();
    }
  });

  it('shows the not-found page for unknown paths, directly and after a client-side click', async () => {
    const page = await fixture.browser.newPage();
    const response = await page.goto(fixture.server.url + '/docs/does-not-exist');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    await expect(page.locator('main').textContent()).resolves.toMatch(/search/i);
    await expect(page.getByRole('main').getByRole('link', { name: /home page/i }).getAttribute('href')).resolves.toBe('/');

    await page.goto(fixture.server.url + '/docs/first');
    await hydrated(page);
    await mark(page);
    await page.click('article a:has-text("a missing page")');
    await page.waitForURL('**/docs/missing-page');
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    expect(await marked(page)).toBe(true);
    await page.close();
  });

  it('changes the address and the page in one task when a link is followed', async () => {
    const page = await fixture.browser.newPage();
    // What the heading says in the first microtask after the address changes: after the task that
    // changed it, before any other task (React's own scheduling among them) could run.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { headingsAtPush: string[] }).headingsAtPush = []);
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        push(...args);
        queueMicrotask(() => seen.push(document.querySelector('h1')?.textContent ?? ''));
      };
    });
    await page.goto(fixture.server.url + '/docs/first');
    await hydrated(page);
    await page.getByRole('link', { name: 'the second page', exact: true }).click();
    await page.waitForURL('**/docs/second');
    expect(await page.evaluate(() => (window as unknown as { headingsAtPush: string[] }).headingsAtPush)).toEqual(['Second page']);
    await page.close();
  });

  it('shows the error and a Retry button when a chunk fails to load, and Retry loads it', async () => {
    const page = await fixture.browser.newPage();
    let fail = true;
    // Set up before the page loads, so the prefetch of the visible link fails too.
    await page.route('**/assets/js/routes/docs-second-*', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(fixture.server.url + '/docs/first');
    await hydrated(page);
    await page.getByRole('link', { name: 'the second page', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBeTruthy();
    await expect(page.locator('h1').textContent()).resolves.toBe('First page');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL('**/docs/second');
    await expect(page.locator('h1').textContent()).resolves.toBe('Second page');
    await page.close();
  });

  it('loads the next page in full when the site was deployed again since this page loaded', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    // The routes index of a newer deploy: another app version than the page runs.
    await page.route('**/assets/data/routes.json', async (route) => {
      const response = await route.fetch();
      const index = (await response.json()) as { app: string };
      await route.fulfill({ response, json: { ...index, app: `${index.app}-newer` } });
    });
    await page.goto(fixture.server.url + '/docs/first');
    await hydrated(page);
    await mark(page);
    await page.getByRole('link', { name: 'the second page', exact: true }).click();
    await page.waitForURL('**/docs/second');
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Second page');
    expect(await marked(page), 'a client-side navigation would have kept the marker').toBe(false);
    // Back loads the first page in full too, without adding an entry: forward still leads to the second.
    await mark(page);
    await page.goBack();
    await page.waitForURL('**/docs/first');
    await hydrated(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('First page');
    expect(await marked(page)).toBe(false);
    await page.goForward();
    await page.waitForURL('**/docs/second');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Second page');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('catches a crashing page: "This page crashed." with Try again, the layout still usable', async () => {
    const page = await fixture.browser.newPage();
    page.on('pageerror', () => undefined);
    await page.goto(fixture.server.url + '/crash');
    await hydrated(page);
    await page.getByRole('button', { name: 'Arm' }).click();
    await expect(page.getByText('This page crashed.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('The bomb went off').isVisible()).resolves.toBe(true);
    await page.evaluate(() => ((window as unknown as { __explode: boolean }).__explode = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('h1').textContent()).resolves.toBe('Crash test');
    await expect(page.getByText('Defused').isVisible()).resolves.toBe(true);
    await page.click('nav[aria-label="Main"] a:has-text("First")');
    await page.waitForURL('**/docs/first');
    await page.close();
  });
});
