// Installs Docusaurus once into a cache folder under .bench/, so the bench can build the same
// corpus with it. Reused while its stamp names the same pinned versions; `npm install`, not
// `npm ci`: a lock file made on another platform lacks this platform's optional native binaries
// (Rspack, SWC, Lightning CSS ship them that way) and `npm ci` fails on it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

/** What the stamp file holds: a changed pin (or Node major) means a fresh install. */
export const installStamp = () => JSON.stringify({ node: process.versions.node.split('.')[0], packages: DOCUSAURUS_PACKAGES });

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
  const stampFile = path.join(dir, 'installed.json');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === installStamp() && existsSync(docusaurusBin(dir))) return { ok: true, reused: true };
  mkdirSync(dir, { recursive: true });
  rmSync(stampFile, { force: true });
  const manifest = { name: 'docs-bench-docusaurus', private: true, description: 'Docusaurus, installed by scripts/bench for the side-by-side comparison.', dependencies: DOCUSAURUS_PACKAGES };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // --workspaces=false: the repository root declares workspaces; this folder is not one of them.
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error', '--workspaces=false'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...DOCUSAURUS_ENV, NODE_ENV: 'development' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 || !existsSync(docusaurusBin(dir))) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
    return { ok: false, output: output.trim().split('\n').slice(-30).join('\n') };
  }
  writeFileSync(stampFile, installStamp());
  return { ok: true, reused: false };
}
