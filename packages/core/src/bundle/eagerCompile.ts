import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { BundleFile } from './contentHashNames.ts';

/*
 * V8 compiles a function when it is first called, on the main thread; a script is only parsed for
 * its syntax as it arrives. A page's start-up code (React, the theme, the route's chunks) is nearly
 * all called at once while the page hydrates, so its compiling shows up as main-thread time in the
 * long tasks of hydration. This comment, first in a file, has V8 (Chrome 136 and later) compile
 * every function of the file as the file streams in, off the main thread; other engines read it as
 * a comment. Measured on the portal at a 4× slower CPU (median of 8 loads): /quickstart spent 318 ms
 * running script before it, 186 ms with it on every start-up chunk, and its blocking time fell from
 * 180 ms to about 130 ms. Chunks loaded on demand (the live editor, search, mermaid) do not get it:
 * most of what they hold never runs on a given page.
 */
export const EAGER_COMPILE_COMMENT = '//# allFunctionsCalledOnLoad\n';

/**
 * The browser build's outputs a page runs as it starts, as absolute paths: the outputs of the
 * build's own entry points (the app's entry, each route's and component's module) and everything
 * they import statically, transitively. A module only imported with `import()` is an entry point
 * to esbuild too, so the build's entries are named by `entries` (their source files).
 */
export function startupOutputs(meta: esbuild.Metafile, entries: readonly string[]): Set<string> {
  const wanted = new Set(entries.map((file) => path.resolve(file)));
  const startup = new Set<string>();
  const visit = (file: string) => {
    const key = path.resolve(file);
    if (startup.has(key) || !file.endsWith('.js')) return;
    startup.add(key);
    for (const imported of meta.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  for (const [file, output] of Object.entries(meta.outputs)) if (output.entryPoint && wanted.has(path.resolve(output.entryPoint))) visit(file);
  return startup;
}

/**
 * The files with the comment first in each of `startup`, and their source maps moved down the line
 * it takes (a leading `;` in `mappings` is one generated line with nothing mapped).
 */
export function withEagerCompile(files: BundleFile[], startup: ReadonlySet<string>): BundleFile[] {
  if (!startup.size) return files;
  return files.map((file) => {
    const target = path.resolve(file.path);
    if (startup.has(target)) return { ...file, contents: Buffer.concat([Buffer.from(EAGER_COMPILE_COMMENT), file.contents]) };
    if (target.endsWith('.js.map') && startup.has(target.slice(0, -'.map'.length))) {
      const map = JSON.parse(Buffer.from(file.contents).toString('utf8')) as { mappings: string };
      return { ...file, contents: Buffer.from(JSON.stringify({ ...map, mappings: `;${map.mappings}` })) };
    }
    return file;
  });
}
