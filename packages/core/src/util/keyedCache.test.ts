import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyedCache } from './keyedCache.ts';

let dirs: string[] = [];
const cacheDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-keyed-cache-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'stage');
};
const entries = (dir: string) => readdirSync(dir).filter((n) => n.endsWith('.json'));

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('KeyedCache', () => {
  it('gives back what the last build stored, by key, one file per entry', async () => {
    const dir = cacheDir();
    const first = await KeyedCache.open<{ html: string }>(dir, '1');
    expect(first.get('a')).toBeUndefined();
    first.set('a', { html: '<p>A</p>' });
    first.set('b', { html: '<p>B</p>' });
    await first.save();
    expect(entries(dir)).toHaveLength(2);
    const second = await KeyedCache.open<{ html: string }>(dir, '1');
    expect(second.get('a')).toEqual({ html: '<p>A</p>' });
    expect(second.get('missing')).toBeUndefined();
  });

  it('keeps only the entries the last build used, so the folder never outgrows one build', async () => {
    const dir = cacheDir();
    const first = await KeyedCache.open<string>(dir, '1');
    first.set('old', 'x');
    first.set('kept', 'y');
    await first.save();
    const second = await KeyedCache.open<string>(dir, '1');
    second.get('kept');
    second.set('new', 'z');
    await second.save();
    expect(entries(dir)).toHaveLength(2);
    const third = await KeyedCache.open<string>(dir, '1');
    expect([third.get('old'), third.get('kept'), third.get('new')]).toEqual([undefined, 'y', 'z']);
  });

  it('empties a folder of another version, and takes a damaged entry for a miss', async () => {
    const dir = cacheDir();
    const v1 = await KeyedCache.open<string>(dir, '1');
    v1.set('a', 'x');
    v1.set('b', 'y');
    await v1.save();
    expect((await KeyedCache.open<string>(dir, '2')).get('a')).toBeUndefined();
    expect(entries(dir)).toEqual([]);
    const v2 = await KeyedCache.open<string>(dir, '2');
    v2.set('a', 'x');
    await v2.save();
    for (const name of entries(dir)) writeFileSync(path.join(dir, name), '{"half');
    expect((await KeyedCache.open<string>(dir, '2')).get('a')).toBeUndefined();
  });

  it('leaves an entry it read as it is', async () => {
    const dir = cacheDir();
    const first = await KeyedCache.open<string>(dir, '1');
    first.set('a', 'x');
    await first.save();
    const [name] = entries(dir);
    writeFileSync(path.join(dir, name!), '"planted"');
    const second = await KeyedCache.open<string>(dir, '1');
    expect(second.get('a')).toBe('planted');
    second.set('a', 'x');
    await second.save();
    expect(readFileSync(path.join(dir, name!), 'utf8')).toBe('"planted"');
  });

  it('writes a value given in pieces, read back whole', async () => {
    const dir = cacheDir();
    const first = await KeyedCache.open<{ files: [string, string][] }>(dir, '1');
    const pieces = ['{"files":[', '["a.json","A"]', ',["b.json","B"]', ']}'];
    let asked = 0;
    first.setJson('index', () => (asked++, pieces));
    // An entry already stored under its key is not written again: its pieces are not even made.
    first.setJson('index', () => (asked++, pieces));
    await first.save();
    expect(asked).toBe(1);
    const second = await KeyedCache.open<{ files: [string, string][] }>(dir, '1');
    expect(second.get('index')).toEqual({ files: [['a.json', 'A'], ['b.json', 'B']] });
  });
});

