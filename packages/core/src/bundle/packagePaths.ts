import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireHere = createRequire(import.meta.url);

/** Where the theme and client sources live; found through the workspace packages. */
export function packageSourceDir(name: '@docs/theme' | '@docs/client'): string {
  return path.join(path.dirname(requireHere.resolve(`${name}/package.json`)), 'src');
}

/**
 * The node_modules folder React is installed in. Content may live anywhere on disk (a temporary
 * benchmark corpus, say), so bundles fall back to resolving packages from here.
 */
export function toolNodeModules(): string {
  const react = requireHere.resolve('react/package.json');
  return path.dirname(path.dirname(react));
}

/**
 * Folders packages are looked up in for a site: its own `node_modules` and each one above it, as
 * Node resolves, then the tool's (a site outside the project still gets the project's packages).
 */
export function packageFoldersFor(siteDir: string): string[] {
  const dirs: string[] = [];
  for (let d = path.resolve(siteDir); ; d = path.dirname(d)) {
    dirs.push(path.join(d, 'node_modules'));
    if (path.dirname(d) === d) break;
  }
  const tool = toolNodeModules();
  return dirs.includes(tool) ? dirs : [...dirs, tool];
}

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mdx', '.md'];

/** `base` as a module file: with one of the known extensions, or as a folder with an index file. */
export function resolveModuleFile(base: string): string | undefined {
  if (existsSync(base) && !base.endsWith('/') && EXTENSIONS.some((e) => base.endsWith(e))) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) if (existsSync(path.join(base, 'index' + ext))) return path.join(base, 'index' + ext);
  return undefined;
}
