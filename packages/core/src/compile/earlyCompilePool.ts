import path from 'node:path';
import { cacheFolder } from '../util/cacheFolder.ts';
import { compileCacheIsEmpty, startCompilePool } from './compileAll.ts';
import type { CompilePool } from './compileOnPool.ts';

// A first build compiles every document, and its first compile worker and the highlight thread
// take a few hundred milliseconds to load the compiler and shiki. `docs build` starts them here,
// before it loads the rest of the engine: for the 0.15 s that takes, this thread alone is busy and
// the other cores idle. The build's loadSite takes the pool (earlyCompilePool) instead of
// starting one once the engine is loaded.

/** The compile cache of a site's default locale: empty on a first build and after `docs clear`. */
export const compileCacheDir = (siteDir: string) => cacheFolder(siteDir, 'compile');

const started = new Map<string, CompilePool>();

/** A first compile worker and the highlight thread, if the site has nothing compiled yet. */
function startIfNothingCompiled(siteDir: string): CompilePool | undefined {
  return compileCacheIsEmpty(compileCacheDir(siteDir)) ? startCompilePool(1, {}, { highlightThreadNow: true }) : undefined;
}

/** Start a site's early pool now, for its build to take (see earlyCompilePool). */
export function startEarlyCompilePool(siteDir: string): void {
  const key = path.resolve(siteDir);
  if (started.has(key)) return;
  const pool = startIfNothingCompiled(siteDir);
  if (pool) started.set(key, pool);
}

/**
 * The site's early pool, for the caller to use and close: the one startEarlyCompilePool started
 * (handed over once), else one started now if the site has nothing compiled yet.
 */
export function earlyCompilePool(siteDir: string): CompilePool | undefined {
  const key = path.resolve(siteDir);
  const pool = started.get(key);
  started.delete(key);
  return pool ?? startIfNothingCompiled(siteDir);
}

/** Close the pools no build took (one that stopped before loading its site): their workers would keep the process alive. */
export async function closeEarlyCompilePools(): Promise<void> {
  const pools = [...started.values()];
  started.clear();
  await Promise.all(pools.map((p) => p.close()));
}
