import { statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../util/insidePath.ts';

const GLOB = /[*?[\]{}!]/;

/**
 * The folders to watch, beside the site's own, for the paths the site's plugins ask `docs dev` to
 * watch (files, folders or globs, relative to the site or absolute): a glob's folder before its
 * first pattern, a file's folder. Those inside the site are watched already.
 */
export function pluginWatchFolders(siteDir: string, watchPaths: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const watched of watchPaths) {
    const segments = path.resolve(siteDir, watched).split(path.sep);
    const firstPattern = segments.findIndex((s) => GLOB.test(s));
    let folder = firstPattern < 0 ? segments.join(path.sep) : segments.slice(0, firstPattern).join(path.sep) || path.sep;
    if (statSync(folder, { throwIfNoEntry: false })?.isFile()) folder = path.dirname(folder);
    if (isInside(siteDir, folder) || !statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
    folders.add(folder);
  }
  // A folder inside another one listed is watched with it.
  return [...folders].filter((f) => ![...folders].some((other) => other !== f && isInside(other, f)));
}
