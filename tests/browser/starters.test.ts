import { readFileSync } from 'node:fs';
import type { Starter } from '../../site/src/pages/starters/_components/starters.ts';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { type BuiltSite, ROOT } from '../helpers/site.ts';
import { PORTAL_DEPLOY_ENV, sharedPortal } from '../helpers/portalBuilds.ts';
import { collectProblems, hydrated, launchBrowser, serve, type BrowserSession, type Served } from '../helpers/browser.ts';


const STARTERS = JSON.parse(readFileSync(path.join(ROOT, 'site', 'data', 'starters.json'), 'utf8')) as Starter[];
const ENDPOINT = PORTAL_DEPLOY_ENV.STARTER_SUBMISSION_ENDPOINT;
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' };

let site: BuiltSite;
let server: Served;
let browser: BrowserSession;

beforeAll(async () => {
  // The portal built with every deployment variable set but analytics: the submission endpoint is ENDPOINT.
  site = await sharedPortal('withoutAnalytics');
  expect(site.report.ok, JSON.stringify(site.report.diagnostics)).toBe(true);
  server = await serve(site.outDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(pathname: string, setup?: (page: Page) => Promise<void>): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems = collectProblems(page);
  await setup?.(page);
  await page.goto(server.url + pathname);
  await hydrated(page);
  return { page, problems };
}

const cards = (page: Page) => page.locator('article.starters-card');
const cardIds = (page: Page) => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-starter')));
const idsOf = (type?: Starter['type']) => STARTERS.filter((s) => !type || s.type === type).map((s) => s.id);
const pressed = (page: Page) => page.locator('.starters-filter button[aria-pressed="true"]').textContent();

describe('the starters data', () => {
  it('holds the two official and three community starters, each with every field', () => {
    expect(idsOf('official')).toEqual(['base', 'cms-base']);
    expect(idsOf('community').sort()).toEqual(['beauty', 'pets', 'toy']);
    for (const s of STARTERS) {
      expect(s.url).toBe(`/starters/${s.id}`);
      expect(s.thumbnail).toMatch(/^\/img\/starters\/.+\.svg$/);
      expect(s.image).toMatch(/^\/img\/starters\/.+\.svg$/);
      expect(site.exists(s.thumbnail.slice(1)) && site.exists(s.image.slice(1))).toBe(true);
      expect(s.price).toBe('Free');
      expect(s.features.length).toBeGreaterThanOrEqual(4);
      for (const text of [s.name, s.owner, s.details, s.description]) expect(text.trim().length).toBeGreaterThan(0);
      for (const url of [s.ownerWebsite, s.demoUrl, s.repositories.default]) expect(url).toMatch(/^https:\/\//);
    }
    expect(STARTERS.find((s) => s.id === 'base')!.repositories.secondVariant?.framework).toBe('Next.js');
  });
});

describe('the gallery at /starters', () => {
  it('lists the five starters as cards with thumbnail, name, details, owner, description, links and price', async () => {
    const { page, problems } = await open('/starters');
    await expect(page.locator('h1').allTextContents()).resolves.toEqual(['FastStore Starter Library']);
    expect(await cardIds(page)).toEqual(idsOf());
    for (const s of STARTERS) {
      const card = page.locator(`article[data-starter="${s.id}"]`);
      const img = card.locator('img');
      await expect(img.getAttribute('src')).resolves.toBe(s.thumbnail);
      await expect(img.getAttribute('alt')).resolves.toContain(s.name);
      await expect(img.getAttribute('width')).resolves.toBe('320');
      await expect(img.getAttribute('height')).resolves.toBe('200');
      await expect(img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).resolves.toBe(true);
      await expect(card.getByRole('link', { name: s.name, exact: true }).getAttribute('href')).resolves.toBe(s.url);
      await expect(card.locator('.starters-card-details').textContent()).resolves.toBe(s.details);
      const text = await card.textContent();
      for (const part of [s.owner, s.description, s.price]) expect(text).toContain(part);
      // The demo and every repository, each named for its starter.
      const links = [
        [`View the demo of ${s.name}`, s.demoUrl],
        [`Gatsby repository of ${s.name}`, s.repositories.default],
        ...(s.repositories.secondVariant ? [[`${s.repositories.secondVariant.framework} repository of ${s.name}`, s.repositories.secondVariant.url]] : []),
      ];
      await expect(card.locator('.starters-card-links a').count()).resolves.toBe(links.length);
      for (const [name, href] of links) await expect(card.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    // The second variant only where a starter has one: the Base Store's Next.js edition.
    await expect(page.getByRole('link', { name: 'Next.js repository of Base Store', exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: /^Next\.js repository/ }).count()).resolves.toBe(STARTERS.filter((s) => s.repositories.secondVariant).length);
    await expect(page.getByRole('link', { name: 'Submit your starter' }).getAttribute('href')).resolves.toBe('/starters/submissions');
    // Those links sit above the card's own link, so a click on one opens its address, not the detail page.
    const demo = new URL(STARTERS.find((s) => s.id === 'toy')!.demoUrl);
    await page.route((url) => url.origin === demo.origin, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Toy demo</title>' }));
    await page.locator('article[data-starter="toy"]').getByRole('link', { name: 'View the demo of Toy Store', exact: true }).click();
    await page.waitForURL((url) => url.origin === demo.origin);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has the education, starter component, starter page and FAQ sections with their links', async () => {
    const { page } = await open('/starters');
    for (const heading of ['What is a starter?', 'Starter components', 'Starter pages', 'Frequently asked questions']) {
      await expect(page.getByRole('heading', { level: 2, name: heading }).count()).resolves.toBe(1);
    }
    for (const href of ['/conceptual-guides/S-starter', '/tutorials/gatsby/4', '/conceptual-guides/S-shadowing']) {
      await expect(page.locator(`main a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
    }
    const questions = page.locator('details.starters-faq-item');
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(5);
    await questions.first().locator('summary').click();
    await expect(questions.first().evaluate((el: HTMLDetailsElement) => el.open)).resolves.toBe(true);
    await page.close();
  });

  it('filters by type with pressed toggle buttons, keeps the choice in the URL and restores it on reload', async () => {
    const { page, problems } = await open('/starters');
    await expect(page.getByRole('group', { name: 'Show starters' }).getByRole('button').allTextContents()).resolves.toEqual(['All', 'Official', 'Community']);
    expect(await pressed(page)).toBe('All');

    await page.getByRole('button', { name: 'Official', exact: true }).click();
    expect(await pressed(page)).toBe('Official');
    expect(await cardIds(page)).toEqual(idsOf('official'));
    expect(new URL(page.url()).search).toBe('?type=official');
    await expect(page.locator('.starters-count').textContent()).resolves.toBe('Showing 2 starters');

    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.starters-filter button[aria-pressed="true"]')?.textContent === 'Official');
    expect(await cardIds(page)).toEqual(idsOf('official'));

    await page.getByRole('button', { name: 'Community', exact: true }).click();
    expect(await cardIds(page)).toEqual(idsOf('community'));
    expect(new URL(page.url()).search).toBe('?type=community');

    await page.getByRole('button', { name: 'All', exact: true }).click();
    expect(await cardIds(page)).toEqual(idsOf());
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('applies a shared ?type= link after hydration, without a hydration mismatch, and ignores unknown values', async () => {
    const { page, problems } = await open('/starters?type=community');
    await page.waitForFunction(() => document.querySelectorAll('article.starters-card').length === 3);
    expect(await cardIds(page)).toEqual(idsOf('community'));
    expect(await pressed(page)).toBe('Community');
    await page.goto(server.url + '/starters?type=premium');
    await hydrated(page);
    expect(await pressed(page)).toBe('All');
    expect(await cardIds(page)).toEqual(idsOf());
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a detail page from a card without a full reload', async () => {
    const { page } = await open('/starters');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('article[data-starter="toy"]').getByRole('link', { name: 'Toy Store', exact: true }).click();
    await page.waitForURL('**/starters/toy');
    await expect(page.locator('h1').textContent()).resolves.toBe('Toy Store');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.close();
  });
});

describe('the detail pages', () => {
  it.each(STARTERS.map((s) => [s.id, s] as const))('/starters/%s shows every field of the starter', async (_id, s) => {
    const { page, problems } = await open(s.url);
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([s.name]);
    expect(await page.title()).toContain(s.name);
    const main = page.locator('main');
    const text = (await main.textContent()) ?? '';
    for (const part of [s.details, s.description, s.price, s.owner, ...s.features]) expect(text).toContain(part);
    await expect(main.locator('.starters-features li').allTextContents()).resolves.toEqual(s.features);
    await expect(main.getByRole('link', { name: s.owner, exact: true }).getAttribute('href')).resolves.toBe(s.ownerWebsite);
    await expect(main.getByRole('link', { name: 'View the demo store' }).getAttribute('href')).resolves.toBe(s.demoUrl);
    await expect(main.getByRole('link', { name: 'Gatsby repository', exact: true }).getAttribute('href')).resolves.toBe(s.repositories.default);
    const second = s.repositories.secondVariant;
    await expect(main.getByRole('link', { name: `${second?.framework ?? 'Next.js'} repository`, exact: true }).count()).resolves.toBe(second ? 1 : 0);
    if (second) await expect(main.getByRole('link', { name: `${second.framework} repository`, exact: true }).getAttribute('href')).resolves.toBe(second.url);
    const image = main.locator('img.starters-detail-image');
    await expect(image.getAttribute('src')).resolves.toBe(s.image);
    await expect(image.getAttribute('alt')).resolves.toContain(s.name);
    await expect(image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).resolves.toBe(true);
    expect(text).toContain('hosted and kept online by the starter');
    // "Use this starter": one block of commands per repository.
    await expect(main.getByRole('heading', { name: 'Use this starter' }).count()).resolves.toBe(1);
    const blocks = await main.locator('pre code').allTextContents();
    const slug = (url: string) => new URL(url).pathname.slice(1);
    expect(blocks[0]).toBe(`npx degit ${slug(s.repositories.default)} my-store\ncd my-store\nyarn\nyarn develop`);
    if (second) expect(blocks[1]).toBe(`npx degit ${slug(second.url)} my-store\ncd my-store\nyarn\nyarn dev`);
    expect(blocks).toHaveLength(second ? 2 : 1);
    await expect(main.getByRole('link', { name: '← All starters' }).getAttribute('href')).resolves.toBe('/starters');
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** Record every request to the submission endpoint, and answer it as `respond` says. */
async function interceptSubmissions(page: Page, respond: (route: Route) => Promise<void>): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(ENDPOINT, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    seen.push(route.request());
    await respond(route);
  });
  return seen;
}

const VALID = {
  'Starter name': 'Garden Store',
  'Repository URL': 'https://github.com/green-thumb/garden.store',
  'Demo URL': 'https://garden.example.com',
  Owner: 'Green Thumb Studio',
  'Contact email': 'hello@green-thumb.example',
  Description: '  A FastStore starter for plant nurseries, with care guides on every product page.  ',
  'Features (one per line)': 'Care guides on product pages\n\n  Delivery date picker  \nVTEX Headless CMS sections',
};

const EXPECTED_BODY = {
  name: 'Garden Store',
  repositoryUrl: 'https://github.com/green-thumb/garden.store',
  demoUrl: 'https://garden.example.com',
  owner: 'Green Thumb Studio',
  contactEmail: 'hello@green-thumb.example',
  description: 'A FastStore starter for plant nurseries, with care guides on every product page.',
  features: ['Care guides on product pages', 'Delivery date picker', 'VTEX Headless CMS sections'],
};

async function fillValid(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(VALID)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function typedValues(page: Page): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const label of Object.keys(VALID)) values[label] = await page.getByLabel(label, { exact: true }).inputValue();
  return values;
}

/** Failed requests log "Failed to load resource"; anything else is a real problem. */
const realProblems = (problems: string[]) => problems.filter((p) => !p.includes('Failed to load resource'));

describe('the submission form at /starters/submissions', () => {
  it('labels every field, and on an empty submit shows a focused summary and a message next to each field, sending nothing', async () => {
    let requests: Request[] = [];
    const { page, problems } = await open('/starters/submissions', async (p) => {
      requests = await interceptSubmissions(p, (route) => route.fulfill({ status: 200, headers: CORS, body: '{}' }));
    });
    await expect(page.locator('h1').allTextContents()).resolves.toEqual(['Submit your starter']);
    await page.getByRole('button', { name: 'Submit starter' }).click();
    await page.waitForFunction(() => document.activeElement?.classList.contains('starters-error-summary'));
    await expect(page.locator('.starters-error-summary h3').textContent()).resolves.toBe('Fix 7 fields before submitting');
    for (const label of Object.keys(VALID)) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
      const error = await page.locator(`[id="${describedBy[0]}"]`).textContent();
      expect(error).toMatch(/Enter|Describe|List/);
    }
    // A summary link moves focus to its field.
    await page.locator('.starters-error-summary a').filter({ hasText: 'Contact email' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('starter-contactEmail');

    // Specific messages for values in the wrong shape; corrections clear them as they are typed.
    await page.getByLabel('Contact email', { exact: true }).fill('hello@');
    await page.getByLabel('Repository URL', { exact: true }).fill('github.com/green-thumb');
    await page.getByLabel('Description', { exact: true }).fill('Too short.');
    await page.getByRole('button', { name: 'Submit starter' }).click();
    await expect(page.locator('#starter-contactEmail-error').textContent()).resolves.toContain('name@example.com');
    await expect(page.locator('#starter-repositoryUrl-error').textContent()).resolves.toContain('https://');
    await expect(page.locator('#starter-description-error').textContent()).resolves.toContain('at least 40 characters');
    await page.getByLabel('Contact email', { exact: true }).fill('hello@green-thumb.example');
    await expect(page.locator('#starter-contactEmail-error').count()).resolves.toBe(0);
    await expect(page.getByLabel('Contact email', { exact: true }).getAttribute('aria-invalid')).resolves.toBeNull();

    expect(requests).toHaveLength(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('POSTs the trimmed values as JSON, disables the button while sending, then confirms and clears the form', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requests: Request[] = [];
    const { page, problems } = await open('/starters/submissions', async (p) => {
      requests = await interceptSubmissions(p, async (route) => {
        await held;
        await route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body: '{"status":"success"}' });
      });
    });
    await fillValid(page);
    await page.getByRole('button', { name: 'Submit starter' }).click();
    const button = page.locator('form.starters-form button[type="submit"]');
    await page.waitForFunction(() => (document.querySelector('form.starters-form button[type="submit"]') as HTMLButtonElement).disabled);
    await expect(button.textContent()).resolves.toBe('Submitting…');
    release();

    const status = page.getByRole('status').filter({ hasText: 'Thank you' });
    await status.waitFor();
    await expect(status.textContent()).resolves.toContain('Garden Store was submitted');
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.postDataJSON()).toEqual(EXPECTED_BODY);
    expect(Object.values(await typedValues(page)).every((v) => v === '')).toBe(true);
    await expect(button.isEnabled()).resolves.toBe(true);
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['an HTTP 500 answer', (route: Route) => route.fulfill({ status: 500, headers: CORS, body: 'Internal Server Error' }), 'HTTP 500'],
    ['a network failure', (route: Route) => route.abort('connectionfailed'), 'could not be reached'],
  ])('on %s, shows the failure and keeps everything typed', async (_name, respond, reason) => {
    let requests: Request[] = [];
    const { page, problems } = await open('/starters/submissions', async (p) => {
      requests = await interceptSubmissions(p, respond);
    });
    await fillValid(page);
    const before = await typedValues(page);
    await page.getByRole('button', { name: 'Submit starter' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'not submitted' });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(reason);
    expect(requests).toHaveLength(1);
    expect(await typedValues(page)).toEqual(before);
    await expect(page.getByRole('button', { name: 'Submit starter' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' }).count()).resolves.toBe(0);
    expect(realProblems(problems)).toEqual([]);
    await page.close();
  });
});

/** axe-core's violations on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe('layout and accessibility', () => {
  it.each(['light', 'dark'])('reports no axe-core violations in %s mode, including the form with its errors', async (mode) => {
    for (const pathname of ['/starters', '/starters/base', '/starters/beauty', '/starters/submissions']) {
      const { page } = await open(pathname, async (p) => {
        await p.addInitScript((m) => localStorage.setItem('theme', m), mode);
      });
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
      if (pathname === '/starters/submissions') {
        await page.getByRole('button', { name: 'Submit starter' }).click();
        await page.locator('.starters-error-summary').waitFor();
      }
      expect(await violations(page), pathname).toEqual([]);
      await page.close();
    }
  });

  it('fits a 375 px wide screen without horizontal scrolling', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    for (const pathname of ['/starters', '/starters/base', '/starters/cms-base', '/starters/submissions']) {
      await page.goto(server.url + pathname);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, pathname).toBeLessThanOrEqual(0);
    }
    await page.close();
  });
});

describe('the submission form on a copy of the site without a submission endpoint', () => {
  // The default build: STARTER_SUBMISSION_ENDPOINT unset, so `starterSubmissionEndpoint` is empty.
  let bare: Served;

  beforeAll(async () => {
    const built = await sharedPortal('plain');
    expect(built.report.ok, JSON.stringify(built.report.diagnostics)).toBe(true);
    bare = await serve(built.outDir);
  });

  afterAll(async () => {
    await bare?.close();
  });

  it('still shows the form, checks it, and on a valid submit says submissions are not configured, sending nothing and keeping what was typed', async () => {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') requests.push(`${r.method()} ${r.url()}`);
    });
    await page.goto(bare.url + '/starters/submissions');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Starter submission' });
    await expect(form.count()).resolves.toBe(1);
    for (const label of Object.keys(VALID)) await expect(page.getByLabel(label, { exact: true }).count()).resolves.toBe(1);

    // Validation works as usual.
    await page.getByRole('button', { name: 'Submit starter' }).click();
    await page.waitForFunction(() => document.activeElement?.classList.contains('starters-error-summary'));
    await expect(page.locator('.starters-error-summary h3').textContent()).resolves.toBe('Fix 7 fields before submitting');

    await fillValid(page);
    const before = await typedValues(page);
    await page.getByRole('button', { name: 'Submit starter' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'not submitted' });
    await alert.waitFor();
    const message = (await alert.textContent()) ?? '';
    expect(message).toContain('submissions are not configured on this copy of the site');
    await expect(alert.getByRole('link', { name: 'FastStore GitHub repository' }).getAttribute('href')).resolves.toBe('https://github.com/vtex/faststore/issues');
    // Focus moves to the message, so a screen reader user hears it.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('starters-result-region'))).toBe(true);
    expect(await typedValues(page)).toEqual(before);
    await expect(page.getByRole('button', { name: 'Submit starter' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' }).count()).resolves.toBe(0);
    await expect(page.locator('.starters-error-summary').count()).resolves.toBe(0);
    expect(requests).toEqual([]);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
