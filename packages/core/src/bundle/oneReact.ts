import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { declaredSideEffects } from './declaredSideEffects.ts';

/** The packages that must exist once in a page: React, ReactDOM and the scheduler ReactDOM runs on. */
const PACKAGES = ['react', 'react-dom', 'scheduler'] as const;

/** What every page, the theme and the runtime import of them; resolved when the plugin is made. */
const COMMON = [
  'react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'react-dom/server',
  'react-dom/server.browser', 'react-dom/server.node', 'react-dom/static', 'scheduler',
];

/** A `react`, `react-dom` or `scheduler` import, with or without a subpath. */
export const ONE_REACT_FILTER = /^(?:react|react-dom|scheduler)(?:\/.*)?$/;

export type ReactPlatform = 'browser' | 'node';

type Exports = string | null | { [key: string]: Exports } | Exports[];

/** The first target of a package.json `exports` entry under the given conditions, in the entry's own key order (as Node picks). */
function pickExport(entry: Exports, conditions: readonly string[]): string | undefined {
  if (typeof entry === 'string') return entry;
  if (!entry) return undefined;
  if (Array.isArray(entry)) return entry.map((e) => pickExport(e, conditions)).find((e) => e !== undefined);
  for (const [key, value] of Object.entries(entry)) {
    if (!conditions.includes(key)) continue;
    const found = pickExport(value, conditions);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Where each React specifier lives in the one copy: the copy the theme is written against, found
 * from the theme package as Node finds it. Resolved with plain file reads (never through esbuild's
 * resolver, whose recursion from inside a resolve callback made `docs dev`'s rebuilds loop), once
 * per specifier and platform, so a rebuild asks nothing again.
 */
export class OneReact {
  private readonly packageDirs = new Map<string, string>();
  private readonly exportsOf = new Map<string, Exports | undefined>();
  private readonly resolved = new Map<string, string | undefined>();
  private readonly require: NodeJS.Require;

  constructor(fromPackageJson: string) {
    this.require = createRequire(fromPackageJson);
    for (const name of PACKAGES) {
      const manifest = this.require.resolve(`${name}/package.json`);
      this.packageDirs.set(name, path.dirname(manifest));
      this.exportsOf.set(name, (JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: Exports }).exports);
    }
    for (const platform of ['browser', 'node'] as const) for (const specifier of COMMON) this.file(specifier, platform);
  }

  /** The absolute file a specifier names in the one copy, for a platform; undefined when that copy has no such module. */
  file(specifier: string, platform: ReactPlatform): string | undefined {
    const key = `${platform}:${specifier}`;
    if (this.resolved.has(key)) return this.resolved.get(key);
    const file = this.find(specifier, platform);
    this.resolved.set(key, file);
    return file;
  }

  private find(specifier: string, platform: ReactPlatform): string | undefined {
    const name = PACKAGES.find((p) => specifier === p || specifier.startsWith(`${p}/`));
    if (!name) return undefined;
    const dir = this.packageDirs.get(name)!;
    const exportsField = this.exportsOf.get(name);
    const subpath = '.' + specifier.slice(name.length);
    if (exportsField !== undefined) {
      const entry = typeof exportsField === 'string' || Array.isArray(exportsField) ? (subpath === '.' ? exportsField : undefined) : exportsField?.[subpath];
      // The conditions esbuild applies for the platform, less `import`: React ships CommonJS only.
      const target = entry === undefined ? undefined : pickExport(entry, [platform, 'require', 'default']);
      return target ? path.join(dir, target) : undefined;
    }
    try {
      return this.require.resolve(specifier);
    } catch {
      return undefined;
    }
  }
}

let theOne: OneReact | undefined;

/** React as the theme has it. */
export function oneReact(): OneReact {
  if (theOne) return theOne;
  const require = createRequire(import.meta.url);
  return (theOne = new OneReact(require.resolve('@docs/theme/package.json')));
}

/**
 * One React for the site's code, its packages, the theme and the runtime, as Docusaurus has it: a
 * site with its own copy in its node_modules (every real one) would otherwise bundle two, and hooks
 * fail across them ("Cannot read properties of null (reading 'useState')"). Each import is mapped
 * to a fixed file of the theme's copy; one that copy lacks is left to esbuild, which reports it.
 */
export function oneReactPlugin(): Plugin {
  return {
    name: 'docs-one-react',
    setup(build) {
      const react = oneReact();
      const platform: ReactPlatform = build.initialOptions.platform === 'node' ? 'node' : 'browser';
      build.onResolve({ filter: ONE_REACT_FILTER }, (args) => {
        const file = react.file(args.path, platform);
        return file ? { path: file, ...declaredSideEffects(file) } : undefined;
      });
    },
  };
}
