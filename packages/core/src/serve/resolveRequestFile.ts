import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../util/insidePath.ts';
import { candidateFiles, decodeRequestPath } from './requestPath.ts';

/**
 * Map a request path to a file inside `root`, read from disk on every call (for `docs dev`, whose
 * static folder changes under it), or undefined. The real path, symlinks followed, must still be
 * inside the root.
 */
export async function resolveRequestFile(root: string, urlPath: string): Promise<string | undefined> {
  const clean = decodeRequestPath(urlPath);
  if (clean === undefined) return undefined;
  const realRoot = await realpath(root);
  for (const candidate of candidateFiles(clean)) {
    try {
      const real = await realpath(path.join(realRoot, candidate));
      if (!isInside(realRoot, real)) return undefined;
      if ((await stat(real)).isFile()) return real;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}
