// `--vs-docusaurus`: the same corpus built cold by us, by Docusaurus 3.10 (webpack) and by
// Docusaurus 3.10 Faster (Rspack, SWC, Lightning CSS), interleaved run by run so that whatever
// else the machine does weighs on all three alike. Each build is timed from spawn to exit and its
// memory is the peak of its whole process tree (Docusaurus forks workers; we run esbuild's service).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeCorpus } from './corpus.mjs';
import { DOCUSAURUS_ENV, docusaurusBin, docusaurusDir, ensureDocusaurus } from './docusaurus/install.mjs';
import { DOCUSAURUS_VARIANTS, writeDocusaurusFiles } from './docusaurus/siteFiles.mjs';
import { runBuild, runMeasured } from './measure.mjs';
import { measureParsers } from './parsers.mjs';
import { setAside } from './setAside.mjs';

/** The tools in the order each run builds them. */
export const TOOLS = ['docs', 'webpack', 'faster'];
export const TOOL_LABELS = { docs: 'docs', webpack: DOCUSAURUS_VARIANTS.webpack.label, faster: DOCUSAURUS_VARIANTS.faster.label };

const FAILURE_LINES = 30;

/** Everything either tool keeps between builds: a cold build starts without any of it. */
function clearCaches(tool, siteDir, installDir) {
  const dirs = tool === 'docs' ? ['.docs', 'build'] : ['.docusaurus', 'build', 'node_modules/.cache'];
  for (const sub of dirs) setAside(path.join(siteDir, sub));
  // Webpack's and Rspack's persistent caches land under the nearest node_modules.
  if (tool !== 'docs') setAside(path.join(installDir, 'node_modules', '.cache'));
}

/** Files the two copies of the corpus share (everything but each tool's own config), hashed together. */
function contentHash(siteDir) {
  const own = new Set(['build', 'node_modules', '.docs', '.docusaurus', 'docs.config.ts', 'package.json', 'sidebars.js', ...Object.values(DOCUSAURUS_VARIANTS).map((v) => v.config)]);
  const hash = createHash('sha256');
  let files = 0;
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(siteDir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (!rel && own.has(entry.name)) continue;
      if (child === 'src/css') continue;
      if (entry.isDirectory()) walk(child);
      else {
        hash.update(`${child}\0`).update(readFileSync(path.join(siteDir, child)));
        files++;
      }
    }
  };
  walk('');
  return { files, sha256: hash.digest('hex').slice(0, 16) };
}

/** How many HTML pages a build wrote: a check that both tools built the same site. */
export function countPages(dir) {
  let n = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(d, entry.name));
      else if (entry.name.endsWith('.html')) n++;
    }
  };
  try {
    walk(dir);
  } catch {
    return null;
  }
  return n;
}

const tail = (text, lines) => text.trim().split('\n').slice(-lines).join('\n');

async function buildOurs(root, siteDir) {
  const result = await runBuild(root, siteDir);
  const ok = result.exitCode === 0 && result.report?.ok === true;
  return {
    ok,
    wallMs: result.wallMs,
    treePeakRssMb: result.treePeakRssMb,
    pages: ok ? countPages(path.join(siteDir, 'build')) : null,
    warnings: result.report?.warnings ?? null,
    timings: result.report?.timings,
    output: ok ? undefined : tail(`${result.report ? JSON.stringify(result.report.diagnostics ?? []) : ''}\n${result.stderr}`, FAILURE_LINES),
  };
}

async function buildDocusaurus(installDir, siteDir, variant) {
  const args = [docusaurusBin(installDir), 'build', siteDir, '--config', path.join(siteDir, DOCUSAURUS_VARIANTS[variant].config), '--out-dir', path.join(siteDir, 'build')];
  const result = await runMeasured({ args, cwd: siteDir, env: { ...process.env, ...DOCUSAURUS_ENV } });
  const output = `${result.stdout}\n${result.stderr}`;
  const ok = result.exitCode === 0;
  return {
    ok,
    wallMs: result.wallMs,
    treePeakRssMb: result.treePeakRssMb,
    pages: ok ? countPages(path.join(siteDir, 'build')) : null,
    warnings: (output.match(/\[WARNING\]/g) ?? []).length,
    output: ok ? undefined : tail(output, FAILURE_LINES),
  };
}

