import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type BuiltSite, buildFixture } from '../helpers/site.ts';
import { sharedPortal } from '../helpers/portalBuilds.ts';
import { hydrated, launchBrowser, serve, type BrowserSession, type Served } from '../helpers/browser.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let site: BuiltSite;
let server: Served;
let portal: Served;
let browser: BrowserSession;

beforeAll(async () => {
  site = await buildFixture('theme-site');
  server = await serve(site.outDir);
  // The portal too: real content with code blocks, tables and admonitions.
  portal = await serve((await sharedPortal('plain')).outDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await portal?.close();
});

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe.each(['light', 'dark'])('axe-core in %s mode', (mode) => {
  it.each([
    ['a docs page', 'fixture', '/docs/intro'],
    ['the home page', 'fixture', '/'],
    ['the not-found page', 'fixture', '/no/such/page'],
    ['a portal docs page with code, tables and admonitions', 'portal', '/reference/sdk/cart'],
    ['the portal home page', 'portal', '/'],
    ['the portal not-found page', 'portal', '/no/such/page'],
    ['a UI component page with live examples and a props table', 'portal', '/reference/ui/molecules/ProductCard'],
    ['the release notes list', 'portal', '/releases'],
    ['a release note', 'portal', '/releases/2022/08/31/faststore'],
    ['the release notes archive', 'portal', '/releases/archive'],
    ['the search page with results', 'portal', '/search?q=checkout'],
  ])('reports no violations on %s', async (_name, which, path) => {
    const page = await browser.newPage();
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto((which === 'portal' ? portal : server).url + path);
    await hydrated(page);
    expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

describe.each(['light', 'dark'])('axe-core on the open search modal in %s mode', (mode) => {
  it('reports no violations with results listed', async () => {
    const page = await browser.newPage();
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(portal.url + '/reference/sdk/cart');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('cart');
    await page.getByRole('option').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
