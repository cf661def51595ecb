import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startDev, type Dev, stopDev } from '../helpers/dev.ts';
import { buildFixture, buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';

/** A site written against Infima (its classes, its `--ifm-*` variables) with `infima: true`, and one without. */
let site: BuiltSite;
let plain: BuiltSite;

beforeAll(async () => {
  [site, plain] = await Promise.all([buildFixture('docusaurus-look'), buildFixture('minimal')]);
});

/** The stylesheets every page loads, in the order the page links them, as one text. */
function globalCss(built: BuiltSite): string {
  return built.manifest().entry.css.map((url) => built.read(url.replace(/^\//, ''))).join('\n');
}

describe('a site with infima: true', () => {
  it('builds with no diagnostics', () => {
    expect(site.result.code).toBe(0);
    expect(site.report.diagnostics).toEqual([]);
  });

  it("loads Infima's rules, then the theme, then the theme's rules reading Infima, then the site's custom.css", () => {
    const css = globalCss(site);
    const infima = css.indexOf('.hero--primary{');
    const theme = css.indexOf('--docs-bg: #ffffff');
    const bridge = css.indexOf('--docs-primary: var(--ifm-color-primary)');
    const custom = css.indexOf('--ifm-color-primary: #2e8555');
    expect([infima, theme, bridge, custom].every((at) => at >= 0)).toBe(true);
    expect(infima).toBeLessThan(theme);
    expect(theme).toBeLessThan(bridge);
    expect(bridge).toBeLessThan(custom);
    for (const rule of ['.container{', '.row{', '.col--4{', ':where(.button--primary){', '.text--center{', '.margin-vert--lg{', '.padding-horiz--md{', '.badge{', '.card{', '.alert{', "html[data-theme=dark]{"]) expect(css, rule).toContain(rule);
  });

  it('ships Infima minified, in the stylesheet every page shares rather than in a route chunk', () => {
    const { entry, routes } = site.manifest();
    expect(entry.css).toHaveLength(1);
    const css = site.read(entry.css[0]!.replace(/^\//, ''));
    expect(css.split('\n').length).toBeLessThan(5);
    expect(css.length).toBeLessThan(110_000);
    for (const route of routes) for (const url of route.css) expect(site.read(url.replace(/^\//, '')), url).not.toContain('.hero--primary');
  });

  it('renders the home page with the classes it is written with', () => {
    const html = site.read('index.html');
    expect(html).toContain('<header class="hero hero--primary">');
    expect(html).toContain('class="button button--secondary button--lg"');
    expect(html.match(/class="col col--4"/g)).toHaveLength(3);
  });

  it("gives the theme's navbar, sidebar, table of contents and footer the class names Docusaurus's markup has", () => {
    const html = site.read('docs/intro/index.html');
    for (const name of ['navbar-brand navbar__brand', 'navbar-title navbar__title', 'navbar-link navbar__link active navbar__link--active', 'sidebar-link menu__link active menu__link--active', 'toc-link table-of-contents__link', 'footer__title', 'footer__link-item', 'footer-copyright footer__copyright'])
      expect(html, name).toContain(`class="${name}`);
  });

  it("gives doc cards Infima's card class on the link, as Docusaurus's markup does", () => {
    expect(site.read('docs/category/guides/index.html')).toContain('<li><a href="/docs/guides/workers" class="card">');
  });
});

describe('a site without infima', () => {
  it('loads none of Infima', () => {
    const css = globalCss(plain);
    // The theme's code blocks read two `--ifm-`/`--docusaurus-` variables a site may set; Infima defines none.
    for (const rule of ['--ifm-color-primary', '.hero--primary', '.col--4', '.button--primary', 'with-infima']) expect(css, rule).not.toContain(rule);
  });
});

describe('a site with infima: true and a right-to-left default locale', () => {
  it("loads Infima's right-to-left build", async () => {
    const dir = copyFixture('docusaurus-look');
    const config = path.join(dir, 'docs.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("infima: true,", "infima: true,\n  i18n: { defaultLocale: 'he', locales: ['he'] },"));
    const rtl = await buildSite(dir);
    expect(rtl.report.diagnostics).toEqual([]);
    expect(globalCss(rtl)).toMatch(/\.col--offset-1\{margin-right:/);
    expect(globalCss(site)).toMatch(/\.col--offset-1\{margin-left:/);
  });
});

describe('docs dev on a site with infima: true', () => {
  let dev: Dev | undefined;
  afterAll(async () => {
    if (dev) await stopDev(dev);
  });

  it('serves Infima, the theme and the custom CSS in the same order as the build', async () => {
    dev = await startDev(copyFixture('docusaurus-look'));
    const page = await request(dev.port, '/');
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
    expect(href).toBeDefined();
    const css = (await request(dev.port, href!)).body;
    const order = ['.hero--primary', '--docs-bg: #ffffff', '--docs-primary: var(--ifm-color-primary)', '--ifm-color-primary: #2e8555'].map((text) => css.indexOf(text));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
