import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { request, startDev, stopDev } from '../helpers/dev.ts';
import { buildFixture, buildSite, copyFixture, temporaryFolder, type BuiltSite } from '../helpers/site.ts';

/**
 * Sites with a `docusaurus.config.*` and no docs.config, built in their own folders as Docusaurus
 * would build them: fixtures/docusaurus-classic (the classic template's layout, its config in
 * CommonJS), and a `"type": "module"` site whose config is ESM and whose sidebars are CommonJS.
 */
let classic: BuiltSite;

/** `line:column` of the first occurrence of `text` in the fixture's config. */
function configPosition(site: BuiltSite, text: string): { line: number; column: number } {
  const source = readFileSync(path.join(site.siteDir, 'docusaurus.config.js'), 'utf8');
  const before = source.slice(0, source.indexOf(text));
  return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
}

beforeAll(async () => {
  classic = await buildFixture('docusaurus-classic');
}, 180_000);

describe('the classic template layout with its docusaurus.config.js', () => {
  it('builds with no error or warning, an info for what docs does not need, each at its key', () => {
    expect(classic.result.code).toBe(0);
    expect(classic.report.ok).toBe(true);
    const configFile = path.join(classic.siteDir, 'docusaurus.config.js');
    const shown = classic.report.diagnostics.map((d) => ({ severity: d.severity, code: d.code, file: d.file, line: d.line, column: d.column }));
    const expected = (severity: string, text: string) => ({ severity, code: 'config-unsupported', file: configFile, ...configPosition(classic, text) });
    expect(shown).toEqual([
      expected('info', 'organizationName'),
      expected('info', 'projectName'),
      expected('info', 'v4: {'),
      // The Prism theme object is applied (colours of the code blocks), the local plugins run: no warning for them.
    ]);
  });

  it('runs the local plugins: the page station-map adds is built', () => {
    expect(classic.read('stations/index.html').replace(/<!-- -->/g, '')).toContain('<h1>Tide stations</h1><ul><li>North Quay</li>');
  });

  it('builds the home page, the docs from sidebars.js, and both posts at their dated addresses', () => {
    for (const page of ['index.html', 'docs/intro/index.html', 'docs/tutorial-basics/read-a-table/index.html', 'blog/welcome/index.html', 'blog/2021/09/14/spring-tides/index.html']) {
      expect(classic.exists(page), page).toBe(true);
    }
    const home = classic.read('index.html');
    // The classic template's home page: Infima's hero and grid, a CSS module, SVG features required as components.
    const hero = /<header class="hero hero--primary ([\w-]+)"><div class="container"><h1 class="hero__title"[^>]*>Tidewater<\/h1><p class="hero__subtitle">Tide tables for small harbours<\/p>/.exec(home);
    expect(hero, home.slice(home.indexOf('<header class="hero'), home.indexOf('<header class="hero') + 400)).not.toBeNull();
    expect(home).toContain('<a href="/docs/intro" class="button button--secondary button--lg">Start in five minutes</a>');
    expect(home.match(/<div class="col col--4"><div class="text--center"><svg [^>]*class="featureSvg_[\w-]+"/g)).toHaveLength(3);
    expect(home).toContain('<title>Tide gauge</title>');
    const css = classic.manifest().entry.css.map((file) => classic.read(file)).join('\n') + classic.manifest().routes.map((r) => (r.css ?? []).map((file: string) => classic.read(file)).join('\n')).join('\n');
    expect(css).toContain(`.${hero![1]}{`);
    expect(css).toMatch(/\.hero--primary\{/);
    // The sidebar is the one sidebars.js (CommonJS, named with require.resolve) defines.
    expect(classic.read('docs/intro/index.html')).toMatch(/Basics/);
    expect(classic.read('blog/welcome/index.html')).toMatch(/Welcome aboard/);
  });

  it('takes the navbar and footer from themeConfig and the edit URL from the preset', () => {
    const home = classic.read('index.html');
    expect(home).toMatch(/<span class="navbar-title[^"]*">Tidewater<\/span>/);
    expect(home).toMatch(/<img src="\/img\/logo.svg"/);
    expect(home).toMatch(/<a href="\/docs\/intro" class="navbar-link[^"]*">Guide<\/a>/);
    expect(home).toMatch(/<h2[^>]*>Learn<\/h2>/);
    expect(home).toMatch(/Copyright © \d{4} Tidewater harbour volunteers\./);
    expect(classic.read('docs/intro/index.html')).toMatch(/href="https:\/\/git\.example\/tidewater\/docs\/edit\/main\/docs\/intro\.md"/);
  });

  it("writes the preset's gtag and googleTagManager into every page, allowed by its Content-Security-Policy", () => {
    const intro = classic.read('docs/intro/index.html');
    const head = intro.slice(0, intro.indexOf('</head>'));
    expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-TIDEWATER1"></script>');
    expect(head).toContain(`gtag('config',"G-TIDEWATER1",{anonymize_ip:true});gtag('config',"G-TIDEWATER2",{anonymize_ip:true});`);
    expect(head).toContain('(window,document,"GTM-TIDES")');
    expect(intro).toContain('<body>\n<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-TIDES"');
    const headers = classic.read('_headers');
    const policy = new RegExp(`^/docs/intro\\n  Content-Security-Policy: (.*)$`, 'm').exec(headers)?.[1];
    expect(policy, headers).toBeTruthy();
    expect(/script-src ([^;]*)/.exec(policy!)![1]).toContain('https://www.googletagmanager.com');
    expect(/connect-src ([^;]*)/.exec(policy!)![1]).toContain('https://*.google-analytics.com');
    const gtagScript = /<script>(window\.dataLayer=[^<]*gtag\('config'[^<]*)<\/script>/.exec(head)![1]!;
    expect(policy).toContain(`'sha256-${createHash('sha256').update(gtagScript).digest('base64')}'`);
  });

  it("applies the preset's theme.customCss, named with __dirname", () => {
    const css = classic.manifest().entry.css.map((file) => classic.read(file)).join('\n');
    expect(css).toMatch(/\.tidewater-hero\s*\{[^}]*padding:\s*4rem 0/);
  });
});

describe('a "type": "module" site', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    const dir = temporaryFolder('docs-docusaurus-esm-');
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ name: 'esm-site', private: true, type: 'module' }),
      'docusaurus.config.js': [
        "import { fileURLToPath } from 'node:url';",
        '',
        'export default async function createConfig() {',
        '  return {',
        "    title: 'Estuary', url: 'https://estuary.example', baseUrl: '/',",
        "    presets: [['@docusaurus/preset-classic', { docs: { sidebarPath: fileURLToPath(new URL('./sidebars.js', import.meta.url)) }, blog: false }]],",
        "    themeConfig: { navbar: { title: 'Estuary' } },",
        '  };',
        '}',
      ].join('\n'),
      // CommonJS in an ESM package: Docusaurus's loader takes it, so must ours.
      'sidebars.js': "const parts = require('./sidebar-parts.cjs');\nmodule.exports = { main: ['intro', { type: 'category', label: parts.label, items: ['channel'] }] };",
      'sidebar-parts.cjs': "module.exports = { label: 'Channels' };",
      'docs/intro.md': '# Estuary\n\nWhere the river meets the sea.',
      'docs/channel.md': '# The channel\n\nMarked by red and green buoys.',
      'src/pages/index.md': '# Estuary\n\nTide notes for the estuary.',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    site = await buildSite(dir);
  }, 180_000);

  it('loads an ESM config function and CommonJS sidebars, with no diagnostic', () => {
    expect(site.report.diagnostics).toEqual([]);
    expect(site.report.ok).toBe(true);
    const intro = site.read('docs/intro/index.html');
    expect(intro).toMatch(/Channels/);
    expect(intro).toMatch(/<span class="navbar-title[^"]*">Estuary<\/span>/);
  });
});

