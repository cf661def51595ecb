// The portal in site/, measured as its readers and writers meet it: its build, its search index
// (size, what a query downloads, how fast the modal opens and answers), and `docs dev` (start-up
// and the time from saving a document to seeing it in the browser).
import path from 'node:path';
import { benchDevFirstPage } from './devFirstPage.mjs';
import { benchDevLoop } from './devLoop.mjs';
import { withBuiltPortal } from './portalCopy.mjs';
import { measureSearch } from './searchLoad.mjs';
import { benchSearchTiming } from './searchTiming.mjs';

/** Queries a reader of the portal might type. */
export const PORTAL_QUERIES = ['checkout', 'cart session', 'useSearch', 'productcard', 'analytics event', 'instalation', 'webops secrets', 'theme tokens colors'];

/** The doc kept open while editing: a typical guide with headings, a list and code. */
const EDITED = { page: '/how-to-guides/performance/lighthouse', file: 'docs/how-to-guides/performance/lighthouse.md' };

/** `docs dev` started cold on a private copy of the portal, to its first docs page (the guide above) answered. */
export const devFirstPageOnPortal = (root) => benchDevFirstPage({ root, page: EDITED.page });

export async function benchPortal(root, { log = (s) => process.stdout.write(s) } = {}) {
  return withBuiltPortal(
    root,
    'portal',
    async (siteDir, build) => {
      const outDir = path.join(siteDir, 'build');
      log('  search downloads and timings... ');
      const searchLoad = await measureSearch(outDir, PORTAL_QUERIES);
      const searchTiming = await benchSearchTiming({ root, outDir });
      log('done\n  docs dev start-up and edit loop... ');
      const dev = await benchDevLoop({ root, ...EDITED });
      log('done\n  docs dev, cold, to its first docs page... ');
      const devFirstPage = await devFirstPageOnPortal(root);
      log('done\n');
      // A local build legitimately lacks the deployment's service endpoints (issue 15): that warning is
      // counted apart, so the target still catches any other.
      const deployEnv = build.report.diagnostics.filter((d) => d.code === 'deploy-env-unset').length;
      return { build: { wallMs: build.wallMs, routes: build.report.routes, warnings: build.report.warnings - deployEnv, deployEnvWarnings: deployEnv }, search: { index: build.report.search, load: searchLoad, timing: searchTiming }, dev, devFirstPage };
    },
    { log },
  );
}
