import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildError, Diagnostic } from '../../core/src/diagnostics/diagnostic.ts';
import { loadDocusaurusConfig } from './loadDocusaurusConfig.ts';
import { loadPresets } from './loadPresets.ts';
import { toUserConfig } from './toUserConfig.ts';

const require = createRequire(import.meta.url);
const root = mkdtempSync(path.join(tmpdir(), 'docusaurus-presets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let count = 0;
/** A site folder with these files and a config of `presets` (a JavaScript expression); returns the config file. */
function siteWith(presets: string, files: Record<string, string> = {}, rest = ''): string {
  const dir = path.join(root, `site-${count++}`);
  const all = { 'docusaurus.config.js': `module.exports = {\n  title: 'P', url: 'https://p.example', baseUrl: '/',\n  presets: ${presets},\n${rest}};\n`, ...files };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return path.join(dir, 'docusaurus.config.js');
}

const refusal = async (configFile: string): Promise<Diagnostic[]> => {
  const error = (await loadDocusaurusConfig(configFile).then(() => undefined, (e: unknown) => e)) as BuildError | undefined;
  if (!error) throw new Error('the config was accepted');
  return error.diagnostics;
};

/** What toUserConfig makes of the config once its presets have run. */
async function mapped(configFile: string) {
  const site = require(configFile) as Record<string, unknown>;
  const { entries, errors } = await loadPresets(site, configFile);
  expect(errors).toEqual([]);
  return toUserConfig(site, path.dirname(configFile), entries);
}

describe('presets other than the classic one', () => {
  it('calls the preset with the site context and its options; its plugins, then its themes, come before the config\'s own', async () => {
    const preset = [
      'module.exports = (context, options) => ({',
      "  plugins: [[require.resolve('./leaf'), { tone: options.tone, title: context.siteConfig.title, dir: context.siteDir }], null],",
      "  themes: ['./themes/bark'],",
      '});',
    ].join('\n');
    const file = siteWith("[['./presets/grove', { tone: 'green' }]]", { 'presets/grove.js': preset, 'presets/leaf.js': '' }, "  plugins: ['./own-plugin'],\n  themes: ['./own-theme'],\n");
    const { hosted, notices } = await mapped(file);
    expect(notices).toEqual([]);
    expect(hosted.map((h) => [h.kind, h.shown, h.at])).toEqual([
      ['plugins', './presets/leaf.js (from the preset ./presets/grove)', ['presets', 0]],
      ['themes', './themes/bark (from the preset ./presets/grove)', ['presets', 0]],
      ['plugins', './own-plugin', ['plugins', 0]],
      ['themes', './own-theme', ['themes', 0]],
    ]);
    expect((hosted[0]!.entry as [string, Record<string, unknown>])[1]).toEqual({ tone: 'green', title: 'P', dir: path.dirname(file) });
  });

  it('reads the official plugins a preset returns as the config\'s own: native ones into our config, content plugins as instances', async () => {
    const preset = [
      "exports.default = () => ({ plugins: [",
      "  ['@docusaurus/plugin-sitemap', { changefreq: 'daily' }],",
      "  ['content-docs', { id: 'api', path: 'api' }],",
      "  'docusaurus-plugin-sass',",
      '] });',
    ].join('\n');
    const file = siteWith("['classic', 'grove']", { 'node_modules/docusaurus-preset-grove/index.js': preset, 'node_modules/docusaurus-preset-grove/package.json': '{ "name": "docusaurus-preset-grove" }' });
    const { config, hosted, notices } = await mapped(file);
    expect(hosted).toEqual([]);
    expect(notices).toEqual([]);
    expect(config.sitemap).toEqual({ changefreq: 'daily' });
    expect(config.docsInstances).toEqual([{ id: 'api', path: 'api', routeBasePath: 'docs' }]);
  });

  it('reads what a preset wrapping the classic one returns: its theme\'s custom CSS, the docs and pages, svgr, with the config\'s defaults filled in', async () => {
    const preset = [
      'module.exports = (context, { css }) => ({',
      "  themes: [['@docusaurus/theme-classic', { customCss: css }]],",
      '  plugins: [',
      "    ...(context.siteConfig.future.v4.useCssCascadeLayers ? ['@docusaurus/plugin-css-cascade-layers'] : []),",
      "    ['@docusaurus/plugin-content-docs', { routeBasePath: '/' }],",
      "    ['@docusaurus/plugin-content-pages', { exclude: ['**/_*'] }],",
      "    '@docusaurus/plugin-svgr',",
      "    context.siteConfig.themeConfig.algolia ? '@docusaurus/theme-search-algolia' : false,",
      '  ],',
      '});',
    ].join('\n');
    const file = siteWith("[['./wrapped', { css: './src/css/site.css' }]]", { 'wrapped.js': preset }, '  future: { v4: true },\n');
    const { config, hosted, notices } = await mapped(file);
    expect(hosted).toEqual([]);
    expect(config.docs).toEqual({ routeBasePath: '/' });
    expect(config.pages).toEqual({ exclude: ['**/_*'] });
    expect((config.themeConfig as Record<string, unknown>).customCss).toBe('./src/css/site.css');
    expect(notices.filter((n) => n.message.includes('from the preset')).map((n) => [n.severity, n.at, n.message.split(':')[0]])).toEqual([
      ['info', ['presets', 0], 'The plugin `@docusaurus/plugin-css-cascade-layers (from the preset ./wrapped)` is not run. Docusaurus v4\'s opt-in to CSS cascade layers for its own styles; our stylesheets need none.'],
      ['info', ['presets', 0], 'The theme `@docusaurus/theme-classic (from the preset ./wrapped)` is not loaded. Our theme renders the classic theme\'s components, so nothing is lost.'],
    ]);
  });

  it('loads a TypeScript preset with a default export, named without its extension', async () => {
    const preset = "import type { Foo } from './types';\nexport default function tsPreset(_context: unknown, options: { n: number }): { plugins: unknown[] } {\n  return { plugins: [['./p', { n: options.n * 2 }]] };\n}\n";
    const file = siteWith("[['./src/presets/typed', { n: 4 }]]", { 'src/presets/typed.ts': preset });
    const { hosted } = await mapped(file);
    expect(hosted.map((h) => [h.shown, h.entry])).toEqual([['./p (from the preset ./src/presets/typed)', ['./p', { n: 8 }]]]);
  });

  it('finds a scoped preset by its short name, and leaves the classic preset to be read natively', async () => {
    const file = siteWith("['classic', ['@grove/tall', { height: 3 }]]", {
      'node_modules/@grove/docusaurus-preset-tall/index.js': "module.exports = (_context, { height }) => ({ themes: [[() => ({ name: 'tall' }), { height }]] });",
      'node_modules/@grove/docusaurus-preset-tall/package.json': '{ "name": "@grove/docusaurus-preset-tall" }',
    });
    const site = require(file) as Record<string, unknown>;
    const { entries } = await loadPresets(site, file);
    expect(entries.map((e) => [e.kind, e.preset, (e.item as unknown[])[1]])).toEqual([['themes', '@grove/tall', { height: 3 }]]);
  });

  it('a preset that cannot be found, throws, exports no function or returns another shape is an error at its entry, naming it', async () => {
    const cases: [string, Record<string, string>, string, RegExp][] = [
      ["'nowhere'", {}, 'plugin-missing', /^The preset `nowhere` cannot be found from the site folder\.$/],
      ["'./p'", { 'p.js': "module.exports = () => { throw new Error('no sap'); };" }, 'plugin-failed', /^The preset `\.\/p` threw: no sap$/],
      ["'./p'", { 'p.js': 'module.exports = { plugins: [] };' }, 'plugin-failed', /^The preset `\.\/p` exports no function/],
      ["'./p'", { 'p.js': 'module.exports = () => undefined;' }, 'plugin-failed', /^The preset `\.\/p` returned undefined, not an object with `plugins` and `themes`\.$/],
      ["'./p'", { 'p.js': "module.exports = () => ({ plugins: './one' });" }, 'plugin-failed', /^The preset `\.\/p` returned `plugins` as string, not an array\.$/],
      ["'./p'", { 'p.js': 'module.exports = () => ({ themes: [42] });' }, 'plugin-failed', /^The preset `\.\/p` returned `themes\[0\]` that is not a theme entry/],
    ];
    for (const [presets, files, code, message] of cases) {
      const file = siteWith(`[\n    'classic',\n    ${presets},\n  ]`, files);
      const errors = await refusal(file);
      expect(errors.map((d) => [d.code, d.file, d.line, d.column]), presets).toEqual([[code, file, 5, 5]]);
      expect(errors[0]!.message).toMatch(message);
      expect(errors[0]!.hint).toBeTruthy();
    }
  });

  it('a site without other presets loads none (and the classic preset alone gives no notice)', async () => {
    const file = siteWith("[['classic', { blog: false }]]");
    const { diagnostics, plugins } = await loadDocusaurusConfig(file);
    expect(diagnostics).toEqual([]);
    expect(plugins).toBeUndefined();
  });
});
