import { realpathSync } from 'node:fs';
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
