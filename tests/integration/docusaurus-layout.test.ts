import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type BuiltSite } from '../helpers/site.ts';

/** The folders of a site made from Docusaurus's classic template, in their own shapes. */
let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('docusaurus-layout');
});

describe("a Docusaurus template's folders", () => {
  it('build with no diagnostics', () => {
    expect(site.result.code).toBe(0);
    expect(site.report.diagnostics).toEqual([]);
  });

  it('build a post in a dated folder at the date and name of its folder', () => {
    const html = site.read('blog/2024/05/14/first-light/index.html');
    expect(html).toContain('First light of the season');
    expect(html).toContain('<time dateTime="2024-05-14">');
  });

  it("show a post's front-matter date, at the address its file name gives", () => {
    expect(site.read('blog/2024/06/02/fog/index.html')).toContain('<time dateTime="2024-06-04">');
    expect(site.exists('blog/2024/06/04/fog/index.html')).toBe(false);
  });

  it('build pages written in .js (with JSX) and .ts, and Markdown pages', () => {
    expect(site.read('index.html')).toContain('<h1 class="hero__title">Lighthouse Keeper</h1>');
    expect(site.read('index.html')).toContain('<p class="stat"><strong>143</strong> <!-- -->Nights lit this year</p>');
    expect(site.read('lamp/index.html')).toContain('A 1,000 W halogen lamp behind a first-order lens.');
    expect(site.read('markdown-page/index.html')).toContain('Tides');
  });

  it('leave out private parts, tests and type declarations of the pages folder', () => {
    const paths = site.manifest().routes.map((r) => r.path);
    expect(paths.filter((p) => /_parts|Stat|__tests__|types/.test(p))).toEqual([]);
  });
});
