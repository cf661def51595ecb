import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isInside } from './insidePath.ts';

/** Folders content globs never enter: private (`_name`) ones and installed packages. */
export const skipPrivateDir = (relPath: string): boolean => relPath.split('/').some((s) => s.startsWith('_') || s === 'node_modules');

export interface GlobOptions {
  ignore?: string[];
  /** Linked folders not to enter, by their path relative to the root (`_private`, say). */
  skipLinkedDir?(relPath: string): boolean;
}

export interface GlobResult {
  /** Paths relative to the root, with `/`, sorted; a linked file or folder is listed by the link's path. */
  files: string[];
  /** A warning for each link that was not followed: a loop, or a link to nothing. */
  skipped: Diagnostic[];
}

const entries = (cwd: string, patterns: string | string[], ignore: string[] | undefined) =>
  fg(patterns, { cwd, ignore, onlyFiles: false, followSymbolicLinks: false, objectMode: true, dot: false });

/**
 * fast-glob with symbolic links followed the safe way. fast-glob's own following walks a link to
 * an ancestor folder again and again until the system refuses (40 copies of every document under
 * it, and exponentially more with two such links): here a linked folder is entered only when it
 * holds none of the folders the walk is already inside, and every link left out is reported.
 */
export async function globFiles(root: string, patterns: string[], options: GlobOptions = {}): Promise<GlobResult> {
  const files: string[] = [];
  const skipped: Diagnostic[] = [];
  const skip = (link: string, why: string) =>
    skipped.push({ severity: 'warning', code: 'symlink-skipped', file: link, message: `The symbolic link ${path.basename(link)} ${why}; it is skipped.`, hint: 'Remove the link, or point it at a folder outside this one.' });
  /** `inside`: the real folders the walk has entered so far (the root, then each linked folder). */
  const walk = async (dir: string, inside: string[], prefix: string): Promise<void> => {
    for (const e of await entries(dir, patterns, options.ignore)) {
      if (e.dirent.isFile()) files.push(prefix + e.path);
      else if (e.dirent.isSymbolicLink()) {
        const target = await stat(path.join(dir, e.path)).catch(() => undefined);
        if (target?.isFile()) files.push(prefix + e.path);
      }
    }
    const links = (await entries(dir, '**', options.ignore)).filter((e) => e.dirent.isSymbolicLink());
    for (const link of links) {
      const linkPath = path.join(dir, link.path);
      const real = await realpath(linkPath).catch(() => undefined);
      if (!real) {
        skip(linkPath, 'leads nowhere (its target is missing, or it loops onto itself)');
        continue;
      }
      if (!(await stat(real)).isDirectory() || options.skipLinkedDir?.(prefix + link.path)) continue;
      if (inside.some((folder) => isInside(real, folder))) {
        skip(linkPath, 'points to a folder that contains it, which would repeat every file below it forever');
        continue;
      }
      await walk(real, [...inside, real], prefix + link.path + '/');
    }
  };
  const realRoot = await realpath(root).catch(() => undefined);
  if (realRoot) await walk(root, [realRoot], '');
  return { files: [...new Set(files)].sort(), skipped };
}
