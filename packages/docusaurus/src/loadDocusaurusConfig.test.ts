import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildError, Diagnostic } from '../../core/src/diagnostics/diagnostic.ts';
import { loadDocusaurusConfig } from './loadDocusaurusConfig.ts';
import { loadConfig } from '../../core/src/config/loadConfig.ts';

const root = mkdtempSync(path.join(tmpdir(), 'docusaurus-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let count = 0;
/** A site folder with these files; returns the path of its config file (the first file named docusaurus.config.*). */
function site(files: Record<string, string>): string {
  const dir = path.join(root, `site-${count++}`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return path.join(dir, Object.keys(files).find((f) => f.startsWith('docusaurus.config'))!);
}

const refusal = async (configFile: string): Promise<Diagnostic[]> => {
  const error = (await loadDocusaurusConfig(configFile).then(() => undefined, (e: unknown) => e)) as BuildError | undefined;
  if (!error) throw new Error('the config was accepted');
  return error.diagnostics;
};

/** `line:column` (1-based) of the first occurrence of `text` in `source`. */
function pos(source: string, text: string): string {
  const before = source.slice(0, source.indexOf(text));
  return `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
}

describe('loading a docusaurus.config in each of its shapes', () => {
  it('ESM .mjs: import.meta.url names the config in place, the classic preset maps onto our keys', async () => {
    const file = site({
      'docusaurus.config.mjs': [
        "import { fileURLToPath } from 'node:url';",
        'export default {',
        "  title: 'Shore', url: 'https://shore.example', baseUrl: '/',",
        "  presets: [['classic', { docs: { routeBasePath: '/guide' }, blog: false, theme: { customCss: [fileURLToPath(new URL('./src/css/custom.css', import.meta.url))] } }]],",
        "  themeConfig: { navbar: { title: 'Shore' }, footer: { copyright: 'Shore' }, prism: { additionalLanguages: ['bash'] } },",
        '};',
      ].join('\n'),
    });
    const { config, diagnostics } = await loadDocusaurusConfig(file);
    expect(diagnostics).toEqual([]);
    expect(config).toEqual({
      infima: true,
      title: 'Shore',
      url: 'https://shore.example',
      baseUrl: '/',
      docs: { routeBasePath: '/guide' },
      blog: false,
      navbar: { title: 'Shore' },
      footer: { copyright: 'Shore' },
      themeConfig: { prism: { additionalLanguages: ['bash'] }, customCss: [path.join(path.dirname(file), 'src', 'css', 'custom.css')] },
    });
  });

  it('TypeScript with `export default async function createConfig()`: called as Docusaurus calls it', async () => {
    const file = site({
      'package.json': '{}',
      'docusaurus.config.ts': [
        "import type { Config } from '@docusaurus/types';",
        'export default async function createConfig(): Promise<Config> {',
        '  const tagline: string = await Promise.resolve(`from ${import.meta.url.split("/").pop()} in ${__dirname.split("/").pop()}`);',
        "  return { title: 'Typed', tagline, url: 'https://typed.example', baseUrl: '/' } satisfies Config;",
        '}',
      ].join('\n'),
    });
    const { config } = await loadDocusaurusConfig(file);
    expect(config.tagline).toBe(`from docusaurus.config.ts in ${path.basename(path.dirname(file))}`);
  });

  it('a .js config in a "type": "module" package is ESM, with import.meta.dirname', async () => {
    const file = site({
      'package.json': '{"type":"module"}',
      'docusaurus.config.js': "export default () => ({ title: 'Mod', url: 'https://mod.example', baseUrl: '/', customFields: { dir: import.meta.dirname } });",
    });
    expect((await loadDocusaurusConfig(file)).config.customFields).toEqual({ dir: path.dirname(file) });
  });

  it("CommonJS with require.resolve('@docusaurus/preset-classic'): recognised as the classic preset, never imported", async () => {
    const file = site({
      'node_modules/@docusaurus/preset-classic/package.json': '{"name":"@docusaurus/preset-classic","main":"lib/index.js"}',
      'node_modules/@docusaurus/preset-classic/lib/index.js': "throw new Error('the preset must not run');",
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Resolved', url: 'https://resolved.example', baseUrl: '/',",
        "  presets: [[require.resolve('@docusaurus/preset-classic'), { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],",
        '};',
      ].join('\n'),
      'sidebars.js': 'module.exports = {};',
    });
    expect((await loadDocusaurusConfig(file)).config.docs).toEqual({ sidebarPath: path.join(path.dirname(file), 'sidebars.js') });
  });

  it("names the classic preset with require.resolve when @docusaurus/preset-classic is not installed at all", async () => {
    const file = site({
      'docusaurus.config.js': "module.exports = { title: 'Bare', url: 'https://bare.example', baseUrl: '/', presets: [[require.resolve('@docusaurus/preset-classic'), { blog: false }]] };",
    });
    const { config, diagnostics } = await loadDocusaurusConfig(file);
    expect(diagnostics).toEqual([]);
    expect(config.blog).toBe(false);
  });
});

describe('several docs and blog plugins', () => {
  it('makes each further instance a docsInstances / blogInstances entry, and one without an id the default when the preset has none', async () => {
    const file = site({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Two', url: 'https://two.example', baseUrl: '/',",
        "  presets: [['classic', { docs: false, blog: { blogTitle: 'News' } }]],",
        '  plugins: [',
        "    ['@docusaurus/plugin-content-docs', { path: 'guide', routeBasePath: 'guide' }],",
        "    [require.resolve('@docusaurus/plugin-content-docs'), { id: 'api', path: 'api' }],",
        "    ['content-blog', { id: 'changelog', path: 'changelog', routeBasePath: 'changelog' }],",
        '  ],',
        '};',
      ].join('\n'),
    });
    const { config, diagnostics } = await loadDocusaurusConfig(file);
    expect(diagnostics).toEqual([]);
    expect(config).toMatchObject({
      docs: { path: 'guide', routeBasePath: 'guide' },
      // Docusaurus's defaults for an instance that does not say: its folder and path are `docs`.
      docsInstances: [{ id: 'api', path: 'api', routeBasePath: 'docs' }],
      blog: { blogTitle: 'News' },
      blogInstances: [{ id: 'changelog', path: 'changelog', routeBasePath: 'changelog' }],
    });
  });

  it('takes a docs plugin without an id as the docs of a site without the classic preset', async () => {
    const file = site({ 'docusaurus.config.js': "module.exports = { title: 'One', url: 'https://one.example', baseUrl: '/', plugins: [['@docusaurus/plugin-content-docs', { path: 'guide' }]] };\n" });
    const { config, diagnostics } = await loadDocusaurusConfig(file);
    expect(diagnostics).toEqual([]);
    expect(config).toMatchObject({ docs: { path: 'guide' } });
  });

  it("refuses a second instance of one id, at its entry: the preset's blog is `default`", async () => {
    const source = [
      'module.exports = {',
      "  title: 'Two', url: 'https://two.example', baseUrl: '/',",
      "  presets: [['classic', {}]],",
      "  plugins: [['@docusaurus/plugin-content-blog', { path: 'news' }]],",
      '};',
    ].join('\n');
    const diagnostics = await refusal(site({ 'docusaurus.config.js': source }));
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([`${pos(source, "['@docusaurus/plugin-content-blog'")} A second blog plugin instance has the id "default" (the classic preset's blog is "default").`]);
  });
});

describe('keys docs does not implement', () => {
  it('gives one warning at each, array items located exactly, deploy keys as infos', async () => {
    const source = [
      'module.exports = {',
      "  title: 'Keys', url: 'https://keys.example', baseUrl: '/',",
      "  projectName: 'keys',",
      '  plugins: [',
      "    'plugin-a',",
      "    ['@docusaurus/plugin-ideal-image', { quality: 70 }],",
      '    false,',
      '  ],',
      "  themes: ['@docusaurus/theme-mermaid'],",
      "  presets: [['classic', { sitemap: { changefreq: 'weekly' }, googleAnalytics: { trackingID: 'UA-1' } }]],",
      "  future: { experimental_faster: true, v4: true, experimental_router: 'hash' },",
      '};',
    ].join('\n');
    const file = site({ 'docusaurus.config.cjs': source });
    const { diagnostics, plugins } = await loadDocusaurusConfig(file);
    const at = (d: Diagnostic) => `${d.severity} ${d.line}:${d.column} ${d.message.split('.')[0]}`;
    // The plugins are the plugin host's (run with the build), not notices of the config.
    expect(plugins).toBeDefined();
    expect(diagnostics.map(at)).toEqual([
      `info ${pos(source, 'projectName')} \`projectName\` is not used by docs`,
      `warning ${pos(source, 'googleAnalytics')} The classic preset's \`googleAnalytics\` option is not used by docs`,
      `info ${pos(source, 'experimental_faster')} \`future`,
      `info ${pos(source, 'v4')} \`future`,
      `warning ${pos(source, 'experimental_router')} \`future`,
    ]);
    expect(diagnostics.every((d) => d.code === 'config-unsupported' && d.file === file && d.hint)).toBe(true);
    expect(diagnostics[1]!.message).toMatch(/legacy Google Analytics script is not loaded/);
  });
});

describe("the classic preset's Google tags", () => {
  it('become our gtag and googleTagManager, with no notice', async () => {
    const file = site({ 'docusaurus.config.js': "module.exports = {\n  title: 'G', url: 'https://g.example', baseUrl: '/',\n  presets: [['classic', { gtag: { trackingID: 'G-1', anonymizeIP: true }, googleTagManager: { containerId: 'GTM-1' } }]],\n};" });
    const { config, diagnostics, plugins } = await loadDocusaurusConfig(file);
    expect(diagnostics).toEqual([]);
    // No plugin listed: no plugin host.
    expect(plugins).toBeUndefined();
    expect(config.gtag).toEqual({ trackingID: 'G-1', anonymizeIP: true });
    expect(config.googleTagManager).toEqual({ containerId: 'GTM-1' });
  });

  it('stop the build at the preset key when the tracking ID is missing, as Docusaurus stops', async () => {
    const source = "module.exports = {\n  title: 'G', url: 'https://g.example', baseUrl: '/',\n  presets: [['classic', { gtag: { anonymizeIP: true } }]],\n};";
    const error = await loadConfig(path.dirname(site({ 'docusaurus.config.js': source }))).then(() => undefined, (e: BuildError) => e);
    const reason = error?.diagnostics?.[0];
    expect(reason).toMatchObject({ code: 'config-invalid' });
    expect(`${reason!.line}:${reason!.column}`).toBe(pos(source, 'gtag'));
    expect(reason!.message).toMatch(/trackingID/);
  });
});

describe('a config Docusaurus refuses', () => {
  it('fails with its reason when a required key is missing or the url carries a path', async () => {
    const file = site({ 'docusaurus.config.js': "module.exports = {\n  title: 'No url',\n  baseUrl: '/',\n};" });
    expect((await refusal(file)).map((d) => d.message)).toEqual(['The config has no `url`, which Docusaurus requires.']);
    const withPath = site({ 'docusaurus.config.js': "module.exports = {\n  title: 'Sub',\n  url: 'https://sub.example/docs/',\n  baseUrl: '/',\n};" });
    const [reason] = await refusal(withPath);
    expect(reason).toMatchObject({ code: 'config-invalid', line: 3, column: 3 });
    expect(reason!.message).toMatch(/must not carry a path \("\/docs\/"\)/);
  });

  it('accepts a baseUrl without its slashes, as Docusaurus adds them', async () => {
    const file = site({ 'docusaurus.config.js': "module.exports = { title: 'B', url: 'https://b.example', baseUrl: 'docs' };" });
    expect((await loadDocusaurusConfig(file)).config.baseUrl).toBe('docs');
  });

  it('names an unknown top-level key, a malformed plugin entry and an unknown preset option at their lines', async () => {
    const file = site({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Bad', url: 'https://bad.example', baseUrl: '/',",
        "  sidebar: 'mine',",
        "  plugins: ['ok', 42],",
        '};',
      ].join('\n'),
    });
    expect((await refusal(file)).map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '3:3 `sidebar` is not a Docusaurus config key.',
      expect.stringMatching(/^4:19 `plugins\[1\]` is not a valid plugin entry/),
    ]);
    const presetSource = "module.exports = {\n  title: 'P', url: 'https://p.example', baseUrl: '/',\n  presets: [['classic', { doc: {} }]],\n};";
    const preset = site({ 'docusaurus.config.js': presetSource });
    expect((await refusal(preset)).map((d) => `${d.line}:${d.column} ${d.message.slice(0, 40)}`)).toEqual([`${pos(presetSource, 'doc:')} \`doc\` is not an option of the classic pr`]);
  });

  it('says how to write a top-level await of a TypeScript config: inside the config function', async () => {
    const file = site({ 'docusaurus.config.ts': "const title: string = await Promise.resolve('T');\nexport default { title, url: 'https://t.example', baseUrl: '/' };" });
    const [failure] = await refusal(file);
    expect(failure).toMatchObject({ code: 'config-syntax', file, line: 1, column: 23 });
    expect(failure!.hint).toMatch(/export default async function createConfig/);
  });

  it('reports an error thrown while loading at its line, with the file', async () => {
    const file = site({ 'docusaurus.config.js': "const x = 1;\nconst theme = require('./missing-theme');\nmodule.exports = { title: 'T', url: 'https://t.example', baseUrl: '/' };" });
    const [failure] = await refusal(file);
    expect(failure).toMatchObject({ code: 'config-load', file, line: 2 });
    expect(failure!.message).toMatch(/Cannot find module '\.\/missing-theme'/);
    expect(failure!.hint).toMatch(/Install \.\/missing-theme|remove what needs it/);
  });
});

