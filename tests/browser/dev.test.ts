import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { copyFixture } from '../helpers/site.ts';
import { collectProblems, hydrated, launchBrowser, type BrowserSession } from '../helpers/browser.ts';
import { startDev, stopDev } from '../helpers/dev.ts';

let dir: string;
let dev: Awaited<ReturnType<typeof startDev>>;
let browser: BrowserSession;

beforeAll(async () => {
  dir = copyFixture('minimal');
  // A long page, to see the scroll position kept across an update.
  const intro = path.join(dir, 'docs', '01-intro.md');
  writeFileSync(intro, readFileSync(intro, 'utf8') + Array.from({ length: 60 }, (_, i) => `\nParagraph ${i} of filler for scrolling.\n`).join(''));
  // A page no test opens by its address: reached only by a link, in the browser.
  writeFileSync(path.join(dir, 'docs', '02-guides', 'deploy.md'), '---\ntitle: Deploying\n---\n\n# Deploying\n\nCopy the build folder to any static host.\n\n```bash\nnpx docs build\n```\n');
  dev = await startDev(dir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (dev) await stopDev(dev);
});

const file = () => path.join(dir, 'docs', '01-intro.md');

async function open(p: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems = collectProblems(page);
  await page.goto(dev.url.replace(/\/$/, '') + p);
  await hydrated(page);
  return { page, problems };
}

describe('docs dev in the browser', () => {
  it('shows a saved edit without a manual reload, keeping the scroll position, and leaves other pages alone', async () => {
    const { page, problems } = await open('/docs/intro');
    const other = (await open('/docs/guides/setup')).page;
    await other.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    const original = readFileSync(file(), 'utf8');
    writeFileSync(file(), original.replace('Welcome to the minimal site.', 'Welcome to the edited site.'));
    await expect.poll(() => page.locator('article').textContent(), { timeout: 15_000 }).toContain('Welcome to the edited site.');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // The page showing another document was not reloaded.
    expect(await other.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    writeFileSync(file(), original);
    await expect.poll(() => page.locator('article').textContent(), { timeout: 15_000 }).toContain('Welcome to the minimal site.');
    expect(problems).toEqual([]);
    await page.close();
    await other.close();
  });

  it('follows a link to a page not compiled yet in place: its chunk is compiled and made when the browser asks for it', async () => {
    const { page, problems } = await open('/docs/guides/setup');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: 'Deploying' }).first().click();
    await expect.poll(() => page.locator('article h1').textContent(), { timeout: 15_000 }).toBe('Deploying');
    expect(page.url()).toMatch(/\/docs\/guides\/deploy$/);
    await expect(page.locator('article').textContent()).resolves.toContain('Copy the build folder to any static host.');
    // Highlighted as the server would have: the document was compiled, not shown as a placeholder.
    expect(await page.locator('article pre code span[style*="--code-"]').count()).toBeGreaterThan(0);
    // Navigated by the app, not loaded again.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows an overlay for a broken document, and clears it when the file is fixed', async () => {
    const { page } = await open('/docs/intro');
    const original = readFileSync(file(), 'utf8');
    writeFileSync(file(), original.replace('## First steps', '## First steps\n\n---broken: [\n'));
    writeFileSync(file(), original.replace(/^---\ntitle: Introduction/, '---\ntitle: [Introduction'));
    const overlay = page.locator('#__docs-dev-overlay');
    await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(1);
    await expect(overlay.textContent()).resolves.toMatch(/docs\/01-intro\.md:\d+:\d+/);
    expect(await page.getByRole('alertdialog', { name: 'Build error' }).count()).toBe(1);
    writeFileSync(file(), original);
    await expect.poll(() => page.locator('#__docs-dev-overlay').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Introduction');
    await page.close();
  });
});
