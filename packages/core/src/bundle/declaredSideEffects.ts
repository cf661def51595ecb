import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globMatcher } from '../util/globMatcher.ts';

/*
 * esbuild reads a package.json's `sideEffects` only for paths it resolves itself; a path a plugin
 * returns has side effects unless the plugin says otherwise. And a module takes that flag from the
 * first import of it that esbuild resolves, which, as files are parsed in parallel, is not the same
 * one every time: a theme file imported both as `@theme/Name` (our alias) and by a relative path
 * (esbuild's own resolution) was tree-shaken one way or the other from build to build, and the
 * minifier named the shared chunk's identifiers differently (same input, other chunk hashes, once
 * in some tens of builds on a loaded machine). Every path our plugins return carries the flag its
 * package declares, so all imports of a file agree.
 */

type Declared = (file: string) => boolean;

/** Each folder's nearest package.json and what it declares, read once per build process. */
const byFolder = new Map<string, { dir: string; hasSideEffects: Declared } | null>();

function packageOf(dir: string): { dir: string; hasSideEffects: Declared } | null {
  const known = byFolder.get(dir);
  if (known !== undefined) return known;
  let found: { dir: string; hasSideEffects: Declared } | null;
  let text: string | undefined;
  try {
    text = readFileSync(path.join(dir, 'package.json'), 'utf8');
  } catch {
    text = undefined;
  }
  if (text === undefined) {
    const parent = path.dirname(dir);
    found = parent === dir ? null : packageOf(parent);
  } else {
    found = { dir, hasSideEffects: declaration(text) };
  }
  byFolder.set(dir, found);
  return found;
}

/** What a package.json's `sideEffects` says of a path relative to the package, as esbuild reads it. */
function declaration(text: string): Declared {
  let field: unknown;
  try {
    field = (JSON.parse(text) as { sideEffects?: unknown }).sideEffects;
  } catch {
    return () => true;
  }
  if (field === false) return () => false;
  if (!Array.isArray(field)) return () => true;
  // A pattern without a slash matches the file's name in any folder (`*.css`), as esbuild and webpack read it.
  const patterns = field.filter((p): p is string => typeof p === 'string').map((p) => p.replace(/^\.\//, '')).map((p) => (p.includes('/') ? p : `**/${p}`));
  return globMatcher(patterns);
}

/**
 * `{ sideEffects: false }` when the package holding `file` declares it free of side effects, else
 * nothing (esbuild's default): spread into a plugin's resolve result.
 */
export function declaredSideEffects(file: string): { sideEffects?: false } {
  const pkg = packageOf(path.dirname(file));
  if (!pkg) return {};
  const relative = path.relative(pkg.dir, file).split(path.sep).join('/');
  return pkg.hasSideEffects(relative) ? {} : { sideEffects: false };
}
