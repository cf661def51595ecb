// Compiles the Node side of the generator (packages/core) to dist/, so `npm install` leaves the
// CLI ready to run. The client runtime and theme stay TypeScript: each site build bundles them.
// packages/docusaurus (reading a docusaurus.config) is bundled in through core's relative import,
// as its own chunk, loaded only for a site that has such a config.
//
// The Markdown stack (unified, micromark, mdast/hast/estree utilities, MDX, YAML) is bundled in
// too: as several hundred small ES modules, each compile worker spent about 360 ms (500 ms of CPU)
// loading it before compiling anything, and about 110 ms as a few chunks. Other packages stay
// installed files: native or large ones, and those whose files load files beside them.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BUNDLED, NEVER_BUNDLED } from './bundledPackages.mjs';

/**
 * An import of a package from our sources is bundled when it is in BUNDLED; one from inside a
 * bundled package is bundled unless it is in NEVER_BUNDLED, so a nested copy of a dependency (a
 * version other than the hoisted one) is bundled from where its importer finds it, never looked up
 * again from dist/.
 */
function bundleMarkdownStack() {
  return {
    name: 'bundle-markdown-stack',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || NEVER_BUNDLED.test(args.path)) return { path: args.path, external: true };
        const fromPackage = args.importer.includes(`${path.sep}node_modules${path.sep}`);
        if (fromPackage || BUNDLED.test(args.path)) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

const core = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'core');
await rm(path.join(core, 'dist'), { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: core,
  entryPoints: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    config: 'src/config/defineConfig.ts',
    compileWorker: 'src/compile/compileWorker.ts',
    searchIndexWorker: 'src/search/searchIndexWorker.ts',
    highlightWorker: 'src/compile/highlightWorker.ts',
    renderWorker: 'src/render/renderWorker.ts',
    docgenWorker: 'src/docgen/docgenWorker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [bundleMarkdownStack()],
  // The CommonJS packages bundled in (yaml) require Node's built-ins; ES modules have no require.
  banner: { js: "import { createRequire as __docsCreateRequire } from 'node:module'; const require = __docsCreateRequire(import.meta.url);" },
  sourcemap: true,
  chunkNames: 'chunk-[hash]',
  logLevel: 'warning',
});
console.log('built packages/core/dist');

