import path from 'node:path';

/** Where a stage keeps what it made for later builds: `.docs/cache/<name>` of the site (`docs clear` empties it). */
export function cacheFolder(siteDir: string, name: string): string {
  return path.join(siteDir, '.docs', 'cache', name);
}
