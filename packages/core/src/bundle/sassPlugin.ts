import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
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

/** The site's own `sass` (so the site picks its version), else the project's; undefined when neither has one. */
function loadSass(packageFolders: string[]): Sass | undefined {
  for (const folder of packageFolders) {
    try {
      return createRequire(path.join(path.dirname(folder), 'index.js'))('sass') as Sass;
    } catch {
      // Not installed there: look further up.
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

/**
 * `.scss` imports compiled with Dart Sass, which the site installs only if it uses Sass. Imports
 * inside a stylesheet resolve against the file, the site's `node_modules`, `pkg:` URLs and `~package`.
 * Deprecation warnings from packages are silenced (they are not the site's to fix).
 */
export function sassPlugin({ siteDir, emit, onLoaded }: SassPluginOptions): Plugin {
  let sass: Sass | undefined;
  let cache: ReturnType<typeof sassCache> | undefined;
  return {
    name: 'docs-sass',
    setup(build) {
      build.onLoad({ filter: /\.scss$/ }, async (args) => {
        if (!emit) return { contents: '', loader: 'empty' };
        const nodeModules = packageFoldersFor(siteDir);
        sass ??= loadSass(nodeModules);
        if (!sass) {
          return { errors: [{ text: `${path.relative(siteDir, args.path)} is Sass, and the site has no "sass" package to compile it.`, notes: [{ text: 'Install it next to the site: npm install --save-dev sass' }] }] };
        }
        cache ??= sassCache(siteDir, sass.info);
        const cached = await cache.get(args.path);
        if (cached) {
          onLoaded?.(cached.files);
          return { contents: cached.css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: cached.files };
        }
        try {
          const result = await sass.compileAsync(args.path, {
            style: 'expanded',
            loadPaths: nodeModules,
            importers: [new sass.NodePackageImporter(siteDir), tildeImporter(nodeModules)],
            quietDeps: true,
            silenceDeprecations: ['import', 'global-builtin'],
          });
          const files = result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u));
          onLoaded?.(files);
          await cache.set(args.path, { css: result.css, files });
          return { contents: result.css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: files };
        } catch (error) {
          const e = error as { sassMessage?: string; message: string; span?: { url?: URL; start: { line: number; column: number }; context?: string } };
          const file = e.span?.url ? fileURLToPath(e.span.url) : args.path;
          return {
            errors: [{
              text: e.sassMessage ?? e.message.split('\n')[0]!,
              location: e.span ? { file, line: e.span.start.line + 1, column: e.span.start.column, lineText: e.span.context?.split('\n')[0] } : { file: args.path },
            }],
          };
        }
      });
    },
  };
}

