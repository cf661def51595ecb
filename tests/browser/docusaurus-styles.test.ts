import { describe, expect, it } from 'vitest';
import { collectProblems, hydrated, useServedFixture } from '../helpers/browser.ts';

/** A classic-template home page in a real browser: its module styles, stylesheet images and SVG components apply. */
const fixture = useServedFixture('docusaurus-styles');

describe('a classic-template home page, in the browser', () => {
  it('hydrates without a mismatch, and applies CSS module rules to the elements that name them', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(fixture.server.url + '/');
    await hydrated(page);
    expect(problems).toEqual([]);
    // `.featureSvg { height: 200px; width: 200px }` and `.features { display: flex }` from the modules.
    const sizes = await page.locator('section svg[role="img"]').evaluateAll((svgs) => svgs.map((s) => [getComputedStyle(s).width, getComputedStyle(s).height]));
    expect(sizes).toEqual([['200px', '200px'], ['200px', '200px'], ['200px', '200px']]);
    expect(await page.locator('section').first().evaluate((s) => getComputedStyle(s).display)).toBe('flex');
    // custom.css's url(/img/chart.png) loads from where the bundle put it.
    const background = await page.locator('header.harbour-chart').evaluate((h) => getComputedStyle(h).backgroundImage);
    expect(background).toMatch(/chart-\w+\.png/);
    const status = await page.evaluate(async (url) => (await fetch(url)).status, /url\("?([^")]+)"?\)/.exec(background)![1]!);
    expect(status).toBe(200);
    await page.close();
  });
});
