import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SourceDocument } from '../content/types.ts';
import { hashOf } from '../util/hash.ts';
import { compileCache } from './compileAll.ts';
import { codeFileOf, codeHashOf, codeOf, hasStandalone, standaloneOf } from './compiledCode.ts';
import type { CompiledDocument } from './types.ts';

const dirs: string[] = [];
const cacheOf = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-compiled-code-'));
  dirs.push(dir);
  return { dir, cache: compileCache(dir, { permalinks: {}, baseUrl: '/' }) };
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const source: SourceDocument = { source: '/site/docs/a.md', format: 'md', body: '# A\n', frontMatter: {} };
const compiled = (over: Partial<CompiledDocument> = {}): CompiledDocument => ({
  source: source.source,
  // Not only Latin-1: the layout is in string lengths, and the file is UTF-8.
  code: 'export default function MDXContent() { return "Ünïcode — ✓"; }\n',
  standalone: { runtimeImports: '{jsx as _jsx}', code: 'function MDXContent(){return"é"}', map: '{"version":3,"mappings":"AAAA"}' },
  headings: [{ depth: 1, value: 'A', id: 'a' }],
  excerpt: 'A',
  text: 'A',
  sections: [],
  links: [],
  assets: [],
  diagnostics: [],
  ...over,
});

describe('compiled code kept on disk', () => {
  it('stores one document twice at once (docs dev: a page asked for while the background compiles it) with both writes whole', async () => {
    const { dir, cache } = cacheOf();
    const file = cache.file(source);
    // With one temporary file per thread, the second write truncated the first's before its
    // rename, and failed its own rename: it came back not stored.
    const kept = await Promise.all(Array.from({ length: 8 }, () => cache.store(compiled(), file)));
    for (const doc of kept) expect(doc.storedCode, 'stored').toBeDefined();
    expect(codeOf(cache.read(file)!)).toBe(compiled().code);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('stores a document without its code, and gives the code, the standalone body and its hash back from the cache', async () => {
    const { cache } = cacheOf();
    const whole = compiled();
    const file = cache.file(source);
    const kept = await cache.store(whole, file);
    expect(kept.code).toBe('');
    expect(kept.standalone).toBeUndefined();
    expect(kept.headings).toEqual(whole.headings);
    for (const doc of [kept, cache.read(file)!]) {
      expect(codeOf(doc)).toBe(whole.code);
      expect(standaloneOf(doc)).toEqual(whole.standalone);
      expect(hasStandalone(doc)).toBe(true);
      expect(codeHashOf(doc)).toBe(hashOf(whole.code));
    }
    // `docs dev` reads it whole, as the compiler gave it.
    expect(cache.read(file, { code: true })).toEqual(whole);
  });

  it('tells a document without a standalone body without reading its code', async () => {
    const { cache } = cacheOf();
    const file = cache.file(source);
    const kept = await cache.store(compiled({ standalone: undefined }), file);
    expect(hasStandalone(kept)).toBe(false);
    expect(standaloneOf(kept)).toBeUndefined();
    rmSync(kept.storedCode!.file);
    expect(hasStandalone(kept)).toBe(false);
  });

  it('keeps a document with errors whole, and out of the cache', async () => {
    const { dir, cache } = cacheOf();
    const failed = compiled({ diagnostics: [{ severity: 'error', code: 'mdx-syntax', file: source.source, message: 'Bad.' }] });
    expect(await cache.store(failed, cache.file(source))).toBe(failed);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('misses an entry whose code file is gone, and says so when the code file changed under the build', async () => {
    const { cache } = cacheOf();
    const file = cache.file(source);
    const kept = await cache.store(compiled(), file);
    writeFileSync(kept.storedCode!.file, 'export default 1;');
    expect(() => codeOf(kept)).toThrow(/changed during the build/);
    expect(cache.read(file, { code: true })).toBeUndefined();
    // As long as before, other bytes: told by the code's hash, not handed to the bundler.
    const text = compiled().code;
    const layout = codeFileOf(compiled()).text;
    writeFileSync(kept.storedCode!.file, layout.replace(text, text.replace('return', 'retour')));
    expect(() => codeOf(kept)).toThrow(/changed during the build/);
    expect(cache.read(file, { code: true })).toBeUndefined();
    rmSync(kept.storedCode!.file);
    expect(cache.read(file)).toBeUndefined();
  });
});
