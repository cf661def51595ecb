// The portal in site/, copied to a private folder and built cold there, so a bench part never
// touches site/.docs or site/build (a developer's own build, or another part's).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBuild } from './measure.mjs';

/** A private copy of the portal's sources (no build output, no cache) in a new temporary folder; returns the folder. */
export function copyPortal(root, prefix) {
  const siteDir = mkdtempSync(path.join(tmpdir(), `docs-bench-${prefix}-`));
  cpSync(path.join(root, 'site'), siteDir, { recursive: true, filter: (src) => !/[\\/](build|\.docs)$/.test(src) });
  return siteDir;
}

/**
 * Copy and build the portal; `use(siteDir, build)` runs with the built copy, which is removed
 * after it. A failed build throws with the tail of what the CLI said.
 */
export async function withBuiltPortal(root, prefix, use, { log = (s) => process.stdout.write(s) } = {}) {
  const siteDir = copyPortal(root, prefix);
  try {
    log('  portal build... ');
    const build = await runBuild(root, siteDir);
    if (build.exitCode !== 0 || !build.report?.ok) throw new Error(`The portal build failed (exit ${build.exitCode}):\n${build.stderr.split('\n').slice(-20).join('\n')}`);
    log(`${(build.wallMs / 1000).toFixed(2)} s, ${build.report.routes} routes, ${build.report.warnings} warnings\n`);
    return await use(siteDir, build);
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
}
