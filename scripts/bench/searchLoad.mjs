// What a search query downloads from a built site: the worker, the meta file, and the shards,
// further postings pages, rest sets, vocabulary and record files the engine asks for, each counted
// gzip-compressed as a server would send it. Runs the real engine
// (packages/core/src/search/engine.ts) in Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let engine;
async function loadEngine() {
  if (engine) return engine;
  const out = await esbuild.build({ entryPoints: [path.join(root, 'packages/core/src/search/engine.ts')], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
  engine = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return engine;
}

/**
 * Queries a reader might type: whole words, a word being typed, a typo, and two to four words,
 * several of them words on most pages of the bench corpus (the costliest case).
 */
export const BENCH_QUERIES = ['cache', 'checkout payment', 'webhook', 'configur', 'invntory', 'release notes', 'stay local', 'fresh session token', 'stale cache remote adapter'];

/**
 * For each query, a fresh index (as a new page visit): the gzip bytes fetched, worker included.
 * Also the whole index's size, raw and gzip.
 */
export async function measureSearch(outDir, queries = BENCH_QUERIES) {
  const { SearchIndex } = await loadEngine();
  const dir = path.join(outDir, 'search');
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file)).length);
    return sizes.get(file);
  };
  const meta = JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8'));
  const worker = gz(path.join(outDir, meta.worker.replace(/^\//, '')));
  const perQuery = [];
  for (const query of queries) {
    const fetched = [];
    const index = new SearchIndex(async (name) => {
      fetched.push(name);
      return JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    });
    const result = await index.search(query, { lang: 'en' }, 12);
    const bytes = fetched.reduce((sum, name) => sum + gz(path.join(dir, name)), 0);
    // `pages`: further postings pages read to rank common words (see ranking.ts).
    perQuery.push({ query, hits: result.total, files: fetched.length, pages: fetched.filter((name) => /^p\d/.test(name)).length, gzip: bytes + worker });
  }
  return { worker, queries: perQuery, maxGzip: Math.max(...perQuery.map((q) => q.gzip)) };
}
