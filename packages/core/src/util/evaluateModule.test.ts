import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorPositionIn, evaluateModule } from './evaluateModule.ts';

// esbuild's synchronous API, counted (and run): it starts a thread and a process of its own.
const transformSync = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('esbuild', async (importOriginal) => {
  const esbuild = await importOriginal<typeof import('esbuild')>();
  return {
    ...esbuild,
    transformSync: (source: string, options: import('esbuild').TransformOptions) => {
      transformSync.calls.push(path.basename(options.sourcefile ?? ''));
      return esbuild.transformSync(source, options);
    },
  };
});

const root = mkdtempSync(path.join(tmpdir(), 'evaluate-module-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder with the given files (a `package.json` among them decides `.js` semantics). */
function site(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('evaluateModule', () => {
  it('runs CommonJS with require, require.resolve, __dirname and __filename naming the real file', async () => {
    const dir = site('cjs', {
      'package.json': '{}',
      'theme.js': 'module.exports = { name: "dusk" };',
      'sidebars.js': 'module.exports = {};',
      'config.js': [
        "const theme = require('./theme');",
        'module.exports = {',
        '  theme: theme.name,',
        "  sidebars: require.resolve('./sidebars.js'),",
        '  dir: __dirname,',
        '  file: __filename,',
        '};',
      ].join('\n'),
    });
    expect(await evaluateModule(path.join(dir, 'config.js'))).toEqual({
      theme: 'dusk',
      sidebars: path.join(dir, 'sidebars.js'),
      dir,
      file: path.join(dir, 'config.js'),
    });
  });

  it('accepts ESM syntax in a .js file of a CommonJS package, as Docusaurus does, with import.meta.url in place', async () => {
    const dir = site('esm-in-cjs', {
      'package.json': '{}',
      'data.js': 'export const label = "from data";',
      'config.js': "import { label } from './data.js';\nexport default { label, url: import.meta.url };",
    });
    expect(await evaluateModule(path.join(dir, 'config.js'))).toEqual({ label: 'from data', url: `file://${path.join(dir, 'config.js')}` });
  });

  it('imports .mjs natively: import.meta.url, import.meta.dirname and top-level await', async () => {
    const dir = site('mjs', { 'config.mjs': 'const n = await Promise.resolve(2);\nexport default { n, url: import.meta.url, dir: import.meta.dirname };' });
    const value = (await evaluateModule(path.join(dir, 'config.mjs'))) as { n: number; url: string; dir: string };
    expect(value.n).toBe(2);
    expect(value.url.split('?')[0]).toBe(`file://${path.join(dir, 'config.mjs')}`);
    expect(value.dir).toBe(dir);
  });

  it('evaluates CommonJS in a "type": "module" package instead of failing on `module`', async () => {
    const dir = site('cjs-in-esm', { 'package.json': '{"type":"module"}', 'sidebars.js': "module.exports = { docs: ['intro'], dir: __dirname };" });
    expect(await evaluateModule(path.join(dir, 'sidebars.js'))).toEqual({ docs: ['intro'], dir });
  });

  it('takes in an ESM package what Docusaurus takes and Node does not: .ts, JSON and extensionless local imports', async () => {
    const dir = site('esm-loose', {
      'package.json': '{"type":"module"}',
      'data/stations.json': '["north-pier"]',
      'data/label.ts': "export const label: string = 'Tides';",
      'data/count.js': 'export default 3;',
      'config.js': "import stations from './data/stations.json';\nimport { label } from './data/label.ts';\nimport count from './data/count';\nexport default { stations, label, count };",
    });
    expect(await evaluateModule(path.join(dir, 'config.js'))).toEqual({ stations: ['north-pier'], label: 'Tides', count: 3 });
  });

  it('runs TypeScript in place, default-exporting an async function, requiring local .ts files', async () => {
    const dir = site('ts', {
      'package.json': '{"type":"module"}',
      'helper.ts': 'export const twice = (n: number): number => n * 2;',
      'config.ts': [
        "import { twice } from './helper';",
        'export default async function createConfig(): Promise<{ n: number; url: string }> {',
        '  return { n: twice(21), url: import.meta.url };',
        '}',
      ].join('\n'),
    });
    const create = (await evaluateModule(path.join(dir, 'config.ts'))) as () => Promise<unknown>;
    expect(await create()).toEqual({ n: 42, url: `file://${path.join(dir, 'config.ts')}` });
  });

  it('takes a package the site has not installed from the tool, then from resolveMissing', async () => {
    const dir = site('fallback', {
      'package.json': '{}',
      'config.js': "const YAML = require('yaml');\nmodule.exports = { parsed: YAML.parse('a: 1'), stand: require.resolve('not-installed-anywhere') };",
    });
    const value = await evaluateModule(path.join(dir, 'config.js'), { resolveMissing: (request) => `/stand-in/${request}` });
    expect(value).toEqual({ parsed: { a: 1 }, stand: '/stand-in/not-installed-anywhere' });
    const other = site('no-fallback', { 'config.js': "module.exports = require.resolve('also-not-installed');" });
    await expect(evaluateModule(path.join(other, 'config.js'))).rejects.toThrow(/Cannot find module 'also-not-installed'/);
  });

  it('locates an error thrown by a transpiled file at the line and column its author wrote', async () => {
    const dir = site('throws', { 'config.ts': "const a: number = 1;\n\n\nconst b: string = 'x';\n  throw new Error('boom ' + a + b);\nexport default {};" });
    const file = path.join(dir, 'config.ts');
    const error = await evaluateModule(file).catch((e: unknown) => e);
    expect((error as Error).message).toBe('boom 1x');
    expect(errorPositionIn(error, file)).toEqual({ line: 5, column: 9 });
  });

  it('locates an error thrown by a natively imported ESM file', async () => {
    const dir = site('throws-esm', { 'config.mjs': "const a = 1;\n\nif (a) throw new TypeError('no tide');\nexport default {};" });
    const file = path.join(dir, 'config.mjs');
    const error = await evaluateModule(file).catch((e: unknown) => e);
    expect(errorPositionIn(error, file)).toEqual({ line: 3, column: 14 });
  });

  it('locates a syntax error', async () => {
    const dir = site('syntax', { 'package.json': '{}', 'config.js': 'module.exports = {\n  title: "x",\n  url: ,\n};' });
    const file = path.join(dir, 'config.js');
    const error = await evaluateModule(file).catch((e: unknown) => e);
    expect(errorPositionIn(error, file)?.line).toBe(3);
  });
});

describe('the local modules a transpiled file requires', () => {
  beforeEach(() => {
    transformSync.calls = [];
  });

  it('are transpiled ahead by esbuild’s service, two levels down, and run as required', async () => {
    const dir = site('nested', {
      'sidebars.ts': "import { guides } from './parts/guides';\nexport default { guides };\n",
      'parts/guides.ts': "import { label } from './label';\nexport const guides: string[] = [label('a'), label('b')];\n",
      'parts/label.ts': 'export const label = (id: string): string => `Guide ${id.toUpperCase()}`;\n',
    });
    expect(await evaluateModule(path.join(dir, 'sidebars.ts'))).toEqual({ guides: ['Guide A', 'Guide B'] });
    expect(transformSync.calls).toEqual([]);
  });

  it('are transpiled by the require hook when the require is computed', async () => {
    const dir = site('computed', {
      'sidebars.ts': "const name = 'part';\nconst part = require('./' + name);\nexport default part.value;\n",
      'part.ts': 'export const value: number = 7;\n',
    });
    expect(await evaluateModule(path.join(dir, 'sidebars.ts'))).toBe(7);
    expect(transformSync.calls).toEqual(['part.ts']);
  });
});
