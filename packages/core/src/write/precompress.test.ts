import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, type Encoding } from './precompress.ts';

const TEXT = '<p>Some text that compresses well, said again and again.</p>\n'.repeat(40);
const BOTH: Encoding[] = ['br', 'gzip'];
let dirs: string[] = [];

function folder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-precompress-'));
  dirs.push(dir);
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

const has = (dir: string, rel: string) => existsSync(path.join(dir, rel));

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('precompress', () => {
  it('writes .br and .gz beside compressible files of 1 KB or more, each decompressing to the file', async () => {
    const dir = folder({ 'docs/a/index.html': TEXT, 'assets/app-ABCDEF12.js': TEXT, 'site.webmanifest': TEXT, 'data.json': TEXT, 'assets/app-ABCDEF12.js.map': TEXT });
    await precompress({ dir, encodings: BOTH });
    for (const rel of ['docs/a/index.html', 'assets/app-ABCDEF12.js', 'site.webmanifest', 'data.json']) {
      const original = readFileSync(path.join(dir, rel));
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, `${rel}.br`))).equals(original), rel).toBe(true);
      expect(zlib.gunzipSync(readFileSync(path.join(dir, `${rel}.gz`))).equals(original), rel).toBe(true);
    }
    // Only developer tools fetch source maps: not worth compressing on every build.
    expect(has(dir, 'assets/app-ABCDEF12.js.map.br') || has(dir, 'assets/app-ABCDEF12.js.map.gz')).toBe(false);
  });

  it('skips small files, other formats, and files compression does not shrink', async () => {
    const dir = folder({ 'small.html': TEXT.slice(0, 1000), 'logo.png': TEXT, 'font.woff2': TEXT, 'random.js': randomBytes(4096) });
    await precompress({ dir, encodings: BOTH });
    for (const rel of ['small.html', 'logo.png', 'font.woff2', 'random.js']) {
      expect(has(dir, `${rel}.br`) || has(dir, `${rel}.gz`), rel).toBe(false);
    }
  });

  it('never overwrites a sibling the site ships itself', async () => {
    const dir = folder({ 'data.json': TEXT, 'data.json.gz': 'my own archive' });
    await precompress({ dir, encodings: BOTH });
    expect(readFileSync(path.join(dir, 'data.json.gz'), 'utf8')).toBe('my own archive');
    expect(has(dir, 'data.json.br')).toBe(true);
  });

  it('takes the previous output compressed copies of an unchanged file, and compresses a changed one', async () => {
    const previous = folder({ 'same.html': TEXT, 'changed.html': TEXT, 'linked.js': TEXT });
    await precompress({ dir: previous, encodings: BOTH });
    // Marked so that reuse shows: a fresh compression would not contain the marker.
    writeFileSync(path.join(previous, 'same.html.br'), 'previous br');
    writeFileSync(path.join(previous, 'linked.js.gz'), 'previous gz');
    const dir = folder({ 'same.html': TEXT, 'changed.html': TEXT.replace('Some', 'Other') });
    linkSync(path.join(previous, 'linked.js'), path.join(dir, 'linked.js'));
    await precompress({ dir, previousDir: previous, encodings: BOTH });
    expect(readFileSync(path.join(dir, 'same.html.br'), 'utf8')).toBe('previous br');
    expect(statSync(path.join(dir, 'same.html.gz')).ino).toBe(statSync(path.join(previous, 'same.html.gz')).ino);
    expect(readFileSync(path.join(dir, 'linked.js.gz'), 'utf8')).toBe('previous gz');
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'changed.html.br'))).toString()).toBe(TEXT.replace('Some', 'Other'));
  });

  it('compresses a file again when the previous output had no compressed copies of it', async () => {
    const previous = folder({ 'page.html': TEXT });
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-precompress-'));
    dirs.push(dir);
    cpSync(previous, dir, { recursive: true });
    await precompress({ dir, previousDir: previous, encodings: BOTH });
    expect(has(dir, 'page.html.br') && has(dir, 'page.html.gz')).toBe(true);
  });

  it('writes only the encodings asked for, and none when none are', async () => {
    const dir = folder({ 'a.html': TEXT, 'b.js': TEXT });
    await precompress({ dir, encodings: ['gzip'] });
    expect(has(dir, 'a.html.gz') && has(dir, 'b.js.gz')).toBe(true);
    expect(has(dir, 'a.html.br') || has(dir, 'b.js.br')).toBe(false);
    const none = folder({ 'a.html': TEXT });
    await precompress({ dir: none, encodings: [] });
    expect(has(none, 'a.html.br') || has(none, 'a.html.gz')).toBe(false);
  });

  it('makes the encoding a previous gzip-only output lacks, and links the one it has', async () => {
    const previous = folder({ 'page.html': TEXT });
    await precompress({ dir: previous, encodings: ['gzip'] });
    const dir = folder({ 'page.html': TEXT });
    await precompress({ dir, previousDir: previous, encodings: BOTH });
    expect(statSync(path.join(dir, 'page.html.gz')).ino).toBe(statSync(path.join(previous, 'page.html.gz')).ino);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'page.html.br'))).toString()).toBe(TEXT);
  });
});
