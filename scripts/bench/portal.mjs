// The portal in site/, measured as its readers and writers meet it: its build, its search index
// (size, what a query downloads, how fast the modal opens and answers), and `docs dev` (start-up
// and the time from saving a document to seeing it in the browser).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDevLoop } from './devLoop.mjs';
import { runBuild } from './measure.mjs';
import { measureSearch } from './searchLoad.mjs';
import { benchSearchTiming } from './searchTiming.mjs';

/** Queries a reader of the portal might type. */
export const PORTAL_QUERIES = ['checkout', 'cart session', 'useSearch', 'productcard', 'analytics event', 'instalation', 'webops secrets', 'theme tokens colors'];

/** The doc kept open while editing: a typical guide with headings, a list and code. */
const EDITED = { page: '/how-to-guides/performance/lighthouse', file: 'docs/how-to-guides/performance/lighthouse.md' };

export async function benchPortal(root, { log = (s) => process.stdout.write(s) } = {}) {
  // A private copy: the build starts cold and never touches site/.docs or site/build.
  const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-bench-portal-'));
  cpSync(path.join(root, 'site'), siteDir, { recursive: true, filter: (src) => !/[\\/](build|\.docs)$/.test(src) });
  try {
    log('  portal build... ');
    const build = await runBuild(root, siteDir);
    if (build.exitCode !== 0 || !build.report?.ok) throw new Error(`The portal build failed (exit ${build.exitCode}):\n${build.stderr.split('\n').slice(-20).join('\n')}`);
    log(`${(build.wallMs / 1000).toFixed(2)} s, ${build.report.routes} routes, ${build.report.warnings} warnings\n`);
    const outDir = path.join(siteDir, 'build');
    log('  search downloads and timings... ');
    const searchLoad = await measureSearch(outDir, PORTAL_QUERIES);
    const searchTiming = await benchSearchTiming({ root, outDir });
    log('done\n  docs dev start-up and edit loop... ');
    const dev = await benchDevLoop({ root, ...EDITED });
    log('done\n');
    return { build: { wallMs: build.wallMs, routes: build.report.routes, warnings: build.report.warnings }, search: { index: build.report.search, load: searchLoad, timing: searchTiming }, dev };
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
}
