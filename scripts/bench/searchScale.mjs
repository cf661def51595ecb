// Search at scale: what a query downloads from the index of a large synthetic site. The issue's
// ceiling is 300 KB gzip per query at 10,000 pages, worker included, for queries of up to four
// words, the commonest words included (their postings are paged, see packages/core/src/search).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.mjs';
import { runBuild } from './measure.mjs';
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
  const build = await runBuild(root, outDir);
  if (build.exitCode !== 0 || !build.report?.ok) throw new Error(`The ${pages}-page build failed (exit ${build.exitCode}):\n${build.stderr.split('\n').slice(-20).join('\n')}`);
  const load = await measureSearch(path.join(outDir, 'build'), queries);
  return { pages, wallMs: build.wallMs, index: build.report.search, load };
}
