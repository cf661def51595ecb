import path from 'node:path';
import { isInside } from '../util/insidePath.ts';
import { packageSourceDir } from './packagePaths.ts';

export interface SourceMapPlace {
  /** The source map file, absolute. */
  mapFile: string;
  /** The output folder the map is served from (its root is the base URL). */
  outDir: string;
  siteDir: string;
}

/**
 * A bundled file's name the same wherever the site and the tool are on disk: its path in the
 * site, in `node_modules/`, or in the docs packages; else its path from the site.
 */
export function portableSourcePath(file: string, siteDir: string): string {
  const posix = (p: string) => p.split(path.sep).join('/');
  if (isInside(siteDir, file)) return posix(path.relative(siteDir, file));
  const modules = posix(file).lastIndexOf('/node_modules/');
  if (modules >= 0) return posix(file).slice(modules + 1);
  const packagesDir = path.dirname(path.dirname(packageSourceDir('@docs/theme')));
  if (isInside(packagesDir, file)) return `@docs/${posix(path.relative(packagesDir, file))}`;
  return posix(path.relative(siteDir, file));
}

/**
 * A source as esbuild names it (a path from `fromDir`, or `namespace:path` from a plugin) made
 * portable; undefined for a namespaced name without a path, which has nothing to hide.
 */
export function portableSourceName(name: string, fromDir: string, siteDir: string): string | undefined {
  const namespaced = /^[a-z][a-z0-9-]+:(.*)$/.exec(name);
  const file = namespaced ? namespaced[1]! : path.resolve(fromDir, name);
  return path.isAbsolute(file) ? portableSourcePath(file, siteDir) : undefined;
}

/**
 * esbuild names a map's sources by their path from the map file, which climbs out of the output
 * folder to wherever the site and the tool are (and a plugin's namespace keeps its absolute
 * path). Rewritten to URLs below the base URL, devtools list them as a tree of the site
 * (`docs/intro.md`, `src/pages/index.tsx`, `node_modules/react/...`), on any machine.
 */
export function portableSourceMap(text: string, place: SourceMapPlace): string {
  const up = '../'.repeat(path.relative(place.outDir, path.dirname(place.mapFile)).split(path.sep).filter(Boolean).length);
  const portable = (sources: string[]) =>
    sources.map((source) => {
      const name = portableSourceName(source, path.dirname(place.mapFile), place.siteDir);
      return name === undefined ? source : up + name;
    });
  // esbuild writes `sources` on a line of its own above `sourcesContent`: rewriting that line
  // spares parsing and writing again megabytes of sources.
  const line = /^ {2}"sources": (\[.*\]),$/m.exec(text.slice(0, Math.max(0, text.indexOf('"sourcesContent"'))));
  if (line) return text.slice(0, line.index) + `  "sources": ${JSON.stringify(portable(JSON.parse(line[1]!) as string[]))},` + text.slice(line.index + line[0].length);
  const map = JSON.parse(text) as { sources: string[] };
  return JSON.stringify({ ...map, sources: portable(map.sources) });
}
