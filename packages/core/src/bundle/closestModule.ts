import { readdirSync } from 'node:fs';
import path from 'node:path';
import { editDistance } from '../util/editDistance.ts';

/** Extensions an import may leave out; a name is compared without them. */
const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mdx', '.md', '.json'];

/** How many edits a name of this length may be away and still count as a typo of it. */
export function allowedEdits(name: string): number {
  return name.length <= 4 ? 1 : name.length <= 9 ? 2 : 3;
}

function stripExtension(name: string): string {
  const ext = MODULE_EXTENSIONS.find((e) => name.endsWith(e) && name.length > e.length);
  return ext ? name.slice(0, -ext.length) : name;
}

/** What can be imported from a folder, by the name an import would use (`Foo` for `Foo.tsx`). */
function importableNames(dir: string, keepExtensions: boolean): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const names = entries.filter((e) => !e.name.startsWith('.') && e.name !== 'node_modules').map((e) => (e.isDirectory() || keepExtensions ? e.name : stripExtension(e.name)));
  return [...new Set(names)];
}

/**
 * The name among `known` a mistyped `name` most likely meant: the same name in another case
 * first, then the fewest edits within a typo's reach. Undefined when nothing is that close.
 */
export function closestName(name: string, known: string[]): string | undefined {
  const lower = name.toLowerCase();
  const sameLetters = known.find((k) => k.toLowerCase() === lower && k !== name);
  if (sameLetters) return sameLetters;
  const limit = allowedEdits(name);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const k of known) {
    if (k === name) continue;
    const d = editDistance(lower, k.toLowerCase(), limit);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The existing module a missing path most likely meant, walking from `root` down its segments and
 * correcting each missing one by the closest sibling name (so `src/component/Fooo` can become
 * `src/components/Foo`). Returns the corrected absolute path, written the way the import was
 * (with or without its extension), or undefined when some segment has no close sibling.
 */
export function closestModulePath(missing: string, root: string): string | undefined {
  const rel = path.relative(root, missing);
  if (rel.startsWith('..') || path.isAbsolute(rel) || rel === '') return undefined;
  const segments = rel.split(path.sep);
  let dir = root;
  let changed = false;
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    const keepExtensions = last && stripExtension(segment) !== segment;
    const names = importableNames(dir, keepExtensions);
    if (names.includes(segment)) {
      dir = path.join(dir, segment);
      continue;
    }
    const near = closestName(segment, names);
    if (!near) return undefined;
    dir = path.join(dir, near);
    changed = true;
  }
  return changed ? dir : undefined;
}
