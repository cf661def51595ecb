import { readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** Whether `file` is `root` itself or below it (both absolute). */
export function isInside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

const realpathOr = (file: string) => {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
};

/**
 * Whether an existing file really lies inside one of `roots`, symlinks followed: a link inside
 * the site that points at /etc/passwd must not be published.
 */
export function isReallyInside(roots: readonly string[], file: string): boolean {
  const real = realpathOr(file);
  if (!real) return false;
  return roots.some((root) => {
    const realRoot = realpathOr(root);
    return realRoot !== undefined && isInside(realRoot, real);
  });
}

/** As many links as Linux follows in one path before ELOOP. */
const MAX_LINKS = 40;

/**
 * Where an absolute path really leads, whether or not all of it exists yet: the part that exists
 * with its symlinks resolved (a link to a folder not made yet followed to where it points), the
 * rest as written. Two paths are the same place when these are equal, however they are spelled.
 * The native realpath also gives the name's real case on a case-insensitive disk.
 */
export function realPathOf(file: string, links = 0): string {
  try {
    return realpathSync.native(file);
  } catch {
    // Missing, or a link to something missing: resolved below.
  }
  const parent = path.dirname(file);
  if (links < MAX_LINKS) {
    try {
      return realPathOf(path.resolve(parent, readlinkSync(file)), links + 1);
    } catch {
      // Not a link.
    }
  }
  return parent === file ? file : path.join(realPathOf(parent, links), path.basename(file));
}