describe('the official plugins docs implements', () => {
  it('are recognised in every form a config names them, their options moved to our config with no notice', async () => {
    const source = [
      "const path = require('path');",
      'module.exports = {',
      "  title: 'Native', url: 'https://native.example', baseUrl: '/',",
      "  presets: [['classic', { sitemap: { changefreq: 'daily' }, debug: true }]],",
      '  plugins: [',
      "    ['client-redirects', { redirects: [{ from: '/old', to: '/new' }] }],",
      "    ['docusaurus-plugin-google-gtag', { trackingID: 'G-1' }],",
      "    [path.join(__dirname, 'node_modules/@docusaurus/plugin-google-tag-manager/lib/index.js'), { containerId: 'GTM-1' }],",
      "    ['@docusaurus/plugin-pwa', { offlineModeActivationStrategies: ['always'] }],",
      '  ],',
      "  themes: ['@docusaurus/theme-live-codeblock'],",
      '};',
    ].join('\n');
    const file = site({ 'docusaurus.config.js': source });
    const { diagnostics } = await loadDocusaurusConfig(file);
    expect(diagnostics).toEqual([]);
    const { config } = await loadConfig(path.dirname(file));
    expect(config).toMatchObject({
      sitemap: { changefreq: 'daily', lastmod: null, filename: 'sitemap.xml' },
      debug: true,
      clientRedirects: { redirects: [{ from: '/old', to: '/new' }], fromExtensions: [] },
      gtag: { trackingID: ['G-1'] },
      googleTagManager: { containerId: 'GTM-1' },
      pwa: { offlineModeActivationStrategies: ['always'], pwaHead: [] },
      // Docusaurus's default position for a listed theme-live-codeblock: the result under the editor.
      themeConfig: { liveCodeBlock: { playgroundPosition: 'bottom' } },
    });
  });

  it("warns at each plugin-pwa option that shapes Docusaurus's own worker, and rejects bad options at their key", async () => {
    const source = [
      'module.exports = {',
      "  title: 'Pwa', url: 'https://pwa.example', baseUrl: '/',",
      "  plugins: [['pwa', { swCustom: './sw.js', reloadPopup: false, offlineModeActivationStrategies: ['always'] }]],",
      '};',
    ].join('\n');
    const { diagnostics } = await loadDocusaurusConfig(site({ 'docusaurus.config.js': source }));
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.message.split(':')[0]}`)).toEqual([`${pos(source, 'swCustom')} plugin-pwa's \`swCustom\` is not used by docs`, `${pos(source, 'reloadPopup')} plugin-pwa's \`reloadPopup\` is not used by docs`]);

    const bad = ['module.exports = {', "  title: 'Bad', url: 'https://bad.example', baseUrl: '/',", "  plugins: [['sitemap', { priority: 2 }]],", '};'].join('\n');
    const error = await loadConfig(path.dirname(site({ 'docusaurus.config.js': bad }))).then(() => undefined, (e: BuildError) => e);
    expect(error?.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual([`config-invalid ${pos(bad, 'priority')}`]);
  });
});
