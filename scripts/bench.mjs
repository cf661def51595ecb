// `npm run bench`: builds a synthetic corpus of 250 and of 1,000 docs pages with the real CLI,
// cold (no cache) then warm, and prints wall time, pages per second, peak RSS, stage timings and
// the gzip size of one docs page's first-load JS and CSS; then measures the portal in site/ (its
// build, its search index and how fast search answers in Chromium, and `docs dev`: start-up and
// save-to-browser time), and `docs serve` against `docs dev` under load, all with PASS/MISS against
// the targets.
// Informational: exits 0 when a target is missed, 1 only when a build fails.
//
//   node scripts/bench.mjs [--sizes 250,1000] [--no-tags] [--parts corpus,parsers,portal,scale,servers] [--scale-pages 10000] [--scale-repo ../other-checkout]
//   node scripts/bench.mjs --parts locales [--locales-pages 20] [--locales-docusaurus <install folder>|none]
//   node scripts/bench.mjs --vs-docusaurus [--vs-docusaurus-sizes 250,2000] [--vs-docusaurus-tools docs,webpack,faster] [--runs 3] [--parts ...]
//   node scripts/bench.mjs --compare <ref> [--compare-pages 250] [--runs 3] [--parts ...]
//
// --sizes picks the corpus sizes (targets are checked on the largest); --no-tags leaves tags out
// of the docs' front matter, and so the tag pages out of the build; --parts picks what to run
// (scale: a corpus of --scale-pages pages built cold, its wall and CPU time, peak memory and bytes
// written, per stage, by this checkout's CLI or --scale-repo's, then what each search query of one
// to four words downloads from its index;
// dev-first-page: `docs dev` on the portal started cold, to its first docs page answered (the portal part measures it too);
// servers: requests per second and latency of `docs serve` and `docs dev` on the portal, with autocannon;
// locales: a site of 5 locales × 3 docs versions of --locales-pages docs each, built cold in one
// run, as 15 separate one-locale one-version builds, and by Docusaurus (--locales-docusaurus: a
// folder holding node_modules/@docusaurus/core, or none; the bench's own install otherwise);
// lighthouse: issue 15's pages of the portal scored by Lighthouse 12.2.3 on a phone, against docs serve;
// parsers: plain remark-parse + GFM, plain @mdx-js/mdx compile() and our compileDocument on one
// thread over the largest corpus's docs, next to our compile stage; and --runs rounds of a cold
// build and plain MDX + GFM on one thread and split over as many workers as our compile pool,
// wall and CPU, against issue 25's targets).
// --vs-docusaurus builds the same corpus cold with us, Docusaurus 3.10 and Docusaurus Faster,
// interleaved, --runs times each, for each of --vs-docusaurus-sizes (250 unless said; --vs-docusaurus-tools
// docs,faster leaves out the webpack build, minutes long at 2,000 docs), and prints
// the ratios against issue 14's targets; alone, it runs only that (add --parts for more).
// --compare builds the same corpus cold with this checkout and with the commit <ref> (checked out
// into a temporary worktree, its packages built), interleaved, --runs times each, and prints each
// build's wall and CPU time, the medians and their ratio (issue 25: at most 0.8× against 05929a3);
// alone, it runs only that.
//
// Needs packages/core/dist: run `node scripts/build-packages.mjs` first.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CORPUS_SEED, LINK_WINDOW, writeCorpus } from './bench/corpus.mjs';
import { measureFirstLoad } from './bench/firstLoad.mjs';
import { runBuild } from './bench/measure.mjs';
import { benchPortal, devFirstPageOnPortal } from './bench/portal.mjs';
import { benchScale } from './bench/scale.mjs';
import { measureSearch } from './bench/searchLoad.mjs';
import { benchServers, serverLines, serverTargets } from './bench/serverLoad.mjs';
import { benchLighthouse, lighthouseBesideTargets, lighthouseTable, lighthouseTargets, sideBySideTable } from './bench/lighthouse.mjs';
import { measureParsers, measurePlainMdx } from './bench/parsers.mjs';
import { floorsAgainstFaster, plainMdxSummary, plainMdxTable, plainMdxTargets, stageFloorsTable } from './bench/parsersReport.mjs';
import { measureStageFloors } from './bench/stageFloors.mjs';
import { benchVsDocusaurus, TOOLS } from './bench/vsDocusaurus.mjs';
import { benchLocales, localesLines } from './bench/locales.mjs';
import { benchCompare, compareSummary, compareTable, compareTargets } from './bench/compare.mjs';
import { ISSUE_25_VS_TARGETS, parsersTable, vsJson, vsTable, vsTargets } from './bench/vsReport.mjs';
import { buildsTable, devFirstPageLine, devFirstPageTargets, diagnosticSummary, evaluateTargets, firstLoadFiles, firstLoadTable, growth, growthLines, portalLines, portalTargets, scaleLines, scaleTargets, searchLines, stagesTable, targetLines } from './bench/report.mjs';
import { setAside } from './bench/setAside.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, '.bench');

