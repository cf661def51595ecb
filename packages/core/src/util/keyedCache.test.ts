import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyedCache } from './keyedCache.ts';

let dirs: string[] = [];
const cacheFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-keyed-cache-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'stage.json');
};

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('KeyedCache', () => {
  it('gives back what the last build stored, by key', async () => {
    const file = cacheFile();
    const first = await KeyedCache.open<{ html: string }>(file, '1');
    expect(first.get('a')).toBeUndefined();
    first.set('a', { html: '<p>A</p>' });
    first.set('b', { html: '<p>B</p>' });
    await first.save();
    const second = await KeyedCache.open<{ html: string }>(file, '1');
    expect(second.get('a')).toEqual({ html: '<p>A</p>' });
    expect(second.get('missing')).toBeUndefined();
  });

  it('keeps only the entries the last build used, so the file never outgrows one build', async () => {
    const file = cacheFile();
    const first = await KeyedCache.open<string>(file, '1');
    first.set('old', 'x');
    first.set('kept', 'y');
    await first.save();
    const second = await KeyedCache.open<string>(file, '1');
    second.get('kept');
    second.set('new', 'z');
    await second.save();
    const third = await KeyedCache.open<string>(file, '1');
    expect([third.get('old'), third.get('kept'), third.get('new')]).toEqual([undefined, 'y', 'z']);
  });

  it('ignores a file of another version, a damaged file and a key inherited from Object', async () => {
    const file = cacheFile();
    const v1 = await KeyedCache.open<string>(file, '1');
    v1.set('a', 'x');
    await v1.save();
    expect((await KeyedCache.open<string>(file, '2')).get('a')).toBeUndefined();
    writeFileSync(file, '{"version":"1","entries":');
    expect((await KeyedCache.open<string>(file, '1')).get('a')).toBeUndefined();
    expect((await KeyedCache.open<string>(file, '1')).get('constructor')).toBeUndefined();
  });

  it('does not rewrite the file when a build used exactly the stored entries', async () => {
    const file = cacheFile();
    const first = await KeyedCache.open<string>(file, '1');
    first.set('a', 'x');
    await first.save();
    writeFileSync(file, readFileSync(file, 'utf8').replace('"x"', '"planted"'));
    const second = await KeyedCache.open<string>(file, '1');
    expect(second.get('a')).toBe('planted');
    await second.save();
    expect(readFileSync(file, 'utf8')).toContain('planted');
  });
});
