import { describe, expect, it } from 'vitest';
import { dropEmptyChunks } from './emptyChunks.ts';

const file = (path: string, text: string) => ({ path, contents: Buffer.from(text) });
const text = (files: { path: string; contents: Uint8Array }[], path: string) => Buffer.from(files.find((f) => f.path === path)!.contents).toString('utf8');

describe('dropEmptyChunks', () => {
  it('leaves out empty shared chunks and blanks their imports, keeping every column in place', () => {
    const importer = 'import{a as o}from"/assets/js/chunks/chunk-AAAAAAAA.js";import"/assets/js/chunks/chunk-EMPTY222.js";var x=o();';
    const { files, dropped } = dropEmptyChunks([
      file('/out/assets/js/chunks/chunk-AAAAAAAA.js', 'export const a=()=>1;'),
      file('/out/assets/js/chunks/chunk-EMPTY222.js', '\n//# sourceMappingURL=/assets/js/chunks/chunk-EMPTY222.js.map\n'),
      file('/out/assets/js/chunks/chunk-EMPTY222.js.map', '{}'),
      file('/out/assets/js/routes/page-BBBBBBBB.js', importer),
    ]);
    expect([...dropped]).toEqual(['/out/assets/js/chunks/chunk-EMPTY222.js']);
    expect(files.map((f) => f.path)).toEqual(['/out/assets/js/chunks/chunk-AAAAAAAA.js', '/out/assets/js/routes/page-BBBBBBBB.js']);
    const blanked = text(files, '/out/assets/js/routes/page-BBBBBBBB.js');
    expect(blanked).toHaveLength(importer.length);
    expect(blanked).not.toContain('EMPTY222');
    expect(blanked.indexOf('var x=o();')).toBe(importer.indexOf('var x=o();'));
  });

  it('keeps an empty chunk that is imported dynamically, and empty entries (data outside the bundle names them)', () => {
    const input = [
      file('/out/assets/js/chunks/chunk-EMPTY333.js', ''),
      file('/out/assets/js/chunks/chunk-LAZY4444.js', ''),
      file('/out/assets/js/routes/empty-CCCCCCCC.js', ''),
      file('/out/assets/js/entry-DDDDDDDD.js', 'import"/assets/js/chunks/chunk-EMPTY333.js";const m=()=>import("/assets/js/chunks/chunk-LAZY4444.js");'),
    ];
    const { files, dropped } = dropEmptyChunks(input);
    expect([...dropped]).toEqual(['/out/assets/js/chunks/chunk-EMPTY333.js']);
    expect(files.map((f) => f.path)).toContain('/out/assets/js/chunks/chunk-LAZY4444.js');
    expect(files.map((f) => f.path)).toContain('/out/assets/js/routes/empty-CCCCCCCC.js');
    expect(text(files, '/out/assets/js/entry-DDDDDDDD.js')).toContain('import("/assets/js/chunks/chunk-LAZY4444.js")');
  });
});
