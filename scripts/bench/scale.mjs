// The scale part: the bench corpus at 10,000 pages (or --scale-pages), built cold, with what the
// build costs there (wall, CPU of the process tree, peak memory of the tree, each per stage, and
// the bytes it writes: issue 25's 120 s and 1.5 GB), then what a search query downloads from its
// index (issue 14's ceiling of 300 KB gzip per query, worker included, for queries of up to four
// words, the commonest words included: their postings are paged, see packages/core/src/search).
import { readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.mjs';
import { runBuild } from './measure.mjs';
import { measureSearch } from './searchLoad.mjs';
import { stageProfile } from './stageProfile.mjs';

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

/** Files and bytes under `dir` (0 when it is not there). */
export function folderSize(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const child = path.join(d, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        files++;
        bytes += statSync(child).size;
      }
    }
  };
  try {
    walk(dir);
  } catch {
    return { files: 0, bytes: 0 };
  }
  return { files, bytes };
}

const oneDecimal = (n) => Math.round(n * 100) / 100;

/**
 * Writes the bench corpus of `pages` docs into `outDir` (replacing what is there, its compile
 * cache included), builds it cold into `outDir/build` with the CLI of the checkout `repo` (this
 * one unless said), and measures each of SCALE_QUERIES as a first query on a fresh page.
 * @param {{ pages: number, outDir: string, repo?: string, queries?: string[], search?: boolean }} o
 * @returns the build's wall and CPU time, the tree's peak RSS, per stage the same (see
 *   stageProfile.mjs), the bytes written (to the output, to the cache, and all write() calls of
 *   the build's process), the load average before and after; the index's sizes from the build
 *   report; and per query the gzip bytes downloaded, files fetched and total results.
 */
export async function benchScale({ pages, outDir, repo = root, queries = SCALE_QUERIES, search = true }) {
  writeCorpus(outDir, { pages, tags: true });
  // Other work on the machine weighs on wall time: the load average says how much, CPU time does not depend on it.
  const loadBefore = loadavg().map(oneDecimal);
  const build = await runBuild(repo, outDir, { stages: true });
  const loadAfter = loadavg().map(oneDecimal);
  if (build.exitCode !== 0 || !build.report?.ok) throw new Error(`The ${pages}-page build failed (exit ${build.exitCode}):\n${build.stderr.split('\n').slice(-20).join('\n')}`);
  const output = folderSize(path.join(outDir, 'build'));
  const cache = folderSize(path.join(outDir, '.docs'));
  const load = search ? await measureSearch(path.join(outDir, 'build'), queries) : undefined;
  return {
    pages,
    repo: path.relative(root, repo) || '.',
    routes: build.report.routes,
    wallMs: build.wallMs,
    cpuMs: build.cpuMs,
    treePeakRssMb: build.treePeakRssMb,
    stages: stageProfile(build.stderrLines, build.samples),
    written: { output, cache, writeCalls: build.writtenBytes },
    loadavg: { before: loadBefore, after: loadAfter },
    index: build.report.search,
    load,
  };
}
