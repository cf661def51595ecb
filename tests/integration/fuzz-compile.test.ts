import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, it } from 'vitest';
import { compileOnPool, type CompilePool, type CompileProgress, type CompileTask } from '../../packages/core/src/compile/compileOnPool.ts';
import type { CompiledDocument } from '../../packages/core/src/compile/types.ts';
import { createWorkerPool } from '../../packages/core/src/util/workerPool.ts';
import { markdownDocument } from '../helpers/markdownArbitrary.ts';
import { ROOT } from '../helpers/site.ts';

/**
 * Generated Markdown/MDX through the compile stage, on the build's own worker threads: each must
 * give compiled output or located diagnostics, within the time limit, and never kill its worker.
 * `npm test` runs FUZZ_RUNS (2,000) documents from a fixed seed, so it fails the same way every
 * time; `npm run fuzz` runs more from a new seed and prints it (FUZZ_SEED replays a run).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Far beyond what any of these small documents needs: hitting it means a hang. */
const TIME_LIMIT_MS = 20_000;

const workerFile = path.join(ROOT, 'packages', 'core', 'dist', 'compileWorker.js');
if (!existsSync(workerFile)) throw new Error('packages/core/dist is missing: run `node scripts/build-packages.mjs` (npm test does).');
const pool = createWorkerPool<CompileTask, null, CompileProgress>(pathToFileURL(workerFile), 2) as CompilePool;
afterAll(() => pool.close());

const SITE = '/fuzz-site';
const options = { permalinks: { [`${SITE}/docs/intro.md`]: '/docs/intro' }, baseUrl: '/', assetRoots: [SITE], staticDir: `${SITE}/static` };

/** A failure, with only the document that caused it (fast-check would print all twenty). */
class FuzzFailure extends Error {}
const fail = (why: string, doc: { format: string; body: string }) => {
  throw new FuzzFailure(`${why}\n--- ${doc.format}, ${doc.body.length} characters ---\n${doc.body.length > 2_000 ? doc.body.slice(0, 2_000) + '…' : doc.body}`);
};

it(`compiles ${RUNS} generated documents to output or located diagnostics (seed ${SEED})`, async () => {
  console.log(`fuzz: ${RUNS} documents, seed ${SEED}`);
  let n = 0;
  const property = fc.asyncProperty(fc.array(markdownDocument, { minLength: 20, maxLength: 20 }), async (docs) => {
    const sources = docs.map((d) => ({ source: `${SITE}/docs/fuzz-${n++}.${d.format}`, format: d.format, body: d.body, frontMatter: {} }));
    const results = new Map<string, CompiledDocument>();
    // Two halves, one per worker.
    await Promise.all([sources.slice(0, 10), sources.slice(10)].map((half) => compileOnPool(pool, half, options, (r) => results.set(r.source, r), { timeoutMs: TIME_LIMIT_MS })));
    for (const doc of sources) {
      const r = results.get(doc.source);
      if (!r) return fail('no result', doc);
      const broken = r.diagnostics.find((d) => ['compile-timeout', 'compile-crash', 'internal'].includes(d.code));
      if (broken) fail(`${broken.code}: ${broken.message}`, doc);
      if (!r.diagnostics.some((d) => d.severity === 'error') && r.code === '') fail('neither code nor an error', doc);
      for (const d of r.diagnostics) {
        if (d.file !== doc.source || typeof d.line !== 'number' || d.line < 1) fail(`a diagnostic without its place: ${JSON.stringify(d)}`, doc);
      }
    }
  });
  const outcome = await fc.check(property, { numRuns: Math.ceil(RUNS / 20), seed: SEED, endOnFailure: true });
  if (outcome.failed) {
    const error = outcome.errorInstance;
    throw error instanceof FuzzFailure ? new Error(`${error.message}\n(seed ${SEED}, run ${outcome.numRuns})`) : error;
  }
}, 600_000);
