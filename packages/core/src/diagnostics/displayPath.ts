import path from 'node:path';

/**
 * A path as a person reads it in the terminal: relative to `cwd` when it is inside it or in a
 * folder beside it (`../sibling/file`), absolute when the relative form would climb further. A build
 * into a temporary folder then prints `/tmp/site/build`, not `../../../../tmp/site/build`.
 */
export function displayPath(file: string, cwd = process.cwd()): string {
  const absolute = path.resolve(cwd, file);
  const rel = path.relative(cwd, absolute);
  if (rel === '') return '.';
  // On Windows another drive has no relative form.
  if (path.isAbsolute(rel)) return absolute;
  // A relative path from path.relative has its `..` segments only at its start.
  const climbs = rel.split(path.sep).filter((segment) => segment === '..').length;
  return climbs <= 1 ? rel : absolute;
}
