import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withDefaults } from '../config/loadConfig.ts';
import type { LoadedContent } from '../content/loadedContent.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { resolveDocsVersions } from '../content/docsVersions.ts';
import { loadSidebars, parseSidebarsJson } from './loadSidebars.ts';

const root = mkdtempSync(path.join(tmpdir(), 'load-sidebars-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Load `sidebars.js` with this text from a site whose package.json has `type`. */
async function load(name: string, type: string | undefined, sidebars: string) {
  const siteDir = path.join(root, name);
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(path.join(siteDir, 'package.json'), JSON.stringify(type ? { type } : {}));
  writeFileSync(path.join(siteDir, 'sidebars.js'), sidebars);
  const config = withDefaults({ title: 'S', url: 'https://s.example', docs: { sidebarPath: './sidebars.js' } });
  const diagnostics: Diagnostic[] = [];
  const content = { docs: [], categories: new Map(), versions: resolveDocsVersions(siteDir, config.docs, undefined, []) } as unknown as LoadedContent;
  const resolved = await loadSidebars({ siteDir, config, content }, diagnostics);
  return { resolved, diagnostics, file: path.join(siteDir, 'sidebars.js') };
}

describe('loadSidebars', () => {
  it('loads CommonJS sidebars in a "type": "module" site, as Docusaurus does', async () => {
    const { resolved, diagnostics } = await load('cjs-in-esm', 'module', "module.exports = { main: [{ type: 'link', label: 'Home', href: 'https://s.example' }] };");
    expect(diagnostics).toEqual([]);
    expect(Object.keys(resolved.sidebars)).toEqual(['main']);
  });

  it('reports sidebars that throw at the line that threw', async () => {
    const { diagnostics, file } = await load('throws', undefined, "const items = [];\nitems.push(undefinedThing);\nmodule.exports = { main: items };");
    expect(diagnostics).toMatchObject([{ severity: 'error', code: 'sidebars-load', file, line: 2 }]);
    expect(diagnostics[0]!.message).toMatch(/undefinedThing is not defined/);
  });
});

describe('parseSidebarsJson', () => {
  it('reads a sidebars.json object, shorthand and all', () => {
    expect(parseSidebarsJson('{ "docs": { "Start": ["intro"] } }', '/s/sidebars.json')).toEqual({ value: { docs: { Start: ['intro'] } } });
  });

  it('reports invalid JSON at its line and column, and JSON that is not an object', () => {
    const broken = parseSidebarsJson('{\n  "docs": [\n    "intro",\n  ]\n}', '/s/sidebars.json');
    expect('error' in broken && broken.error).toMatchObject({ code: 'sidebars-load', file: '/s/sidebars.json', line: 3, column: 12, message: 'Cannot load the sidebars: it is not valid JSON: JSON does not support trailing commas.' });
    expect(parseSidebarsJson('["intro"]', '/s/sidebars.json')).toMatchObject({ error: { message: 'Cannot load the sidebars: it is not a JSON object of sidebars.' } });
  });
});