/** One corpus size: write both copies, build `runs` times interleaved, then time the parsers on its docs. */
async function benchSize({ root, benchDir, installDir, pages, runs, tools }) {
  const oursDir = path.join(benchDir, 'vs-docusaurus', `corpus-${pages}`);
  const corpus = writeCorpus(oursDir, { pages });
  const docusaurusSite = path.join(installDir, `corpus-${pages}`);
  writeCorpus(docusaurusSite, { pages });
  writeDocusaurusFiles(docusaurusSite, { startRoute: corpus.docs[0].route });
  const [a, b] = [contentHash(oursDir), contentHash(docusaurusSite)];
  const same = a.sha256 === b.sha256 && a.files === b.files;
  console.log(`corpus-${pages}: ${corpus.docs.length} docs, ${corpus.releases} posts; ${a.files} content files, ${same ? `identical in both copies (sha256 ${a.sha256})` : 'DIFFERENT between the copies'}`);

  const builds = Object.fromEntries(tools.map((t) => [t, []]));
  const failed = new Set();
  for (let run = 1; run <= runs; run++) {
    for (const tool of tools) {
      if (failed.has(tool)) continue;
      const siteDir = tool === 'docs' ? oursDir : docusaurusSite;
      clearCaches(tool, siteDir, installDir);
      process.stdout.write(`  run ${run}/${runs} ${TOOL_LABELS[tool]} cold... `);
      const build = tool === 'docs' ? await buildOurs(root, siteDir) : await buildDocusaurus(installDir, siteDir, tool);
      if (!build.ok) {
        // A tool that fails once is left out of the remaining runs: its figures would mean nothing.
        process.stdout.write(`FAILED after ${(build.wallMs / 1000).toFixed(1)} s; last ${FAILURE_LINES} lines of its output:\n${build.output.replace(/^/gm, '    | ')}\n`);
        failed.add(tool);
        builds[tool].push({ ok: false, wallMs: build.wallMs, output: build.output });
        continue;
      }
      process.stdout.write(`${(build.wallMs / 1000).toFixed(2)} s, peak RSS ${Math.round(build.treePeakRssMb ?? 0)} MB, ${build.pages} pages, ${build.warnings} warnings\n`);
      builds[tool].push(build);
    }
  }

  process.stdout.write(`  parsers on one thread over the ${corpus.docs.length} docs... `);
  const parsers = await measureParsers({ repoRoot: root, dir: oursDir, docs: corpus.docs, toolsDir: path.join(benchDir, 'tools') });
  process.stdout.write('done\n');
  return { pages, releases: corpus.releases, contentFiles: a.files, sameFiles: same, runs, builds, parsers };
}

/**
 * Install Docusaurus if needed, then bench each size. `tools` may leave some out; a Docusaurus
 * that cannot be installed leaves both of its variants out, and the bench goes on with ours.
 */
export async function benchVsDocusaurus({ root, benchDir, sizes, runs, tools = TOOLS }) {
  const installDir = docusaurusDir(benchDir);
  let used = tools;
  if (tools.some((t) => t !== 'docs')) {
    process.stdout.write(`Docusaurus in ${path.relative(root, installDir)}: `);
    const started = performance.now();
    const install = ensureDocusaurus(installDir);
    if (install.ok) process.stdout.write(install.reused ? 'installed already\n' : `installed in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    else {
      process.stdout.write(`npm install FAILED; going on with ours only. npm said:\n${install.output.replace(/^/gm, '    | ')}\n`);
      used = tools.filter((t) => t === 'docs');
    }
  }
  const sizesOut = [];
  for (const pages of sizes) sizesOut.push(await benchSize({ root, benchDir, installDir, pages, runs, tools: used }));
  return { tools: used, sizes: sizesOut };
}

/**
 * The same corpus built once, cold, by us and by Docusaurus Faster, for a side-by-side look at the
 * output (Lighthouse). Returns both output folders and the routes of a doc and of a post, or
 * `undefined` (with why) when Docusaurus cannot be installed or a build fails.
 */
export async function buildPairOnce({ root, benchDir, pages = 250, log = (s) => process.stdout.write(s) }) {
  const installDir = docusaurusDir(benchDir);
  const install = ensureDocusaurus(installDir);
  if (!install.ok) return { why: `Docusaurus could not be installed:\n${install.output}` };
  const oursDir = path.join(benchDir, 'vs-docusaurus', `corpus-${pages}`);
  const corpus = writeCorpus(oursDir, { pages });
  const docusaurusSite = path.join(installDir, `corpus-${pages}`);
  writeCorpus(docusaurusSite, { pages });
  writeDocusaurusFiles(docusaurusSite, { startRoute: corpus.docs[0].route });
  for (const [tool, siteDir] of [['docs', oursDir], ['faster', docusaurusSite]]) {
    clearCaches(tool, siteDir, installDir);
    log(`  corpus-${pages}, ${TOOL_LABELS[tool]} build... `);
    const build = tool === 'docs' ? await buildOurs(root, siteDir) : await buildDocusaurus(installDir, siteDir, tool);
    if (!build.ok) return { why: `The ${TOOL_LABELS[tool]} build failed:\n${build.output}` };
    log(`${(build.wallMs / 1000).toFixed(2)} s\n`);
  }
  const doc = corpus.docs[Math.floor(corpus.docs.length / 2)].route;
  return { ours: path.join(oursDir, 'build'), docusaurus: path.join(docusaurusSite, 'build'), doc };
}
