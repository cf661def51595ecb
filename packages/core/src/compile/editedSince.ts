import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Sources the compiler reads. */
const DOCUMENT = /\.mdx?$/;

/**
 * Whether any Markdown or MDX file under `dirs` was modified after `sinceMs`: a cheap look (names
 * and times only, stopping at the first hit) taken before the content loads, so a build that will
 * compile something can start its compile worker while the content loads. Wrong answers cost
 * little either way: a worker started for nothing, or started a little later.
 */
export function editedSince(dirs: string[], sinceMs: number): boolean {
  const walk = (dir: string): boolean => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (walk(file)) return true;
      } else if (DOCUMENT.test(entry.name) && (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > sinceMs) {
        return true;
      }
    }
    return false;
  };
  return dirs.some(walk);
}
