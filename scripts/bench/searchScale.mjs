// Search at scale: what a query downloads from the index of a large synthetic site. The issue's
// ceiling is 300 KB gzip per query at 10,000 pages, worker included, for queries of up to four
// words, the commonest words included (their postings are paged, see packages/core/src/search).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.mjs';
import { measureSearch } from './searchLoad.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * One to four words, common (on most pages of the corpus: "stay", "cache", "local"...) and rare
 * (identifiers on a handful of pages: "inventoryWebhook"), whole, being typed and misspelt.
 */
export const SCALE_QUERIES = [
  'cache',
  'inventoryWebhook',
  'lifecycle',
  'configur',
  'invntory',
  'stay local',
  'keep cache',
  'inventoryWebhook cache',
  'fresh session token',
  'checkoutManifest stale cache',
  'local remote sessio',
  'stale cache remote adapter',
  'keep stay each custom',
  'merge split sync retry',
];

/** `docs build --json`, its report parsed. */
function buildSite(siteDir, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bin', 'docs.js'), 'build', siteDir, '--out-dir', outDir, '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        const report = JSON.parse(out);
        if (!report.ok) throw new Error(`the build failed: ${JSON.stringify(report.diagnostics.slice(0, 3))}`);
        resolve(report);
      } catch (error) {
        reject(new Error(`docs build exited with ${code}: ${error.message}`));
      }
    });
  });
}

/**
 * Writes the bench corpus of `pages` docs into `outDir` (replacing what is there), builds it into
 * `outDir/build` and measures each of SCALE_QUERIES as a first query on a fresh page.
 * @param {{ pages: number, outDir: string, queries?: string[] }} o
 * @returns the index's sizes from the build report (files, raw and gzip bytes, meta.json, largest
 *   shard), and per query the gzip bytes downloaded, files fetched, further postings pages read
 *   and total results.
 */
export async function benchSearchScale({ pages, outDir, queries = SCALE_QUERIES }) {
  writeCorpus(outDir, { pages, tags: true });
  const buildDir = path.join(outDir, 'build');
  const report = await buildSite(outDir, buildDir);
  const load = await measureSearch(buildDir, queries);
  return { pages, index: report.search, load };
}
