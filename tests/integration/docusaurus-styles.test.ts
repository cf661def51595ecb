import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, type BuiltSite } from '../helpers/site.ts';
import { request, startDev, type Dev, stopDev } from '../helpers/dev.ts';

/**
 * A Docusaurus classic-template home page's styling: CSS modules, SVG illustrations imported as
 * components, and a custom stylesheet with url()s into the static folder and beside itself.
 */
const FIXTURE = 'docusaurus-styles';

/** The stylesheets a page links, joined. */
function stylesOf(html: string, read: (url: string) => string): string {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => read(m[1]!)).join('\n');
}

/** Every class of the page whose name is a CSS module's (`local_hash`), by its local name. */
function moduleClasses(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of html.matchAll(/class="([^"]+)"/g)) {
    for (const name of m[1]!.split(' ')) {
      const local = /^(heroBanner|buttons|features|featureSvg)_[\w-]+$/.exec(name)?.[1];
      if (local) found.set(local, name);
    }
  }
  return found;
}

/** Whether a stylesheet has a rule for a class. */
const hasSelector = (css: string, className: string) => new RegExp(`\\.${className.replace(/[-]/g, '\\-')}(?![\\w-])`).test(css);

describe('a classic-template home page, built', () => {
  let site: BuiltSite;
  let html: string;
  let css: string;
  beforeAll(async () => {
    site = await buildFixture(FIXTURE);
    html = site.read('index.html');
    css = stylesOf(html, (url) => site.read(url));
  });

  it('builds with no diagnostics', () => {
    expect(site.report.diagnostics).toEqual([]);
    expect(site.result.code).toBe(0);
  });

  it("gives each CSS module class the same name in the server's HTML and the browser's stylesheet", () => {
    const classes = moduleClasses(html);
    expect([...classes.keys()].sort()).toEqual(['buttons', 'featureSvg', 'features', 'heroBanner']);
    for (const name of classes.values()) expect(hasSelector(css, name), `${name} in the shipped CSS`).toBe(true);
    // The client's script names them alike, so hydration keeps them.
    const scripts = [...site.manifest().routes.find((r) => r.path === '/')!.chunks].map((url) => site.read(url)).join('\n');
    for (const name of classes.values()) expect(scripts).toContain(name);
  });

  it('renders SVG imports and requires as inline components, with the props they are given', () => {
    const svgs = [...html.matchAll(/<svg [^>]*class="(featureSvg_[\w-]+|hero__logo)"[^>]*>[\s\S]*?<\/svg>/g)].map((m) => m[0]);
    expect(svgs).toHaveLength(4);
    const [compass, tides, lighthouse, buoy] = svgs as [string, string, string, string];
    for (const svg of [tides, lighthouse, buoy]) expect(svg).toContain('role="img"');
    // import from @site/static, with a title prop; require('@site/static/...').default; import from beside the component.
    expect(compass).toContain('<title>A compass rose</title>');
    expect(compass).toMatch(/width="64" height="64"/);
    expect(tides).toContain('xlink:href="#wave"');
    expect(tides).toContain('viewBox="0 0 120 80"');
    expect(tides).toContain('<g class="waves" style="stroke:#0b6e99;stroke-linecap:round">');
    expect(tides).toContain('stroke-width="4"');
    expect(lighthouse).toContain('<title>Lighthouse</title>');
    expect(lighthouse).toContain('fill-rule="evenodd"');
    expect(buoy).toContain('stroke-dasharray="4 2"');
    expect(buoy).toContain('>N &amp; S</text>');
  });

  it("bundles a stylesheet's url() into the static folder and beside it, under hashed names", () => {
    const urls = [...css.matchAll(/url\("?([^")]+)"?\)/g)].map((m) => m[1]!);
    const chart = urls.find((u) => /\/chart-[\w]+\.png$/.test(u));
    const rope = urls.find((u) => /\/rope-[\w]+\.png$/.test(u));
    expect(chart, urls.join(' ')).toMatch(/^\/assets\//);
    expect(site.exists(chart!)).toBe(true);
    expect(site.exists(rope!)).toBe(true);
    // An SVG a component draws inline is still a file where a stylesheet names it.
    const compass = urls.find((u) => /\/compass-[\w]+\.svg$/.test(u));
    expect(readFileSync(path.join(site.outDir, compass!), 'utf8')).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">');
    // The static file itself is published where it was, too.
    expect(site.exists('img/chart.png')).toBe(true);
  });
});

describe('a site under a base URL', () => {
  it("prefixes a stylesheet's static url() with it", async () => {
    const siteDir = copyFixture(FIXTURE);
    const config = path.join(siteDir, 'docs.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("url: 'https://pilot.example',", "url: 'https://pilot.example', baseUrl: '/harbour/',"));
    const site = await buildSite(siteDir);
    expect(site.report.diagnostics).toEqual([]);
    const css = stylesOf(site.read('index.html'), (url) => site.read(url.replace(/^\/harbour\//, '')));
    expect(css).toMatch(/url\("?\/harbour\/assets\/js\/media\/chart-\w+\.png"?\)/);
  });
});

/** The fixture with these files added to `src/pages`, built. */
async function builtWithPages(files: Record<string, string>): Promise<{ siteDir: string; site: BuiltSite }> {
  const siteDir = copyFixture(FIXTURE);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(siteDir, 'src', 'pages', name), text);
  return { siteDir, site: await buildSite(siteDir) };
}

describe('a Sass CSS module', () => {
  it('is compiled by Sass, then named as a CSS module alike on server and browser', async () => {
    const { site } = await builtWithPages({
      '_tide.module.scss': '$ebb: #0b6e99;\n.tide {\n  color: $ebb;\n  &:hover { color: darken($ebb, 10%); }\n}\n',
      'tides.js': "import styles from './_tide.module.scss';\nexport default function Tides() {\n  return <main><p className={styles.tide}>High water at noon.</p></main>;\n}\n",
    });
    expect(site.report.diagnostics).toEqual([]);
    const html = site.read('tides/index.html');
    const name = /<p class="(tide_[\w-]+)">High water at noon.<\/p>/.exec(html)?.[1];
    expect(name, html).toBeDefined();
    const css = stylesOf(html, (url) => site.read(url));
    expect(hasSelector(css, name!)).toBe(true);
    expect(css).toContain(`.${name}:hover`);
  });
});

describe('a Sass error', () => {
  it('fails the build at the stylesheet\'s line and column, with Sass\'s own words', async () => {
    const { siteDir, site } = await builtWithPages({
      '_reef.scss': '$deep: #06314a;\n.reef {\n  color: $shallow;\n}\n',
      'reef.js': "import './_reef.scss';\nexport default function Reef() {\n  return <main><p>Coral at low tide.</p></main>;\n}\n",
    });
    expect(site.report.ok).toBe(false);
    const error = site.report.diagnostics.find((d) => d.severity === 'error')!;
    expect(error.message).toContain('Undefined variable');
    expect(error.file).toBe(path.join(siteDir, 'src', 'pages', '_reef.scss'));
    expect([error.line, error.column]).toEqual([3, 10]);
  });
});

describe('a warm build', () => {
  it('draws an SVG component and a CSS module again when their files change', async () => {
    const siteDir = copyFixture(FIXTURE);
    expect((await buildSite(siteDir)).report.diagnostics).toEqual([]);
    const tides = path.join(siteDir, 'static', 'img', 'tides.svg');
    writeFileSync(tides, readFileSync(tides, 'utf8').replace('stroke: #0b6e99', 'stroke: #aa3300'));
    let site = await buildSite(siteDir);
    expect(site.read('index.html')).toContain('style="stroke:#aa3300;stroke-linecap:round"');
    const module = path.join(siteDir, 'src', 'components', 'HomepageFeatures', 'styles.module.css');
    writeFileSync(module, readFileSync(module, 'utf8').replace('height: 200px;', 'height: 180px;'));
    site = await buildSite(siteDir);
    expect(stylesOf(site.read('index.html'), (url) => site.read(url))).toMatch(/height:\s*180px/);
  });
});

describe('styles that go wrong', () => {
  it('reports a url() to a missing file at its line in the stylesheet', async () => {
    const siteDir = copyFixture(FIXTURE);
    const custom = path.join(siteDir, 'src', 'css', 'custom.css');
    const lines = readFileSync(custom, 'utf8').split('\n').length;
    appendFileSync(custom, '.anchor { background: url(/img/anchor.png); }\n');
    const site = await buildSite(siteDir);
    expect(site.result.code).toBe(1);
    const errors = site.report.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: custom, line: lines, message: expect.stringContaining('url(/img/anchor.png) names no file in the static folder') });
    expect(errors[0]!.hint).toContain(path.join('static', 'img', 'anchor.png'));
  });

  it('reports a relative url() to a missing file at its line in the stylesheet', async () => {
    const siteDir = copyFixture(FIXTURE);
    const custom = path.join(siteDir, 'src', 'css', 'custom.css');
    const lines = readFileSync(custom, 'utf8').split('\n').length;
    appendFileSync(custom, '.knot { background: url(./knot.png); }\n');
    const site = await buildSite(siteDir);
    expect(site.result.code).toBe(1);
    expect(site.report.diagnostics).toEqual([expect.objectContaining({ severity: 'error', file: custom, line: lines, column: 25, message: expect.stringContaining('./knot.png') })]);
  });

  it('reports an unreadable CSS module at its line', async () => {
    const siteDir = copyFixture(FIXTURE);
    const module = path.join(siteDir, 'src', 'pages', 'index.module.css');
    writeFileSync(module, '.heroBanner {\n  padding: 4rem 0;\n}\n\n.buttons { composes: nothing from "./absent.module.css"; }\n.broken {{ color: red; }\n');
    const site = await buildSite(siteDir);
    expect(site.result.code).toBe(1);
    const errors = site.report.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((d) => d.code !== 'internal')).toBe(true);
    expect(errors[0]!.file).toBe(module);
  });

  it("renders a hostile SVG with nothing that runs script", async () => {
    const siteDir = copyFixture(FIXTURE);
    writeFileSync(
      path.join(siteDir, 'static', 'img', 'hostile.svg'),
      [
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="window.__svgOnload=1" viewBox="0 0 10 10">',
        '<script>window.__svgScript=1</script>',
        '<a xlink:href="javascript:window.__svgLink=1"><rect width="5" height="5" onclick="window.__svgClick=1"/></a>',
        '<a href=" java&#x09;script:window.__svgLink2=1"><circle r="2"/></a>',
        '<set attributeName="href" to="javascript:window.__svgSet=1"/>',
        '<animate attributeName="xlink:href" values="#a;javascript:window.__svgAnimate=1"/>',
        '<foreignObject width="5" height="5"><iframe src="javascript:window.__svgFrame=1"></iframe><img src="x" onerror="window.__svgImg=1"/></foreignObject>',
        '<image href="data:text/html,&lt;script&gt;window.__svgData=1&lt;/script&gt;"/>',
        '<a href="#safe"><text id="safe">Safe</text></a>',
        '</svg>',
      ].join(''),
    );
    mkdirSync(path.join(siteDir, 'node_modules', 'chart-icons'), { recursive: true });
    writeFileSync(path.join(siteDir, 'node_modules', 'chart-icons', 'package.json'), JSON.stringify({ name: 'chart-icons', version: '1.0.0' }));
    writeFileSync(path.join(siteDir, 'node_modules', 'chart-icons', 'anchor.svg'), '<svg viewBox="0 0 8 8"><path d="M4 0v8"/></svg>');
    writeFileSync(
      path.join(siteDir, 'src', 'pages', 'hostile.js'),
      "import Hostile from '@site/static/img/hostile.svg';\nimport Anchor from 'chart-icons/anchor.svg';\nexport default function Page() {\n  return <main><Hostile className=\"hostile\" /><Anchor className=\"anchor\" /></main>;\n}\n",
    );
    const site = await buildSite(siteDir);
    expect(site.report.diagnostics).toEqual([]);
    const svg = /<svg[^>]*class="hostile"[\s\S]*?<\/svg>/.exec(site.read('hostile/index.html'))![0];
    expect(svg).not.toMatch(/__svg|<script|<iframe|\son\w+=/i);
    expect(svg).toContain('<a href="#safe"><text id="safe">Safe</text></a>');
    expect(svg).toContain('<foreignObject width="5" height="5"><img src="x"/></foreignObject>');
    // A package's SVG is a component too.
    expect(site.read('hostile/index.html')).toContain('<svg viewBox="0 0 8 8" class="anchor"><path d="M4 0v8"></path></svg>');
  });
});

describe('a classic-template home page in docs dev', () => {
  let dev: Dev | undefined;
  afterAll(async () => {
    if (dev) await stopDev(dev);
  });

  it('serves CSS module classes that its stylesheets define, and the SVG components', { timeout: 90_000 }, async () => {
    dev = await startDev(copyFixture(FIXTURE));
    const page = await request(dev.port, '/');
    expect(page.status, page.body.slice(0, 2000)).toBe(200);
    const classes = moduleClasses(page.body);
    expect(classes.size).toBe(4);
    const sheets = await Promise.all([...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(async (m) => (await request(dev!.port, m[1]!)).body));
    for (const name of classes.values()) expect(hasSelector(sheets.join('\n'), name), name).toBe(true);
    // The stylesheet's images are served where its url()s say.
    const chart = /url\("?([^")]*chart-\w+\.png)"?\)/.exec(sheets.join('\n'))?.[1];
    expect(chart).toBeDefined();
    expect((await request(dev.port, chart!)).status).toBe(200);
    expect(page.body).toContain('<title>A compass rose</title>');
    expect(page.body.match(/class="featureSvg_/g)).toHaveLength(3);
  });
});