describe('docs dev on the classic template layout', () => {
  it('serves the site from docusaurus.config.js, and reads the config and sidebars.js again when they change', async () => {
    const dir = copyFixture('docusaurus-classic');
    const dev = await startDev(dir);
    try {
      const home = (await request(dev.port, '/')).body;
      expect(home).toMatch(/<span class="navbar-title[^"]*">Tidewater<\/span>/);
      // As Docusaurus, analytics only in production builds.
      expect(home).not.toContain('googletagmanager');
      // The page a local plugin adds is served too.
      expect((await request(dev.port, '/stations')).body).toContain('Tide stations');
      const configFile = path.join(dir, 'docusaurus.config.js');
      writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("title: 'Tidewater',", "title: 'Tidewater Tides',"));
      const sidebarsFile = path.join(dir, 'sidebars.js');
      writeFileSync(sidebarsFile, readFileSync(sidebarsFile, 'utf8').replace("label: 'Basics'", "label: 'Essentials'"));
      await expect.poll(async () => (await request(dev.port, '/docs/intro')).body, { timeout: 15_000 }).toMatch(/Tidewater Tides<\/title>[\s\S]*Essentials/);
    } finally {
      await stopDev(dev);
    }
    // A first dev start compiles and bundles the whole site while the rest of the suite runs beside it.
  }, 120_000);
});
