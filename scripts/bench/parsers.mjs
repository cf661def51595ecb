// Item 2 of issue 14 and issue 25: what compiling the corpus costs the parsers themselves, so our
// compile stage can be read against it. On one thread, in the bench's own process, each after a
// warm-up over the first WARM_UP docs (JIT, shiki's grammars, lazy imports): plain remark-parse +
// remark-gfm (parse and run), plain @mdx-js/mdx compile() (MDX, GFM), and our own compileDocument,
// bundled from packages/core/src on the fly (dist bundles it into chunks with no export of its
// own, and the engine is not changed for the bench). Then plain MDX + GFM split over as many
// worker threads as our build's compile pool, cold (workers started and loaded inside the time),
// in batches handed to whichever worker is free, as our pool does. And the same two for the same
// work as ours done by the bare libraries (bareCompile.mjs: directives parsed, code highlighted).
// Wall and CPU time (all threads of the process, GC included) of each.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import { plainMdx, sameWorkMdx } from './bareCompile.mjs';

const WARM_UP = 20;
/** Documents per task, as compileAll's batches. */
const BATCH = 16;

/** Front matter and body of one Markdown file, as the content stage splits them. */
function splitFrontMatter(text) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  return m ? { frontMatter: parseYaml(m[1]) ?? {}, body: text.slice(m[0].length) } : { frontMatter: {}, body: text };
}

/** Our compileDocument, bundled from source into `outDir` (packages stay external: the same ones the build loads). */
async function loadCompileDocument(repoRoot, outDir) {
  const outfile = path.join(outDir, 'compileDocument.mjs');
  await esbuild.build({
    absWorkingDir: path.join(repoRoot, 'packages', 'core'),
    entryPoints: ['src/compile/compileDocument.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  // A query string per load: a rebuilt bundle is not served from the module cache.
  const mod = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  if (typeof mod.compileDocument !== 'function') throw new Error('packages/core/src/compile/compileDocument.ts no longer exports compileDocument');
  return mod.compileDocument;
}

const cpuMsSince = (since) => {
  const { user, system } = process.cpuUsage(since);
  return Math.round((user + system) / 1000);
};

/** Run `fn` over the first WARM_UP items, then time it over all of them, one after another. */
async function timed(items, fn) {
  for (const item of items.slice(0, WARM_UP)) await fn(item);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const item of items) await fn(item);
  const totalMs = performance.now() - started;
  return { totalMs: Math.round(totalMs), cpuMs: cpuMsSince(cpu), perDocMs: Math.round((totalMs / items.length) * 100) / 100 };
}

/**
 * A bare compile (plain MDX + GFM, or the same work as ours with `sameWork`) over `workers` worker
 * threads started for it, batches of BATCH to whichever is free.
 */
export async function plainMdxOnWorkers(inputs, workers, { sameWork = false } = {}) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const queue = [];
  for (let i = 0; i < inputs.length; i += BATCH) queue.push(inputs.slice(i, i + BATCH).map(({ source, body }) => ({ source, body })));
  const threads = Array.from({ length: workers }, () => new Worker(new URL('./mdxWorker.mjs', import.meta.url), { workerData: { sameWork } }));
  const send = (worker, batch) =>
    new Promise((resolve, reject) => {
      const done = (modules) => {
        worker.off('error', reject);
        resolve(modules);
      };
      worker.once('message', done);
      worker.once('error', reject);
      worker.postMessage(batch);
    });
  try {
    await Promise.all(
      threads.map(async (worker) => {
        for (let batch = queue.shift(); batch; batch = queue.shift()) await send(worker, batch);
      }),
    );
  } finally {
    await Promise.all(threads.map((w) => w.terminate()));
  }
  return { workers, totalMs: Math.round(performance.now() - started), cpuMs: cpuMsSince(cpu) };
}

/**
 * What the plain compilers are given: every doc and post of the corpus, front matter and HTML
 * comments (`<!-- truncate -->`, which MDX does not take) left out.
 */
export function plainInputs(dir, docs) {
  const files = [...docs.map((doc) => path.join(dir, 'docs', doc.file)), ...readdirSync(path.join(dir, 'releases')).filter((f) => f.endsWith('.md')).sort().map((f) => path.join(dir, 'releases', f))];
  return files.map((source) => {
    const { frontMatter, body } = splitFrontMatter(readFileSync(source, 'utf8'));
    return { source, frontMatter, body: body.replace(/<!--[\s\S]*?-->/g, '') };
  });
}

/**
 * Time the compilers on one thread over the corpus in `dir` (the docs of `docs`, as writeCorpus
 * planned them). Our own compileDocument is `{ error }` when it could not be loaded or failed: the
 * plain figures are still worth printing then.
 */
export async function measureParsers({ repoRoot, dir, docs, toolsDir }) {
  const inputs = docs.map((doc) => {
    const source = path.join(dir, 'docs', doc.file);
    return { source, ...splitFrontMatter(readFileSync(source, 'utf8')) };
  });
  const remark = unified().use(remarkParse).use(remarkGfm);
  const remarkGfmMs = await timed(inputs, ({ body }) => remark.runSync(remark.parse(body)));
  const mdxCompileMs = await timed(inputs, plainMdx);

  let ours;
  try {
    const compileDocument = await loadCompileDocument(repoRoot, toolsDir);
    // What the build passes: every doc's route for relative links, the static folder for images.
    const options = { permalinks: Object.fromEntries(docs.map((d) => [path.join(dir, 'docs', d.file), d.route])), baseUrl: '/', staticDir: path.join(dir, 'static'), assetRoots: [dir] };
    let errors = 0;
    ours = await timed(inputs, async ({ source, body, frontMatter }) => {
      const compiled = await compileDocument({ source, format: 'mdx', body, frontMatter }, options);
      if (compiled.diagnostics.some((d) => d.severity === 'error')) errors++;
    });
    // Warm-up documents are compiled twice: count each document once.
    if (errors > 0) ours = { ...ours, error: `${errors} compile errors (warm-up included)` };
  } catch (error) {
    ours = { error: error instanceof Error ? error.message : String(error) };
  }
  return { docs: inputs.length, warmUp: Math.min(WARM_UP, inputs.length), remarkGfm: remarkGfmMs, mdxCompile: mdxCompileMs, compileDocument: ours };
}

/**
 * Issue 25's comparison, one round: plain MDX + GFM over every doc and post on one thread (after
 * a warm-up), then split over `workers` fresh worker threads; then the same work as ours, both ways.
 */
export async function measurePlainMdx({ dir, docs, workers }) {
  const inputs = plainInputs(dir, docs);
  const oneThread = await timed(inputs, plainMdx);
  const split = await plainMdxOnWorkers(inputs, workers);
  const sameWork = { oneThread: await timed(inputs, sameWorkMdx), split: await plainMdxOnWorkers(inputs, workers, { sameWork: true }) };
  return { documents: inputs.length, oneThread, split, sameWork };
}
