// Compiles the Node side of the generator (packages/core) to dist/, so `npm install` leaves the
// CLI ready to run. The client runtime and theme stay TypeScript: each site build bundles them.
// packages/docusaurus (reading a docusaurus.config) is bundled in through core's relative import,
// as its own chunk, loaded only for a site that has such a config.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const core = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'core');
await rm(path.join(core, 'dist'), { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: core,
  entryPoints: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    config: 'src/config/defineConfig.ts',
    compileWorker: 'src/compile/compileWorker.ts',
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
  packages: 'external',
  sourcemap: true,
  chunkNames: 'chunk-[hash]',
  logLevel: 'warning',
});
console.log('built packages/core/dist');
