// Item 2 of issue 14: what compiling the corpus costs the parsers themselves, on one thread, in
// the bench's own process, so our compile stage can be read against it. Three passes over the same
// docs, each after a warm-up over the first WARM_UP docs (JIT, shiki's grammars, lazy imports):
// plain remark-parse + remark-gfm (parse and run), plain @mdx-js/mdx compile() (MDX, GFM), and our
// own compileDocument, bundled from packages/core/src on the fly (dist bundles it into chunks
// with no export of its own, and the engine is not changed for the bench).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from '@mdx-js/mdx';
import * as esbuild from 'esbuild';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';

const WARM_UP = 20;

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

/** Run `fn` over the first WARM_UP items, then time it over all of them, one after another. */
async function timed(items, fn) {
  for (const item of items.slice(0, WARM_UP)) await fn(item);
  const started = performance.now();
  for (const item of items) await fn(item);
  const totalMs = performance.now() - started;
  return { totalMs: Math.round(totalMs), perDocMs: Math.round((totalMs / items.length) * 100) / 100 };
}

/**
 * Time the three compilers over the corpus in `dir` (the docs of `docs`, as writeCorpus planned
 * them). Our own compileDocument is `{ error }` when it could not be loaded or failed: the plain
 * figures are still worth printing then.
 */
export async function measureParsers({ repoRoot, dir, docs, toolsDir }) {
  const inputs = docs.map((doc) => {
    const source = path.join(dir, 'docs', doc.file);
    return { source, ...splitFrontMatter(readFileSync(source, 'utf8')) };
  });
  const remark = unified().use(remarkParse).use(remarkGfm);
  const remarkGfmMs = await timed(inputs, ({ body }) => remark.runSync(remark.parse(body)));
  const mdxCompileMs = await timed(inputs, ({ source, body }) => compile({ path: source, value: body }, { format: 'mdx', remarkPlugins: [remarkGfm] }));

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
