import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_COMMENT, startupOutputs, withEagerCompile } from './eagerCompile.ts';

describe('startupOutputs', () => {
  it("is the build's entries and what they import statically, not the chunks only import() reaches", () => {
    const output = (entryPoint: string | undefined, imports: { path: string; kind: esbuild.ImportKind }[] = []) => ({ bytes: 1, inputs: {}, exports: [], imports, ...(entryPoint && { entryPoint }) });
    const meta: esbuild.Metafile = {
      inputs: {},
      outputs: {
        'out/entry.js': output('src/entry.ts', [
          { path: 'out/chunks/react.js', kind: 'import-statement' },
          { path: 'out/chunks/Live.js', kind: 'dynamic-import' },
        ]),
        'out/chunks/react.js': output(undefined, [{ path: 'out/chunks/shared.js', kind: 'import-statement' }]),
        'out/chunks/shared.js': output(undefined),
        'out/routes/a.js': output('gen/routes/a.js', [{ path: 'out/chunks/shared.js', kind: 'import-statement' }]),
        // esbuild marks a module reached by import() as an entry point of its own.
        'out/chunks/Live.js': output('src/Live.tsx', [{ path: 'out/chunks/editor.js', kind: 'import-statement' }]),
        'out/chunks/editor.js': output(undefined),
        'out/entry.css': output('src/entry.ts'),
      },
    };
    const startup = startupOutputs(meta, ['src/entry.ts', 'gen/routes/a.js']);
    expect([...startup].map((f) => path.relative(process.cwd(), f)).sort()).toEqual(['out/chunks/react.js', 'out/chunks/shared.js', 'out/entry.js', 'out/routes/a.js']);
  });
});

describe('withEagerCompile', () => {
  it('puts the comment first in the start-up files only, and their source maps still point at the source', async () => {
    const source = 'export function greet(name) {\n  return "hello " + name;\n}\n';
    const built = await esbuild.build({ stdin: { contents: source, sourcefile: 'greet.js', loader: 'js' }, outfile: path.resolve('out/greet.js'), format: 'esm', sourcemap: 'external', write: false, minify: true });
    const other = { path: path.resolve('out/other.js'), contents: Buffer.from('export const x = 1;\n') };
    const files = withEagerCompile([...built.outputFiles!.map((f) => ({ path: f.path, contents: f.contents })), other], new Set([path.resolve('out/greet.js')]));
    const js = Buffer.from(files.find((f) => f.path.endsWith('greet.js'))!.contents).toString();
    const map = Buffer.from(files.find((f) => f.path.endsWith('greet.js.map'))!.contents).toString();
    expect(js.startsWith(EAGER_COMPILE_COMMENT)).toBe(true);
    expect(Buffer.from(files.find((f) => f === other || f.path === other.path)!.contents).toString()).toBe('export const x = 1;\n');
    // The string's place in the output, traced back: line 2 of the source.
    const lines = js.split('\n');
    const line = lines.findIndex((l) => l.includes('"hello "'));
    const column = lines[line]!.indexOf('"hello "');
    expect(line).toBe(1);
    expect(originalPositionFor(new TraceMap(map), { line: line + 1, column })).toMatchObject({ source: 'greet.js', line: 2 });
  });
});
