import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, copyFixture, runCli } from '../helpers/site.ts';

/**
 * The local-plugins site with one more plugin of the kind that goes wrong: one that throws in a
 * hook, one that cannot be found, options its schema refuses, a webpack config our bundler can
 * apply only in part. Each is one diagnostic that names the plugin, the hook and the file.
 */

/** A copy of the site with `entry` first in its plugins and `files` written into it. */
function siteWith(entry: string, files: Record<string, string>): string {
  const siteDir = copyFixture('docusaurus-plugins-local');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    writeFileSync(path.join(siteDir, name), text);
  }
  const configFile = path.join(siteDir, 'docusaurus.config.js');
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace('  plugins: [\n', `  plugins: [\n    ${entry},\n`));
  return siteDir;
}

/** The line of `text` in the file (1-based). */
const lineOf = (file: string, text: string) => readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

describe('docusaurus plugins that fail', () => {
  it('a plugin that throws in a hook is an error naming the plugin and the hook, at the line that threw', async () => {
    const siteDir = siteWith("'./plugins/leaky-tap'", {
      'plugins/leaky-tap.js': ["module.exports = function leakyTap() {", "  return {", "    name: 'leaky-tap',", '    async contentLoaded() {', "      throw new Error('the tap is dripping');", '    },', '  };', '};', ''].join('\n'),
    });
    const site = await buildSite(siteDir);
    expect(site.result.code).toBe(1);
    const file = path.join(siteDir, 'plugins', 'leaky-tap.js');
    expect(site.report.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.file, d.line, d.message])).toEqual([
      ['plugin-failed', file, lineOf(file, 'throw new Error'), 'The plugin "leaky-tap" threw in contentLoaded: the tap is dripping'],
    ]);
    expect(site.exists('index.html')).toBe(false);
  });

  it('a plugin that throws in postBuild fails the build, naming it', async () => {
    const siteDir = siteWith("'./plugins/late-leak'", {
      'plugins/late-leak.js': "module.exports = () => ({ name: 'late-leak', postBuild() { throw new Error('too late'); } });\n",
    });
    const site = await buildSite(siteDir);
    expect(site.result.code).toBe(1);
    expect(site.report.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, path.basename(d.file ?? ''), d.message])).toEqual([['plugin-failed', 'late-leak.js', 'The plugin "late-leak" threw in postBuild: too late']]);
  });

  it('a plugin that cannot be found is an error at its entry in the config', async () => {
    const siteDir = siteWith("'./plugins/nowhere'", {});
    const site = await buildSite(siteDir);
    expect(site.result.code).toBe(1);
    const configFile = path.join(siteDir, 'docusaurus.config.js');
    expect(site.report.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.file, d.line, d.message])).toEqual([
      ['plugin-missing', configFile, lineOf(configFile, "'./plugins/nowhere'"), 'The plugin `./plugins/nowhere` cannot be found from the site folder.'],
    ]);
  });

  it('options the plugin\'s validateOptions refuses are an error naming the plugin', async () => {
    const siteDir = copyFixture('docusaurus-plugins-local');
    const configFile = path.join(siteDir, 'docusaurus.config.js');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("{ folder: 'recipes' }", '{ folder: 3 }'));
    const site = await buildSite(siteDir);
    expect(site.result.code).toBe(1);
    expect(site.report.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, path.relative(siteDir, d.file ?? ''), d.message])).toEqual([
      ['plugin-failed', path.join('plugins', 'recipe-pages', 'index.js'), 'The plugin "./plugins/recipe-pages" threw in validateOptions: "folder" must be a string'],
    ]);
  });
});

describe('docusaurus plugins that configure webpack', () => {
  it('applies the aliases, module folders and definitions, and warns once naming the rest', async () => {
    const siteDir = siteWith("'./plugins/webpack-tweaks'", {
      'plugins/webpack-tweaks.js': [
        "const path = require('path');",
        '// What webpack\'s DefinePlugin keeps: its definitions.',
        'class DefinePlugin { constructor(definitions) { this.definitions = definitions; } }',
        'class BannerPlugin {}',
        'module.exports = function webpackTweaks(context) {',
        '  return {',
        "    name: 'webpack-tweaks',",
        '    configureWebpack(config, isServer) {',
        '      return {',
        "        resolve: { alias: { '@labels': path.join(context.siteDir, 'src', 'labels') }, modules: [path.join(context.siteDir, 'vendor')] },",
        "        plugins: [new DefinePlugin({ PANTRY_SEASON: JSON.stringify('winter'), 'process.env': { SHELF_COUNT: '12' } }), new BannerPlugin()],",
        "        module: { rules: [{ test: /\\.txt$/, type: 'asset/source' }] },",
        "        devServer: { port: 4000 },",
        '      };',
        '    },',
        '  };',
        '};',
        '',
      ].join('\n'),
      'src/labels/jar.js': "export const jarLabel = 'Jar label from the alias';\n",
      'vendor/shelf-words/index.js': "export const shelfWord = 'Shelf word from resolve.modules';\n",
      'src/pages/labels.js': [
        "import React from 'react';",
        "import Layout from '@theme/Layout';",
        "import { jarLabel } from '@labels/jar';",
        "import { shelfWord } from 'shelf-words';",
        '',
        'export default function Labels() {',
        '  return (',
        '    <Layout title="Labels">',
        '      <p className="labels">{jarLabel} · {shelfWord} · {PANTRY_SEASON} · {process.env.SHELF_COUNT}</p>',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    });
    const site = await buildSite(siteDir);
    expect(site.result.code, site.result.stderr).toBe(0);
    expect(site.read('labels/index.html').replace(/<!-- -->/g, '')).toContain('<p class="labels">Jar label from the alias · Shelf word from resolve.modules · winter · 12</p>');
    const configFile = path.join(siteDir, 'docusaurus.config.js');
    const warnings = site.report.diagnostics.filter((d) => d.severity === 'warning');
    expect(warnings.map((d) => [d.code, d.file, d.line, d.message])).toEqual([
      ['plugin-unsupported', configFile, lineOf(configFile, "'./plugins/webpack-tweaks'"), 'The plugin "webpack-tweaks" configures webpack; docs bundles with esbuild and applies its aliases, module folders and definitions, not `plugins[1] (BannerPlugin)`, `module.rules`, `devServer`.'],
    ]);
  });
});

describe('docs write-translations with plugins', () => {
  it('writes the files a plugin offers with getTranslationFiles, into its folder of the locale', async () => {
    const siteDir = siteWith("'./plugins/labels'", {
      'plugins/labels.js': "module.exports = () => ({ name: 'labels', loadContent: () => ({ jar: 'Jar' }), getTranslationFiles: ({ content }) => [{ path: 'shelf', content: { jar: { message: content.jar, description: 'A jar on the shelf' } } }] });\n",
    });
    const result = await runCli(['write-translations', siteDir]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(siteDir, 'i18n', 'en', 'labels', 'shelf.json'), 'utf8'))).toEqual({ jar: { message: 'Jar', description: 'A jar on the shelf' } });
  });
});
