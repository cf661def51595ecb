import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/** Webpack's inline loader prefix as Docusaurus sites write it: `!!raw-loader!./file`, `raw-loader!./file`. */
const RAW_LOADER = /^!{0,2}raw-loader!/;
const NAMESPACE = 'docs-raw';

/**
 * `import source from '!!raw-loader!./example.js'`: the file's text as the default export, as
 * webpack's raw-loader gives it to a Docusaurus site (most often to show a file in a
 * `<CodeBlock>`). What follows the prefix is resolved as any import is (relative, `@site/`, a
 * package; the extension may be left out), so a missing file is reported as one. Register this
 * plugin first: its modules must not reach the loaders of their file types (MDX, CSS, SVG).
 */
export function rawLoaderPlugin(): Plugin {
  return {
    name: 'docs-raw-loader',
    setup(build) {
      build.onResolve({ filter: RAW_LOADER }, async (args) => {
        const target = args.path.replace(RAW_LOADER, '');
        const resolved = await build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: NAMESPACE, watchFiles: [resolved.path] };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => ({
        contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`,
        loader: 'js',
      }));
    },
  };
}
