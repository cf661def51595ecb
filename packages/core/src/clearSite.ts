import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { findConfigFile } from './config/loadConfig.ts';
import { displayPath } from './diagnostics/displayPath.ts';
import { isBuildOutput, OUTPUT_MARKER } from './write/outputMarker.ts';

export interface Cleared {
  removed: string[];
  /** Folders left in place, each with why and what to do. */
  kept: string[];
}

/**
 * `docs clear`: remove the site's build output and caches, and nothing that is not the tool's:
 * `build/` only if a build wrote it (or it is empty), `.docs/` only in a folder that is a site.
 */
export async function clearSite(siteDir: string): Promise<Cleared> {
  const cleared: Cleared = { removed: [], kept: [] };
  const output = path.join(siteDir, 'build');
  const cache = path.join(siteDir, '.docs');
  const remove = async (dir: string) => {
    await rm(dir, { recursive: true, force: true });
    cleared.removed.push(dir);
  };
  if (statSync(output, { throwIfNoEntry: false })) {
    if (isEmptyFolder(output) || isBuildOutput(output)) await remove(output);
    else cleared.kept.push(`${displayPath(output)} is not an output of docs build (it has no ${OUTPUT_MARKER} file), so it was left as it was: remove it yourself if you mean to.`);
  }
  if (statSync(cache, { throwIfNoEntry: false })) {
    if (findConfigFile(siteDir)) await remove(cache);
    else cleared.kept.push(`${displayPath(cache)} was left as it was: ${displayPath(siteDir)} has no docs.config.ts or docusaurus.config.*, so it is not a site's cache. Pass the site folder to docs clear.`);
  }
  return cleared;
}

function isEmptyFolder(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return false;
  }
}