class BuildFailed extends Error {}

const PARTS = ['corpus', 'parsers', 'portal', 'dev-first-page', 'scale', 'servers', 'lighthouse', 'locales'];

function pageCounts(flag, text) {
  const sizes = text.split(',').map(Number).sort((a, b) => a - b);
  if (sizes.some((n) => !Number.isInteger(n) || n < 2)) throw new Error(`${flag} takes page counts such as 250,1000, not "${text}".`);
  return sizes;
}

function options() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '250,1000' },
      'no-tags': { type: 'boolean', default: false },
      parts: { type: 'string' },
      'scale-pages': { type: 'string', default: '10000' },
      'scale-repo': { type: 'string' },
      'vs-docusaurus': { type: 'boolean', default: false },
      'vs-docusaurus-sizes': { type: 'string', default: '250' },
      'vs-docusaurus-tools': { type: 'string', default: TOOLS.join(',') },
      runs: { type: 'string', default: '3' },
      compare: { type: 'string' },
      'compare-pages': { type: 'string', default: '250' },
      'locales-pages': { type: 'string', default: '20' },
      'locales-docusaurus': { type: 'string' },
    },
  });
  const sizes = pageCounts('--sizes', values.sizes);
  const vsDocusaurus = values['vs-docusaurus'];
  // The comparison takes minutes of its own: alone, it runs nothing else unless --parts says so.
  const compare = values.compare;
  const partsText = values.parts ?? (vsDocusaurus || compare ? '' : PARTS.join(','));
  const parts = partsText ? partsText.split(',') : [];
  if ((!parts.length && !vsDocusaurus && !compare) || parts.some((p) => !PARTS.includes(p))) throw new Error(`--parts takes some of ${PARTS.join(', ')}, not "${partsText}".`);
  const scalePages = Number(values['scale-pages']);
  if (!Number.isInteger(scalePages) || scalePages < 2) throw new Error(`--scale-pages takes a page count such as 10000, not "${values['scale-pages']}".`);
  const vsTools = values['vs-docusaurus-tools'].split(',');
  if (!vsTools.includes('docs') || vsTools.some((t) => !TOOLS.includes(t))) throw new Error(`--vs-docusaurus-tools takes docs and some of ${TOOLS.filter((t) => t !== 'docs').join(', ')}, not "${values['vs-docusaurus-tools']}".`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a number of cold builds such as 3, not "${values.runs}".`);
  const comparePages = pageCounts('--compare-pages', values['compare-pages']).at(-1);
  const scaleRepo = values['scale-repo'] === undefined ? root : path.resolve(values['scale-repo']);
  if (values['scale-repo'] !== undefined && !existsSync(path.join(scaleRepo, 'packages', 'core', 'dist', 'cli.js'))) throw new Error(`--scale-repo takes a checkout whose packages are built (packages/core/dist/cli.js), not "${values['scale-repo']}".`);
  const localesPages = pageCounts('--locales-pages', values['locales-pages']).at(-1);
  const localesDocusaurus = values['locales-docusaurus'] === 'none' ? false : values['locales-docusaurus'] === undefined ? undefined : path.resolve(values['locales-docusaurus']);
  return { localesPages, localesDocusaurus, sizes, tags: !values['no-tags'], parts, scalePages, scaleRepo, vsDocusaurus, vsSizes: pageCounts('--vs-docusaurus-sizes', values['vs-docusaurus-sizes']), vsTools, runs, compare, comparePages };
}

/** One build, checked: a failed build stops the bench (exit 1) with what the CLI said. */
async function timedBuild(siteDir, label) {
  process.stdout.write(`  ${label} build... `);
  const result = await runBuild(root, siteDir);
  const { report } = result;
  if (result.exitCode !== 0 || !report?.ok) {
    process.stdout.write('FAILED\n');
    const why = report ? diagnosticSummary(report) : result.stderr.trim().split('\n').slice(-20).join('\n');
    throw new BuildFailed(`${label} build of ${siteDir} failed (exit ${result.exitCode}${result.signal ? `, ${result.signal}` : ''}):\n${why}`);
  }
  process.stdout.write(`${(result.wallMs / 1000).toFixed(2)} s, ${report.routes} routes, ${report.warnings} warnings\n`);
  return {
    wallMs: result.wallMs,
    routes: report.routes,
    pagesPerSec: Math.round((report.routes / (result.wallMs / 1000)) * 10) / 10,
    peakRssMb: result.peakRssMb,
    childPeakRssMb: result.childPeakRssMb,
    durationMs: report.durationMs,
    timings: report.timings,
    cpuMs: result.cpuMs,
    stageCpuMs: result.stageCpuMs,
    compileWorkers: result.compileWorkers,
    esbuildMs: result.esbuildMs,
    reactRender: result.reactRender,
    warnings: report.warnings,
    errors: report.errors,
    report,
  };
}

/** Generate, build cold, build warm, measure the probe page's first load. */
async function benchCorpus(pages, { tags, probeIndex }) {
  const dir = path.join(benchDir, `corpus-${pages}`);
  const corpus = writeCorpus(dir, { pages, tags });
  console.log(`corpus-${pages}: ${corpus.docs.length} docs, ${corpus.releases} release posts, ${corpus.files} files in ${path.relative(root, dir)}`);
  // Cold: no compile cache, no output. Warm: the same command again, right after.
  for (const sub of ['.docs', 'build']) setAside(path.join(dir, sub));
  const cold = await timedBuild(dir, 'cold');
  const warm = await timedBuild(dir, 'warm');
  const probe = corpus.docs[probeIndex];
  const firstLoad = measureFirstLoad(path.join(dir, 'build'), probe.route);
  const search = { index: cold.report.search, load: await measureSearch(path.join(dir, 'build')) };
  // One document edited, as a writer does between two builds: a paragraph more, at its end.
  const probeFile = path.join(dir, 'docs', probe.file);
  const text = readFileSync(probeFile, 'utf8');
  writeFileSync(probeFile, `${text}\nOne more paragraph, written between two builds.\n`);
  let edit;
  try {
    edit = await timedBuild(dir, 'one doc edited');
  } finally {
    writeFileSync(probeFile, text);
  }
  return { pages, releases: corpus.releases, files: corpus.files, dir, docs: corpus.docs, probe: { file: `docs/${probe.file}`, route: probe.route }, cold, warm, edit, warmColdRatio: warm.wallMs / cold.wallMs, editColdRatio: edit.wallMs / cold.wallMs, firstLoad, search };
}

/**
 * The parsers' own cost next to our cold compile stage, on the largest corpus: --runs rounds of a
 * cold build and plain MDX + GFM (one thread, then split over as many workers as the build's
 * compile pool), interleaved; then the parsers and our compileDocument on one thread, once.
 */
async function benchParsers({ sizes, tags, runs: rounds }) {
  const pages = sizes.at(-1);
  const dir = path.join(benchDir, `corpus-${pages}`);
  const corpus = writeCorpus(dir, { pages, tags });
  console.log(`parsers: corpus-${pages}, ${corpus.docs.length} docs, ${corpus.releases} posts, ${rounds} round${rounds === 1 ? '' : 's'} of a cold build and plain MDX + GFM`);
  const builds = [];
  const plain = [];
  const floors = [];
  for (let round = 1; round <= rounds; round++) {
    for (const sub of ['.docs', 'build']) setAside(path.join(dir, sub));
    const cold = await timedBuild(dir, `round ${round}/${rounds} cold`);
    builds.push({ ok: true, wallMs: cold.wallMs, cpuMs: cold.cpuMs, treePeakRssMb: cold.peakRssMb, timings: cold.timings, stageCpuMs: cold.stageCpuMs, compileWorkers: cold.compileWorkers, esbuildMs: cold.esbuildMs, reactRender: cold.reactRender });
    // As many workers as the build's compile pool had (two when its perf line is missing).
    const workers = cold.compileWorkers ?? 2;
    process.stdout.write(`  round ${round}/${rounds} plain MDX + GFM, one thread then ${workers} workers... `);
    const p = await measurePlainMdx({ dir, docs: corpus.docs, workers });
    process.stdout.write(`${(p.oneThread.totalMs / 1000).toFixed(2)} s (CPU ${(p.oneThread.cpuMs / 1000).toFixed(2)} s), ${(p.split.totalMs / 1000).toFixed(2)} s (CPU ${(p.split.cpuMs / 1000).toFixed(2)} s)\n`);
    floors.push(await measureStageFloors(dir, ['docs', 'releases']));
    plain.push(p);
  }
  process.stdout.write(`parsers on one thread over the ${corpus.docs.length} docs of corpus-${pages}... `);
  const parsers = await measureParsers({ repoRoot: root, dir, docs: corpus.docs, toolsDir: path.join(benchDir, 'tools') });
  process.stdout.write('done\n');
  return { pages, runs: rounds, builds: { docs: builds }, parsers, plain, floors };
}

function printReport({ runs, parsers, vs, compared, portal, devFirst, scale, servers, lighthouse, locales, targets }) {
  if (locales) console.log(`\n${localesLines(locales)}`);
  if (compared) console.log(`\n${compareTable(compared)}`);
  if (vs) console.log(`\nSame corpus, cold builds, side by side:\n${vsTable(vs.sizes)}\n\n${parsersTable(vs.sizes)}`);
  if (parsers) console.log(`\n${parsersTable([parsers])}\n\n${plainMdxTable(parsers)}\n\n${stageFloorsTable(parsers)}`);
  if (portal) console.log(`\n${portalLines(portal)}`);
  if (devFirst) console.log(`\n${devFirstPageLine(devFirst)}`);
  if (scale) console.log(`\n${scaleLines(scale)}`);
  if (servers) console.log(`\n${serverLines(servers)}`);
  if (lighthouse) console.log(`\nLighthouse ${lighthouse.version}, default mobile settings, against docs serve (lower of two runs):\n${lighthouseTable(lighthouse.pages).join('\n')}`);
  if (lighthouse?.beside) console.log(`\nThe same pages with cold portal builds running beside (lower of two runs):\n${lighthouseTable(lighthouse.beside).join('\n')}`);
  if (lighthouse?.vsDocusaurus) console.log(`\nThe bench corpus built by both, served by one gzipping static server (lower of two runs):\n${sideBySideTable(lighthouse.vsDocusaurus).join('\n')}`);
  if (!runs.length) {
    console.log(`\nTargets (KB = 1,000 bytes):\n${targetLines(targets)}`);
    return;
  }
  const last = runs.at(-1);
  console.log(`\n${buildsTable(runs)}\n`);
  console.log(`${stagesTable(runs)}\n`);
  console.log(`First load of ${last.probe.route} (${last.probe.file}), the same page in every corpus:`);
  console.log(`${firstLoadTable(runs)}\n`);
  console.log(`${firstLoadFiles(last)}\n`);
  if (runs.length > 1) console.log(`${growthLines(growth(runs))}\n`);
  console.log(`${searchLines(runs)}\n`);
  for (const run of runs) {
    // Warm repeats cold's warnings (same input): print them once, and warm's only if they differ.
    if (run.cold.warnings > 0) console.log(`Warnings of the cold build of corpus-${run.pages}:\n${diagnosticSummary(run.cold.report)}\n`);
    if (run.warm.warnings !== run.cold.warnings) console.log(`Warnings of the warm build of corpus-${run.pages}:\n${diagnosticSummary(run.warm.report)}\n`);
  }
  console.log(`Targets (KB = 1,000 bytes):\n${targetLines(targets)}`);
}

/** Everything measured, without the full CLI reports (their diagnostics can be long). */
function resultsJson({ runs, parsers, vs, compared, portal, devFirst, scale, servers, lighthouse, locales, targets }, opts) {
  const strip = ({ report, ...b }) => b;
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpus: availableParallelism(),
    seed: CORPUS_SEED,
    tags: opts.tags,
    runs: runs.map(({ dir, docs, ...r }) => ({ ...r, cold: strip(r.cold), warm: strip(r.warm), edit: strip(r.edit), warmColdRatio: Math.round(r.warmColdRatio * 1000) / 1000, editColdRatio: Math.round(r.editColdRatio * 1000) / 1000 })),
    parsers: parsers ? { pages: parsers.pages, compileStageMs: parsers.builds.docs[0].timings?.compile, ...parsers.parsers, vsPlainMdx: plainMdxSummary(parsers), builds: parsers.builds.docs, plain: parsers.plain } : undefined,
    vsDocusaurus: vs ? vsJson(vs) : undefined,
    compare: compared ? { ...compared, medians: compareSummary(compared) } : undefined,
    growth: runs.length > 1 ? growth(runs) : undefined,
    portal,
    devFirstPage: devFirst,
    scale,
    servers,
    lighthouse,
    locales,
    targets,
  };
}

async function main() {
  let opts;
  try {
    opts = options();
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  if (!existsSync(path.join(root, 'packages', 'core', 'dist', 'cli.js'))) {
    console.error('packages/core/dist is missing: run `node scripts/build-packages.mjs` first.');
    return 1;
  }
  // The same doc in every corpus (see corpus.mjs): well inside the smallest one, clear of its end by more than the link window.
  const probeIndex = Math.floor(opts.sizes[0] / 2);
  if (opts.sizes[0] - probeIndex <= LINK_WINDOW) console.warn(`Note: with ${opts.sizes[0]} pages the probe page's links differ between corpus sizes.`);
  const what = [...(opts.vsDocusaurus ? [`vs Docusaurus at ${opts.vsSizes.join(', ')} docs, ${opts.runs} run${opts.runs === 1 ? '' : 's'}`] : []), ...(opts.compare ? [`against ${opts.compare} at ${opts.comparePages} docs, ${opts.runs} run${opts.runs === 1 ? '' : 's'}`] : []), ...opts.parts];
  console.log(`docs bench: node ${process.version}, ${availableParallelism()} CPUs, ${what.join(' and ')}${opts.parts.includes('corpus') ? `, corpus sizes ${opts.sizes.join(', ')}${opts.tags ? '' : ', no tags'}` : ''}\n`);
  mkdirSync(benchDir, { recursive: true });
  const runs = [];
  let parsers;
  let vs;
  let compared;
  let portal;
  let devFirst;
  let scale;
  let servers;
  let lighthouse;
  let locales;
  try {
    if (opts.vsDocusaurus) vs = await benchVsDocusaurus({ root, benchDir, sizes: opts.vsSizes, runs: opts.runs, tools: opts.vsTools });
    if (opts.compare) compared = await benchCompare({ root, benchDir, ref: opts.compare, pages: opts.comparePages, runs: opts.runs });
    if (opts.parts.includes('corpus')) for (const pages of opts.sizes) runs.push(await benchCorpus(pages, { tags: opts.tags, probeIndex }));
    if (opts.parts.includes('parsers')) parsers = await benchParsers(opts);
    if (opts.parts.includes('portal')) {
      console.log('portal (site/):');
      portal = await benchPortal(root);
      devFirst = portal.devFirstPage;
    }
    if (opts.parts.includes('dev-first-page') && !devFirst) {
      process.stdout.write('docs dev on the portal, cold, to its first docs page... ');
      devFirst = await devFirstPageOnPortal(root);
      process.stdout.write('done\n');
    }
    if (opts.parts.includes('scale')) {
      console.log(`scale: ${opts.scalePages.toLocaleString('en-US')} docs, building cold...`);
      scale = await benchScale({ pages: opts.scalePages, outDir: path.join(benchDir, `scale-${opts.scalePages}`), repo: opts.scaleRepo });
    }
    if (opts.parts.includes('servers')) {
      console.log('servers under load (the portal, site/):');
      servers = await benchServers(root);
    }
    if (opts.parts.includes('lighthouse')) {
      console.log('Lighthouse on a phone (the portal, site/):');
      lighthouse = await benchLighthouse({ root, benchDir });
    }
    if (opts.parts.includes('locales')) locales = await benchLocales({ root, benchDir, pages: opts.localesPages, docusaurus: opts.localesDocusaurus });
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error;
    console.error(`\n${error.message}`);
    return 1;
  }
  const targets = [
    ...(vs ? vsTargets(vs.sizes) : []),
    ...(compared ? compareTargets(compared) : []),
    ...(runs.length ? evaluateTargets(runs) : []),
    ...(parsers ? [...vsTargets([parsers]), ...plainMdxTargets(parsers), ...floorsAgainstFaster(parsers, vs?.sizes, ISSUE_25_VS_TARGETS.fasterSpeedup)] : []),
    ...(portal ? portalTargets(portal) : []),
    ...(devFirst ? devFirstPageTargets(devFirst) : []),
    ...(scale ? scaleTargets(scale) : []),
    ...(servers ? serverTargets(servers) : []),
    ...(lighthouse ? lighthouseTargets(lighthouse.pages) : []),
    ...(lighthouse?.beside ? lighthouseBesideTargets(lighthouse.beside) : []),
  ];
  const measured = { runs, parsers, vs, compared, portal, devFirst, scale, servers, lighthouse, locales, targets };
  printReport(measured);
  const json = resultsJson(measured, opts);
  writeFileSync(path.join(benchDir, 'results.json'), JSON.stringify(json, null, 2) + '\n');
  console.log(`\nBENCH_JSON ${JSON.stringify(json)}`);
  return 0;
}

process.exitCode = await main();
