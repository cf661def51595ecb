import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSearchIndex } from '../search/buildSearchIndex.ts';
import { precompress } from './precompress.ts';
import { OutputWriter } from './writeOrReuse.ts';

const TEXT = '<p>Some text that compresses well, said again and again.</p>\n'.repeat(40);
let dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-writer-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const ino = (file: string) => statSync(file).ino;

describe('OutputWriter', () => {
  it('links an unchanged file and its compressed copies from the previous output, and writes a changed one', async () => {
    const previous = tempDir();
    new OutputWriter().write(path.join(previous, 'docs/a/index.html'), TEXT);
    new OutputWriter().write(path.join(previous, 'docs/b/index.html'), TEXT);
    await precompress({ dir: previous, encodings: ['br', 'gzip'] });
    const dir = tempDir();
    const writer = new OutputWriter(previous, ['br', 'gzip']);
    expect(writer.write(path.join(dir, 'docs/a/index.html'), TEXT, 'docs/a/index.html')).toBe(true);
    expect(writer.write(path.join(dir, 'docs/b/index.html'), TEXT.replace('Some', 'Other'), 'docs/b/index.html')).toBe(false);
    expect(writer.write(path.join(dir, 'docs/c/index.html'), TEXT, 'docs/c/index.html')).toBe(false);
    for (const suffix of ['', '.br', '.gz']) expect(ino(path.join(dir, `docs/a/index.html${suffix}`))).toBe(ino(path.join(previous, `docs/a/index.html${suffix}`)));
    expect(ino(path.join(dir, 'docs/b/index.html'))).not.toBe(ino(path.join(previous, 'docs/b/index.html')));
    expect(existsSync(path.join(dir, 'docs/b/index.html.br'))).toBe(false);
    // The previous output is untouched, and precompression finishes the new one.
    expect(readFileSync(path.join(previous, 'docs/b/index.html'), 'utf8')).toBe(TEXT);
    await precompress({ dir, previousDir: previous, encodings: ['br', 'gzip'] });
    expect(existsSync(path.join(dir, 'docs/b/index.html.br')) && existsSync(path.join(dir, 'docs/c/index.html.gz'))).toBe(true);
  });

  it('never looks outside the previous output for a file to reuse', () => {
    const root = tempDir();
    const previous = path.join(root, 'build');
    mkdirSync(previous);
    writeFileSync(path.join(root, 'secret.html'), TEXT);
    const dir = tempDir();
    expect(() => new OutputWriter(previous).write(path.join(dir, 'page.html'), TEXT, '../secret.html')).toThrow(/outside the output folder/);
  });
});

describe('writeSearchIndex', () => {
  it('finds each file under the previous index hash, reusing the unchanged ones', () => {
    const meta = (hash: string) => JSON.stringify({ version: 1, hash, recordCount: 2, recordsPerFile: 1, shards: ['a'], vocab: [], langs: ['en'], tags: [], worker: '/w.js' });
    const previous = tempDir();
    writeSearchIndex(previous, new Map([['meta.json', meta('aaaaaaaaaa')], ['r0-aaaaaaaaaa.json', TEXT], ['r1-aaaaaaaaaa.json', TEXT]]), new OutputWriter());
    const dir = tempDir();
    const written = writeSearchIndex(dir, new Map([['meta.json', meta('bbbbbbbbbb')], ['r0-bbbbbbbbbb.json', TEXT], ['r1-bbbbbbbbbb.json', TEXT.replace('Some', 'Sole')]]), new OutputWriter(previous), previous);
    expect(written).toEqual(['search/meta.json', 'search/r0-bbbbbbbbbb.json', 'search/r1-bbbbbbbbbb.json']);
    expect(ino(path.join(dir, 'search/r0-bbbbbbbbbb.json'))).toBe(ino(path.join(previous, 'search/r0-aaaaaaaaaa.json')));
    expect(ino(path.join(dir, 'search/r1-bbbbbbbbbb.json'))).not.toBe(ino(path.join(previous, 'search/r1-aaaaaaaaaa.json')));
    expect(readFileSync(path.join(dir, 'search/r1-bbbbbbbbbb.json'), 'utf8')).toBe(TEXT.replace('Some', 'Sole'));
  });

  it('carries over only the compressed copies this build makes', async () => {
    const previous = tempDir();
    new OutputWriter().write(path.join(previous, 'page.html'), TEXT);
    await precompress({ dir: previous, encodings: ['br', 'gzip'] });
    const dir = tempDir();
    expect(new OutputWriter(previous, ['gzip']).write(path.join(dir, 'page.html'), TEXT, 'page.html')).toBe(true);
    expect(existsSync(path.join(dir, 'page.html.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'page.html.br'))).toBe(false);
  });
});
