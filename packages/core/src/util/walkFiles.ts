import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from './insidePath.ts';

/**
 * Every regular file under `root`, keyed by its `/`-separated path relative to the root, with its
 * real path. Symbolic links are resolved here, once: a link whose target leaves the root (or does
 * not exist) is left out, so whoever reads the map never has to check again. A linked folder is
 * walked unless it is one of its own ancestors (a cycle).
 */
export async function walkFiles(root: string): Promise<Map<string, string>> {
  const realRoot = await realpath(root);
  const files = new Map<string, string>();
  const walk = async (dir: string, prefix: string, ancestors: Set<string>): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const rel = prefix + entry.name;
        let real = path.join(dir, entry.name);
        let isDir = entry.isDirectory();
        let isFile = entry.isFile();
        if (entry.isSymbolicLink()) {
          const target = await realpath(real).catch(() => undefined);
          if (!target || !isInside(realRoot, target)) return;
          const info = await stat(target);
          [real, isDir, isFile] = [target, info.isDirectory(), info.isFile()];
        }
        if (isFile) files.set(rel, real);
        else if (isDir && !ancestors.has(real)) await walk(real, rel + '/', new Set([...ancestors, real]));
      }),
    );
  };
  await walk(realRoot, '', new Set([realRoot]));
  return files;
}
