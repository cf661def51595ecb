import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// esbuild's synchronous API, counted: it starts a thread and a process of its own.
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

const { evaluateModule } = await import('./evaluateModule.ts');

const root = mkdtempSync(path.join(tmpdir(), 'evaluate-ahead-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function site(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

beforeEach(() => {
  transformSync.calls = [];
});

describe('the local modules a transpiled file requires', () => {
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
      'sidebars.ts': "const name = 'part';\n// eslint-disable-next-line\nconst part = require('./' + name);\nexport default part.value;\n",
      'part.ts': 'export const value: number = 7;\n',
    });
    expect(await evaluateModule(path.join(dir, 'sidebars.ts'))).toBe(7);
    expect(transformSync.calls).toEqual(['part.ts']);
  });
});
