import path from 'node:path';

/** A plugin given as an absolute path (`require.resolve(...)`) named as the author would write it, from the site. */
export function shownName(name: string, siteDir: string): string {
  if (!path.isAbsolute(name)) return name;
  const relative = path.relative(siteDir, name);
  if (relative.startsWith('..')) return name;
  const inPackage = /(?:^|[\\/])node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(relative);
  return inPackage ? inPackage[1]!.replace(/\\/g, '/') : `./${relative.split(path.sep).join('/')}`;
}
