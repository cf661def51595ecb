import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { renameByContent, type BundleFile, type RenamedBundle } from './contentHashNames.ts';
import { dropEmptyChunks } from './emptyChunks.ts';
import { withEagerCompile } from './eagerCompile.ts';
import { portableSourceMap, portableSourceName } from './sourceMapPaths.ts';

export interface PortablePlace {
  /** The output folder (its root is the base URL). */
  outDir: string;
  siteDir: string;
  /** Outputs a page runs as it starts, as absolute paths: compiled by V8 as they load (see eagerCompile.ts). */
  startup?: ReadonlySet<string>;
}

/**
 * Write the browser builds' files (run with `write: false`) so that they depend only on the site's
 * content, never on where the site or the tool are: source maps without absolute paths, and files
 * named by their content. Returns each build's metafile with the names it was written under.
 */
export async function writePortableOutputs(builds: (esbuild.BuildResult | undefined)[], place: PortablePlace): Promise<(esbuild.Metafile | undefined)[]> {
  const { files: kept, dropped } = dropEmptyChunks(
    builds.flatMap((b) => b?.outputFiles ?? []).map((f) => ({
      path: f.path,
      contents: f.path.endsWith('.map') ? Buffer.from(portableSourceMap(f.text, { ...place, mapFile: f.path })) : f.contents,
    })),
  );
  // Before the files are named by their content, which the comment is part of.
  const files = withEagerCompile(kept, place.startup ?? new Set());
  // The metafile names files from the working folder, esbuild's default one.
  const inputs = new Map(
    builds.flatMap((b) => Object.entries(b?.metafile?.outputs ?? {})).map(([file, output]) => [
      path.resolve(file),
      Object.keys(output.inputs).map((input) => portableSourceName(input, process.cwd(), place.siteDir) ?? input),
    ]),
  );
  const renamed = renameByContent(files, inputs);
  await Promise.all([...new Set(renamed.files.map((f) => path.dirname(f.path)))].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all(renamed.files.map((f) => writeFile(f.path, f.contents)));
  const sizes = new Map(renamed.files.map((f) => [f.path, f.contents.byteLength]));
  return builds.map((b) => b?.metafile && renameMetafile(b.metafile, renamed, sizes, dropped));
}

/** The metafile's outputs (paths from the working folder) under their new names and sizes, without the empty chunks. */
function renameMetafile(meta: esbuild.Metafile, renamed: RenamedBundle, sizes: Map<string, number>, dropped: Set<string>): esbuild.Metafile {
  const kept = Object.entries(meta.outputs).filter(([file]) => !dropped.has(path.resolve(file)));
  const outputs = kept.map(([file, output]) => {
    const name = renamed.rename(file);
    const imports = output.imports.filter((i) => !dropped.has(path.resolve(i.path))).map((i) => ({ ...i, path: renamed.rename(i.path) }));
    const cssBundle = output.cssBundle && renamed.rename(output.cssBundle);
    return [name, { ...output, bytes: sizes.get(path.resolve(name)) ?? output.bytes, imports, ...(cssBundle ? { cssBundle } : {}) }] as const;
  });
  return { ...meta, outputs: Object.fromEntries(outputs) };
}
