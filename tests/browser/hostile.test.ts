import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_CASES } from '../../fixtures/hostile/cases.ts';
import { buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';
import { sharedPortal } from '../helpers/portalBuilds.ts';
import { hydrated, launchBrowser, replaceInLiveEditor, serve, type BrowserSession, type Served } from '../helpers/browser.ts';

const PAYLOAD = '"><img src=x onerror="window.__xss=20"></script><script>window.__xss=21</script><!--\u2028\u2029';
/** Every flag a payload of the hostile cases or this file sets when it runs. */
const flags = (page: Page) => page.evaluate(() => Object.keys(window).filter((k) => /^__x(ss)?$/.test(k)));

/** Console messages and events that say the Content-Security-Policy blocked something. */
async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

let browser: BrowserSession;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('hostile text never runs as script (escaping alone, no Content-Security-Policy)', () => {
  let site: BuiltSite;
  let server: Served;

  beforeAll(async () => {
    const dir = copyFixture(path.join('hostile', 'site'));
    const names = ['script-breaking text in every front-matter field', 'a script element in Markdown', 'event handlers, javascript: URLs and srcdoc in Markdown HTML', 'a javascript: Markdown link'];
    for (const c of HOSTILE_CASES.filter((x) => names.includes(x.name))) {
      for (const [rel, content] of Object.entries(c.files)) {
        mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        writeFileSync(path.join(dir, rel), content);
      }
    }
    // The same text as MDX, where `<` must be escaped to be text at all, and search on for `?q=`.
    writeFileSync(path.join(dir, 'docs', 'payload-mdx.mdx'), `---\ntitle: ${JSON.stringify(PAYLOAD)}\nsidebar_label: ${JSON.stringify(PAYLOAD)}\n---\n\nText \\<script>window.__xss=22\\</script> and {'<img src=x onerror="window.__xss=23">'}.\n\n\`\`\`html\n<script>window.__xss=24</script>\n\`\`\`\n`);
    writeFileSync(
      path.join(dir, 'docs.config.ts'),
      "import { defineConfig } from '@docs/core/config';\nexport default defineConfig({ title: 'Hostile', url: 'https://hostile.example', markdown: { format: 'detect' }, docs: { routeBasePath: '/docs' }, navbar: { items: [{ label: 'Docs', to: '/docs/intro' }, { type: 'search', position: 'right' }] }, footer: { links: [], copyright: 'x' } });\n",
    );
    site = await buildSite(dir);
    expect(site.report.ok, JSON.stringify(site.report.diagnostics)).toBe(true);
    // Only the escaping is tested here: without `_headers` no policy blocks anything.
    rmSync(path.join(site.outDir, '_headers'));
    server = await serve(site.outDir);
  }, 120_000);
  afterAll(() => server?.close());

  const visits = [
    '/docs/payloads',
    '/docs/raw-script',
    '/docs/raw-handlers',
    '/docs/js-link',
    '/docs/payload-mdx',
    `/docs/payloads#${encodeURIComponent(PAYLOAD)}`,
    `/docs/intro#${PAYLOAD.replace(/ /g, '%20')}`,
    `/search?q=${encodeURIComponent(PAYLOAD)}`,
    `/search?q=${encodeURIComponent('</script><script>window.__xss=25</script>')}`,
    '/docs/tags',
  ];

  it.each(visits)('%s', async (route) => {
    const page = await browser.newPage();
    try {
      await page.goto(server.url + route);
      await hydrated(page);
      // What a reader does next: follow links in the app, open search and type a payload.
      const link = page.locator('a[href="/docs/payloads"]').first();
      if (await link.count()) await link.click();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('<img src=x onerror=window.__xss=26>');
      await page.waitForTimeout(300);
      await page.keyboard.press('Escape');
      expect(await flags(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the portal under its recommended Content-Security-Policy (docs serve sends _headers)', () => {
  let server: Served;
  let strict: BrowserSession;

  beforeAll(async () => {
    strict = await launchBrowser({ enforceCsp: true });
    const site = await sharedPortal('services');
    expect(site.report.ok, JSON.stringify(site.report.diagnostics)).toBe(true);
    server = await serve(site.outDir);
  }, 240_000);
  afterAll(async () => {
    await strict?.close();
    await server?.close();
  });

  async function open(route: string, setup?: (page: Page) => Promise<unknown>): Promise<Page> {
    const page = await strict.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`));
    });
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) void page.evaluate((t) => (window as unknown as { __violations: string[] }).__violations.push(t), m.text()).catch(() => undefined);
    });
    await page.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await setup?.(page);
    const response = await page.goto(server.url + route);
    expect(response?.headers()['content-security-policy'], `${route} has no policy`).toMatch(/script-src 'self' [^;]*'sha256-/);
    await hydrated(page);
    return page;
  }

  it('serves a docs page with no violation, its colour-mode script applying a stored dark theme', async () => {
    const page = await open('/quickstart', (p) => p.addInitScript(() => localStorage.setItem('theme', 'dark')));
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });

  it('lets only a page with a live example evaluate code, and its editor works', async () => {
    const page = await open('/reference/ui/atoms/Button');
    const policy = (await page.request.get(server.url + '/reference/ui/atoms/Button')).headers()['content-security-policy'];
    expect(policy).toContain("'unsafe-eval'");
    // Editing recompiles the example in the browser, which the policy lets this page do.
    const first = page.locator('.live-code').first();
    const button = first.locator('.live-code-result [data-fs-button]').first();
    await expect.poll(() => button.textContent()).toBe('Add to cart');
    await replaceInLiveEditor(page, first, 'Add to cart', 'Buy now');
    await expect.poll(() => button.textContent()).toBe('Buy now');
    expect(await first.locator('.live-code-error').count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    expect((await page.request.get(server.url + '/quickstart')).headers()['content-security-policy']).not.toContain("'unsafe-eval'");
    await page.close();
  });

  it('loads a live example reached by client-side navigation from a page that may not compile code again, once, under its own policy', async () => {
    const page = await open('/reference/ui/components');
    await page.locator('main a[href="/reference/ui/atoms/Button"]').first().click();
    await page.waitForURL('**/reference/ui/atoms/Button');
    const button = page.locator('.live-code').first().locator('.live-code-result [data-fs-button]').first();
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Add to cart');
    await replaceInLiveEditor(page, page.locator('.live-code').first(), 'Add to cart', 'Buy now');
    await expect.poll(() => button.textContent()).toBe('Buy now');
    expect(await page.locator('.live-code-error').count()).toBe(0);
    await page.close();
  });

  it('serves the home page with no violation', async () => {
    const page = await open('/');
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });

  it('serves the search page with results and no violation', async () => {
    const page = await open('/search?q=cart');
    await page.waitForSelector('main a[href*="cart" i], main li a', { timeout: 15_000 });
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });
});
