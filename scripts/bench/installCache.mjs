// Installs a pinned tool once into a cache folder under .bench/, for tools the bench runs but the
// repository does not depend on (Docusaurus, Lighthouse). Reused while its stamp names the same
// pins and Node major; `npm install`, not `npm ci`: a lock file made on another platform lacks
// this platform's optional native binaries and `npm ci` fails on it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the stamp file holds: a changed pin (or Node major) means a fresh install. */
export const installStamp = (dependencies) => JSON.stringify({ node: process.versions.node.split('.')[0], packages: dependencies });

/**
 * Make sure `manifest.dependencies` are installed in `dir`, `entry` being a file the install must
 * leave. Returns `{ ok: true, reused }` or `{ ok: false, output }` with the tail of npm's output.
 */
export function ensureInstalled(dir, manifest, entry, env = {}) {
  const stampFile = path.join(dir, 'installed.json');
  const stamp = installStamp(manifest.dependencies);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(entry)) return { ok: true, reused: true };
  mkdirSync(dir, { recursive: true });
  rmSync(stampFile, { force: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, ...manifest }, null, 2) + '\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // --workspaces=false: the repository root declares workspaces; this folder is not one of them.
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error', '--workspaces=false'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 || !existsSync(entry)) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
    return { ok: false, output: output.trim().split('\n').slice(-30).join('\n') };
  }
  writeFileSync(stampFile, stamp);
  return { ok: true, reused: false };
}
