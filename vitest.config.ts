import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import { DOCUSAURUS_SPECIFIER, docusaurusModuleFile } from './packages/core/src/bundle/docusaurusModules.ts';

const themeDir = path.resolve('packages/theme/src');

/**
 * `@docusaurus/Translate` and the other Docusaurus client modules resolve in unit tests as the
 * bundler resolves them (to the theme's files, by the same function): the theme and the client
 * runtime import them by those names.
 */
function docusaurusModules(): Plugin {
  return {
    name: 'docs-docusaurus-modules',
    enforce: 'pre',
    resolveId(source) {
      return DOCUSAURUS_SPECIFIER.test(source) ? (docusaurusModuleFile(themeDir, source) ?? null) : null;
    },
  };
}

export default defineConfig({
  plugins: [docusaurusModules()],
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Integration and browser tests build real sites: generous limits, and files in parallel only
    // as far as two cores allow.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for something to happen (a chunk fetched and run, a dialog shown), never
    // for how fast: its default second is a deadline a loaded two-core machine misses now and then
    // (the survey's retried form, once in a full run). A poll that passes returns at once; a
    // longer limit only makes a real failure take longer to report.
    expect: { poll: { timeout: 5_000 } },
    maxWorkers: 2,
    fileParallelism: true,
    // What the build writes under a site's `.docs/` (server bundles, dev modules) is imported by
    // Node itself, as when the CLI runs: through vitest, each import of a bundle of some megabytes
    // was transformed first, which cost the in-process dev tests a second a page.
    server: { deps: { external: [/[\\/]\.docs[\\/]/] } },
    // The portal builds most browser tests read, made once before the files run.
    globalSetup: ['tests/helpers/portalBuilds.setup.ts'],
  },
});
