import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, useServedFixture } from '../helpers/browser.ts';

/** The Docusaurus site moved over unchanged, as a reader uses it: every page hydrates cleanly and works. */
const fixture = useServedFixture('docusaurus-migration');

const PAGES = [
  '/',
  '/markdown-page',
  '/docs/intro',
  '/docs/category/getting-started',
  '/docs/getting-started/3',
  '/docs/getting-started/configure',
  '/docs/guides',
  '/docs/guides/serving',
  '/docs/guides/caching',
  '/docs/guides/headers',
  '/docs/guides/logs',
  '/blog',
  '/blog/welcome',
  '/blog/2026/02/03/release-1-2',
];

describe('a Docusaurus site moved over, in the browser', () => {
  it('hydrates every page without an error or warning', async () => {
    for (const url of PAGES) {
      const page = await fixture.browser.newPage();
      const problems = collectProblems(page);
      await page.goto(fixture.server.url + url);
      await hydrated(page);
      expect(problems, url).toEqual([]);
      await page.close();
    }
  });

  it('switches the npm2yarn tabs of every page together, and remembers the choice', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/docs/intro');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Yarn' }).first().click();
    await page.getByRole('tabpanel').filter({ hasText: 'yarn add --dev lantern-server' }).first().waitFor();
    // The next page's npm2yarn tabs open on Yarn too: one group, `npm2yarn`, across the site.
    await page.getByRole('link', { name: 'how to install it for a team' }).click();
    await page.waitForURL('**/docs/getting-started/3');
    await page.getByRole('tabpanel').filter({ hasText: 'yarn add --dev --exact lantern-server' }).first().waitFor();
    expect(await page.getByRole('tab', { name: 'Yarn', selected: true }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens Details from the keyboard, and shows what BrowserOnly keeps for the browser', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/docs/getting-started/configure');
    await hydrated(page);
    const summary = page.locator('summary', { hasText: 'What if two options disagree?' });
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.getByText('The command line wins over the file').waitFor({ state: 'visible' });
    await page.goto(fixture.server.url + '/docs/guides/headers');
    await hydrated(page);
    await page.locator('.time-zone').waitFor();
    expect(await page.getByText('Your time zone shows here in the browser.').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
