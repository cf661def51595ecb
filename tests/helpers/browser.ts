import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type BuiltSite, buildFixture } from './site.ts';
import { sharedPortal, type PortalBuildName } from './portalBuilds.ts';
import { createStaticServer } from '../../packages/core/src/serve/staticServer.ts';

/** The flags this machine needs: no sandbox as root, and no background calls to a network that is not there. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serve a built folder on 127.0.0.1 at a free port, with the same server `docs serve` uses. */
export async function serve(outDir: string): Promise<Served> {
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // The test is done with the site: connections the browser keeps open, or a request it gave up
    // on, end now rather than when the browser lets go of them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface BrowserSession {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Headless Debian Chromium with a fresh profile folder (Playwright's persistent context is how it
 * takes one). Pages' Content-Security-Policy is bypassed unless `enforceCsp`: tests inject axe-core
 * and probes into pages, and the policy itself is tested where it is the subject.
 */
export async function launchBrowser(options: { viewport?: { width: number; height: number }; enforceCsp?: boolean } = {}): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'docs-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    bypassCSP: !options.enforceCsp,
  });
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Console errors and warnings and uncaught exceptions of a page, for tests that demand none. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

export interface ServedFixture {
  site: import('./site.ts').BuiltSite;
  server: Served;
  browser: BrowserSession;
}

/**
 * Build a fixture once for the test file, serve it and start Chromium; everything is closed after
 * the file's tests. The returned object is filled in before the first test runs.
 */
export function useServedFixture(name: string, buildArgs: string[] = []): ServedFixture {
  return useServed(() => buildFixture(name, buildArgs));
}

/** The same for one of the run's shared portal builds (see PORTAL_BUILDS). */
export function useServedPortal(name: PortalBuildName): ServedFixture {
  return useServed(() => sharedPortal(name));
}

/** The same for a site `build` makes (a fixture with a file of the test's own, say). */
export function useServed(build: () => Promise<BuiltSite>): ServedFixture {
  const ctx = {} as ServedFixture;
  beforeAll(async () => {
    ctx.site = await build();
    expect(ctx.site.report.ok, JSON.stringify(ctx.site.report.diagnostics)).toBe(true);
    ctx.server = await serve(ctx.site.outDir);
    ctx.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  return ctx;
}

/** A new page of the served site at `path`, hydrated, with the problems it logs collected from the start. */
export async function openHydrated(served: ServedFixture, path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await served.browser.newPage();
  const problems = collectProblems(page);
  await page.goto(served.server.url + path);
  await hydrated(page);
  return { page, problems };
}

/** Wait until the page's app has hydrated (the runtime marks its root). */
export function hydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.getElementById('__docs')?.hasAttribute('data-hydrated'));
}

/** Select `from` in a live example's editor and type `to` over it, as a reader would. */
export async function replaceInLiveEditor(page: Page, example: Locator, from: string, to: string): Promise<void> {
  const editor = example.getByRole('textbox', { name: 'Live Editor' });
  await editor.click();
  await editor.evaluate((el: HTMLTextAreaElement, text) => {
    const at = el.value.indexOf(text);
    el.setSelectionRange(at, at + text.length);
  }, from);
  await page.keyboard.type(to);
}

/**
 * The options the search modal lists for `query`, joined by lines, once it lists at least
 * `atLeast` (opened with Ctrl+K, closed with Escape, so the page is as it was).
 */
export async function searchHits(page: Page, query: string, { atLeast = 1 } = {}): Promise<string> {
  const modal = page.getByRole('dialog', { name: /Search/ });
  await page.keyboard.press('Control+k');
  await modal.getByRole('combobox', { name: 'Search' }).fill(query);
  await expect.poll(() => modal.getByRole('option').count()).toBeGreaterThanOrEqual(atLeast);
  const texts = await modal.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return texts.join('\n');
}
