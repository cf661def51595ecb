import { describe, expect, it } from 'vitest';
import { renameByContent, type BundleFile } from './contentHashNames.ts';

const file = (path: string, text: string): BundleFile => ({ path, contents: Buffer.from(text) });
const text = (f: BundleFile) => Buffer.from(f.contents).toString('utf8');
const names = (files: BundleFile[]) => files.map((f) => f.path);

/** A route chunk importing a shared chunk, as esbuild writes them, under the given hashes. */
function bundle(routeHash: string, chunkHash: string, shared = 'export const a = 1;'): BundleFile[] {
  return [
    file(`/out/routes/home-${routeHash}.js`, `import{a}from"/assets/js/chunks/chunk-${chunkHash}.js";\n//# sourceMappingURL=/assets/js/routes/home-${routeHash}.js.map\n`),
    file(`/out/routes/home-${routeHash}.js.map`, '{"sources":["../../../src/home.tsx"]}'),
    file(`/out/chunks/chunk-${chunkHash}.js`, shared),
    file('/out/media/logo-ABCDEFGH.svg', '<svg/>'),
  ];
}

describe('renameByContent', () => {
  it('names the same content the same, whatever hashes esbuild gave', () => {
    const first = renameByContent(bundle('AAAAAAAA', 'BBBBBBBB'), new Map()).files;
    const second = renameByContent(bundle('CCCCCCCC', 'DDDDDDDD'), new Map()).files;
    expect(names(first)).toEqual(names(second));
    expect(first.map(text)).toEqual(second.map(text));
  });

  it('rewrites references and source map names, and keeps files without a hash', () => {
    const { files, rename } = renameByContent(bundle('AAAAAAAA', 'BBBBBBBB'), new Map());
    const [route, map, chunk, media] = names(files) as [string, string, string, string];
    expect(route).toMatch(/^\/out\/routes\/home-[A-Z2-7]{8}\.js$/);
    expect(map).toBe(`${route}.map`);
    expect(text(files[0]!)).toBe(`import{a}from"/assets/js${chunk.slice('/out'.length)}";\n//# sourceMappingURL=/assets/js${map.slice('/out'.length)}\n`);
    expect(media).toBe('/out/media/logo-ABCDEFGH.svg');
    expect(rename('../out/chunks/chunk-BBBBBBBB.js')).toBe(`..${chunk}`);
  });

  it('renames an importer when only what it imports changed', () => {
    const before = names(renameByContent(bundle('AAAAAAAA', 'BBBBBBBB'), new Map()).files);
    const after = names(renameByContent(bundle('AAAAAAAA', 'BBBBBBBB', 'export const a = 2;'), new Map()).files);
    expect(after[0]).not.toBe(before[0]);
    expect(after[2]).not.toBe(before[2]);
  });

  it('follows an import cycle without end', () => {
    const files = [file('/out/a-AAAAAAAA.js', 'import"./b-BBBBBBBB.js";'), file('/out/b-BBBBBBBB.js', 'import"./a-AAAAAAAA.js";')];
    const renamed = names(renameByContent(files, new Map()).files);
    expect(renamed[0]).not.toBe(renamed[1]!.replace('/b-', '/a-'));
  });

  it('tells empty chunks apart by their inputs', () => {
    const files = [file('/out/chunk-AAAAAAAA.js', ''), file('/out/chunk-BBBBBBBB.js', '')];
    const inputs = new Map([
      ['/out/chunk-AAAAAAAA.js', ['src/a.css']],
      ['/out/chunk-BBBBBBBB.js', ['src/b.css']],
    ]);
    const renamed = names(renameByContent(files, inputs).files);
    expect(new Set(renamed).size).toBe(2);
    expect(() => renameByContent(files, new Map())).toThrow(/would both be written as/);
  });
});
