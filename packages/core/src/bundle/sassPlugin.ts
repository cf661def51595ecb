import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PartialMessage, Plugin } from 'esbuild';
import { packageFoldersFor } from './packagePaths.ts';
import { sassCache } from './sassCache.ts';

type Sass = typeof import('sass');

export interface SassPluginOptions {
  siteDir: string;
  /** False for the server build, which needs no styles: `.scss` imports load as nothing there. */
  emit: boolean;
  /** Receives every file a stylesheet pulled in, for the bundle cache to fingerprint. */
  onLoaded?: (files: string[]) => void;
}

/**
 * The packages that compile Sass, in the order they are looked for: Dart Sass compiled to native
 * code and run in a process of its own, then Dart Sass compiled to JavaScript. Docusaurus's
 * sass-loader prefers the first too. On the portal's FastStore stylesheet, `sass` took 1.0 s and
 * 1.5 s of CPU on the thread that answers esbuild's callbacks, `sass-embedded` 0.26 s and 0.35 s.
 */
export const SASS_PACKAGES = ['sass-embedded', 'sass'] as const;

/**
 * The site's own Sass (so the site picks its version), else the project's: the first of
 * SASS_PACKAGES installed in the nearest folder that has any; undefined when none has one.
 */
export function loadSass(packageFolders: string[]): Sass | undefined {
  for (const folder of packageFolders) {
    for (const name of SASS_PACKAGES) {
      // Looked for in this folder only: a package further up comes after the site's own.
      if (!existsSync(path.join(folder, name, 'package.json'))) continue;
      try {
        return createRequire(path.join(path.dirname(folder), 'index.js'))(name) as Sass;
      } catch {
        // Installed but not loadable (a platform without its compiler): the next one.
      }
    }
  }
  return undefined;
}

/**
 * webpack's `~package/path` form, which published stylesheets still use: the package is looked up
 * in the `node_modules` folders, and Sass then resolves the partial or extension as usual.
 */
function tildeImporter(nodeModules: string[]) {
  return {
    findFileUrl(url: string): URL | null {
      if (!url.startsWith('~')) return null;
      const request = url.slice(1);
      const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
      const dir = nodeModules.find((d) => existsSync(path.join(d, name)));
      return dir ? pathToFileURL(path.join(dir, request)) : null;
    },
  };
}

/** A Sass stylesheet compiled, or why it could not be, as esbuild's messages. */
export type SassResult = { css: string; files: string[] } | { errors: PartialMessage[] };

/**
 * Dart Sass for a site, which the site installs only if it uses Sass. Imports inside a stylesheet
 * resolve against the file, the site's `node_modules`, `pkg:` URLs and `~package`. Deprecation
 * warnings from packages are silenced (they are not the site's to fix). Results are kept between
 * runs (see sassCache.ts).
 */
export function sassCompiler(siteDir: string): (file: string) => Promise<SassResult> {
  let sass: Sass | undefined;
  let cache: ReturnType<typeof sassCache> | undefined;
  return async (file) => {
    const nodeModules = packageFoldersFor(siteDir);
    sass ??= loadSass(nodeModules);
    if (!sass) {
      return { errors: [{ text: `${path.relative(siteDir, file)} is Sass, and the site has no "sass-embedded" or "sass" package to compile it.`, notes: [{ text: 'Install one next to the site: npm install --save-dev sass-embedded (or sass)' }] }] };
    }
    cache ??= sassCache(siteDir, sass.info);
    const cached = await cache.get(file);
    if (cached) return cached;
    try {
      const result = await sass.compileAsync(file, {
        style: 'expanded',
        loadPaths: nodeModules,
        importers: [new sass.NodePackageImporter(siteDir), tildeImporter(nodeModules)],
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin'],
      });
      const files = result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u));
      await cache.set(file, { css: result.css, files });
      return { css: result.css, files };
    } catch (error) {
      const e = error as { sassMessage?: string; message: string; span?: { url?: URL; start: { line: number; column: number }; context?: string } };
      const at = e.span?.url ? fileURLToPath(e.span.url) : file;
      return {
        errors: [{
          text: e.sassMessage ?? e.message.split('\n')[0]!,
          location: e.span ? { file: at, line: e.span.start.line + 1, column: e.span.start.column, lineText: e.span.context?.split('\n')[0] } : { file },
        }],
      };
    }
  };
}

/** `.scss` imports compiled with Dart Sass (`*.module.scss` are CSS modules: see cssModules.ts). */
export function sassPlugin({ siteDir, emit, onLoaded }: SassPluginOptions): Plugin {
  const compile = sassCompiler(siteDir);
  return {
    name: 'docs-sass',
    setup(build) {
      build.onLoad({ filter: /\.scss$/ }, async (args) => {
        if (!emit) return { contents: '', loader: 'empty' };
        const result = await compile(args.path);
        if ('errors' in result) return result;
        onLoaded?.(result.files);
        return { contents: result.css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: result.files };
      });
    },
  };
}
