import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from './cli.ts';
import { buildPortalAs, PORTAL_BUILD_READERS, PORTAL_BUILDS, preparePortal, type PortalBuildName, type SharedPortalBuild } from './portalBuildKinds.ts';

/**
 * Vitest's global setup: the portal builds the test files read (PORTAL_BUILDS), made once, one
 * after another in one folder, before any file runs. A cold portal build is the suite's heaviest
 * step; nine files used to make eleven of them, under the load of the others. The first build
 * compiles, the next two take the documents from its compile cache.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!runReadsPortal(process.argv)) return undefined;
  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-portal-shared-'));
  preparePortal(dir);
  const builds = {} as Record<PortalBuildName, SharedPortalBuild>;
  for (const name of Object.keys(PORTAL_BUILDS) as PortalBuildName[]) {
    const { siteDir, outDir, result } = await buildPortalAs(dir, name);
    builds[name] = { siteDir, outDir, result };
    console.log(`Shared portal build "${name}": ${((performance.now() - started) / 1000).toFixed(1)} s since the setup started`);
  }
  project.provide('portalBuilds', builds);
  return () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Options of vitest's that take the next argument as their value. */
const WITH_VALUE = new Set(['-t', '--testNamePattern', '-c', '--config', '-r', '--root', '--dir', '--project', '--reporter', '--outputFile', '--shard', '--pool', '--maxWorkers', '--environment', '--sequence.seed']);

/**
 * Whether the files vitest was asked for include a reader of the shared builds: all files when it
 * was given no filter, else those whose path contains one (vitest's own rule for filters).
 */
export function runReadsPortal(argv: string[]): boolean {
  const filters: string[] = [];
  const start = argv.findIndex((a) => a === 'run' || a === 'watch' || a === 'related');
  for (let i = start === -1 ? argv.findIndex((a) => /vitest(\.m?js)?$/.test(a)) + 1 : start + 1; i > 0 && i < argv.length; i++) {
    const arg = argv[i]!;
    if (WITH_VALUE.has(arg)) i++;
    else if (!arg.startsWith('-')) filters.push(path.isAbsolute(arg) ? path.relative(ROOT, arg) : arg);
  }
  return filters.length === 0 || filters.some((f) => PORTAL_BUILD_READERS.some((file) => file.includes(f.split(path.sep).join('/'))));
}
