import path from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'docs-asset-require';

/**
 * `require('./diagram.png').default`, the way Docusaurus pages and MDX name an image: webpack's
 * asset loaders make every file an ES module whose default export is its URL, so `.default` is
 * the URL. esbuild's file loader makes a CommonJS module whose exports are the URL itself, so
 * `.default` would be undefined (an `<img>` without `src`). A required asset is served here as an
 * ES module re-exporting the file's URL as its default. `extensions` are the file-loaded ones
 * (`.png`); SVG is not among them, since code that requires an SVG gets a component (svgPlugin).
 */
export function assetRequirePlugin(extensions: string[]): Plugin {
  const filter = new RegExp(`(${extensions.map((e) => e.replace(/\./g, '\\.')).join('|')})$`, 'i');
  return {
    name: 'docs-asset-require',
    setup(build) {
      build.onResolve({ filter }, async (args) => {
        if (args.kind !== 'require-call' || args.namespace === NAMESPACE) return undefined;
        const resolved = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `export { default } from ${JSON.stringify(args.path)};`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
