// Installs Docusaurus once into a cache folder under .bench/, so the bench can build the same
// corpus with it (Rspack, SWC and Lightning CSS ship native binaries as optional dependencies:
// hence installCache's `npm install` rather than `npm ci` of a lock made elsewhere).
import path from 'node:path';
import { ensureInstalled, installStamp as stampOf } from '../installCache.mjs';

export const DOCUSAURUS_VERSION = '3.10.2';

/** What the cache holds: the classic preset and the Faster bundler, at one version, with React 19. */
export const DOCUSAURUS_PACKAGES = {
  '@docusaurus/core': DOCUSAURUS_VERSION,
  '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
  '@docusaurus/faster': DOCUSAURUS_VERSION,
  // Peer dependencies of the core and the classic theme.
  '@mdx-js/react': '3.1.1',
  react: '19.3.1',
  'react-dom': '19.3.1',
};

/**
 * Environment for every Docusaurus command: the machine reaches the npm registry and nothing
 * else, so nothing may try to phone home, and a stale browserslist database is not news here.
 */
export const DOCUSAURUS_ENV = {
  NO_UPDATE_NOTIFIER: '1',
  BROWSERSLIST_IGNORE_OLD_DATA: '1',
  DISABLE_OPENCOLLECTIVE: '1',
  ADBLOCK: '1',
  NODE_ENV: 'production',
};

export const installStamp = () => stampOf(DOCUSAURUS_PACKAGES);

/** The cache folder of this version, e.g. `.bench/docusaurus-3.10`. */
export function docusaurusDir(benchDir) {
  return path.join(benchDir, `docusaurus-${DOCUSAURUS_VERSION.split('.').slice(0, 2).join('.')}`);
}

/** The CLI script of the installed core, run with this Node. */
export function docusaurusBin(dir) {
  return path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
}

/**
 * Make sure the pinned Docusaurus is installed in `dir`. Returns `{ ok: true, reused }` or
 * `{ ok: false, output }` with the tail of npm's output: the bench then goes on without it.
 */
export function ensureDocusaurus(dir) {
  const manifest = { name: 'docs-bench-docusaurus', description: 'Docusaurus, installed by scripts/bench for the side-by-side comparison.', dependencies: DOCUSAURUS_PACKAGES };
  return ensureInstalled(dir, manifest, docusaurusBin(dir), { ...DOCUSAURUS_ENV, NODE_ENV: 'development' });
}
