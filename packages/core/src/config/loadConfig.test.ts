import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildError } from '../diagnostics/diagnostic.ts';
import { findConfigFile, loadConfig } from './loadConfig.ts';

const root = mkdtempSync(path.join(tmpdir(), 'load-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function site(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const DOCUSAURUS = [
  'module.exports = {',
  "  title: 'Dock', url: 'https://dock.example', baseUrl: '/',",
  '  presets: [',
  "    ['classic', {",
  '      docs: { routeBasePath: 5 },',
  '    }],',
  '  ],',
  "  themeConfig: { navbar: { items: [{ label: 'A', to: '/a' }, { label: 7 }] } },",
  '};',
].join('\n');

describe('loadConfig with a docusaurus.config', () => {
  it('prefers docs.config.* when a site has both, and finds docusaurus.config.* alone', () => {
    const both = site('both', { 'docs.config.ts': 'export default {}', 'docusaurus.config.js': 'module.exports = {}' });
    expect(findConfigFile(both)).toBe(path.join(both, 'docs.config.ts'));
    const alone = site('alone', { 'docusaurus.config.mjs': 'export default {}' });
    expect(findConfigFile(alone)).toBe(path.join(alone, 'docusaurus.config.mjs'));
  });

  it('locates our schema errors where the Docusaurus config writes the key: in the preset, in themeConfig', async () => {
    const dir = site('invalid', { 'docusaurus.config.js': DOCUSAURUS });
    const error = (await loadConfig(dir).then(() => undefined, (e: unknown) => e)) as BuildError;
    const lines = DOCUSAURUS.split('\n');
    expect(error.diagnostics.map((d) => [d.message.split(' should')[0], d.line, d.column])).toEqual([
      ['Config key `docs.routeBasePath`', 5, lines[4]!.indexOf('routeBasePath') + 1],
      ['Config key `navbar.items[1].label`', 8, lines[7]!.indexOf('label: 7') + 1],
      // A link item needs `to` or `href`: shown at the item, not at the first item's `to`.
      ['Config key `navbar.items[1].to`', 8, lines[7]!.indexOf('{ label: 7') + 1],
    ]);
  });

  it('returns the mapped config with Infima on and the warnings of the loader', async () => {
    const dir = site('ok', { 'docusaurus.config.js': "module.exports = { title: 'Ok', url: 'https://ok.example', baseUrl: '/', projectName: 'ok', plugins: ['x'] };" });
    const loaded = await loadConfig(dir);
    expect(loaded.config.infima).toBe(true);
    expect(loaded.diagnostics.map((d) => d.code)).toEqual(['config-unsupported']);
    // The plugin goes to the plugin host, which the build runs; it is no key of the config's data.
    expect(loaded.config.plugins).toBeDefined();
    expect(Object.keys(loaded.config)).not.toContain('plugins');
  });
});
