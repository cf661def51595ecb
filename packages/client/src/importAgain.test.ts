import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addressAgain, importAgain } from './importAgain.ts';
import { temporaryFolder } from '../../../tests/helpers/temporaryFolder.ts';

describe('importAgain', () => {
  it('imports the same file as a new module each time', async () => {
    const dir = temporaryFolder('docs-import-again-');
    try {
      const file = path.join(dir, 'chunk-ABC.js');
      // Each evaluation counts itself: a new module is evaluated again, a cached one is not.
      writeFileSync(file, 'globalThis.__importAgainRuns = (globalThis.__importAgainRuns ?? 0) + 1;\nexport const runs = globalThis.__importAgainRuns;\n');
      const url = pathToFileURL(file).href;
      type Loaded = { runs: number };
      const first = (await importAgain(url)) as Loaded;
      // As a failed retry's error names it: with the query of the try before.
      const second = (await importAgain(`${url}?retry=7`)) as Loaded;
      expect([first.runs, second.runs]).toEqual([1, 2]);
    } finally {
      delete (globalThis as { __importAgainRuns?: number }).__importAgainRuns;
    }
  });

  it('gives the address the query of its try, replacing an earlier retry query and keeping any other', () => {
    expect(addressAgain('https://docs.example/assets/js/chunks/chunk-ABC.js', 1)).toBe('https://docs.example/assets/js/chunks/chunk-ABC.js?retry=1');
    expect(addressAgain('https://docs.example/assets/js/chunks/chunk-ABC.js?retry=1', 2)).toBe('https://docs.example/assets/js/chunks/chunk-ABC.js?retry=2');
    expect(addressAgain('https://docs.example/a.js?v=1', 3)).toBe('https://docs.example/a.js?v=1&retry=3');
    expect(addressAgain('https://docs.example/a.js?v=1&retry=3', 4)).toBe('https://docs.example/a.js?v=1&retry=4');
  });
});
