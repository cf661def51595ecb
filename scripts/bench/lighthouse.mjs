// Lighthouse on a phone, the way issue 15 measures it: Lighthouse 12.2.3 (13 needs Node 22) with its
// default mobile settings (simulated slow 4G and a 4x slower CPU), against `docs serve` of a built
// site, each page run twice and the lower score kept, so one noisy run on a shared machine does not
// flatter a page. Lighthouse is installed once into .bench/, like Docusaurus, so `npm ci` stays lean.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './installCache.mjs';
import { withBuiltPortal } from './portalCopy.mjs';
import { serveGzipped } from './gzipStaticServer.mjs';
import { startServer, stop } from './serverLoad.mjs';
import { buildPairOnce } from './vsDocusaurus.mjs';
import { withBuildBeside } from './buildBeside.mjs';

export const LIGHTHOUSE_VERSION = '12.2.3';

/** The pages issue 15 names, as paths of the portal. */
export const PORTAL_LIGHTHOUSE_PAGES = [
  '/',
  '/quickstart',
  '/reference/api/queries/product',
  '/reference/ui/atoms/Button',
  '/releases/2023/03/10/faststore',
  '/starters',
  '/search?q=cart',
];

/** Docs pages and posts, held to 100 rather than 95. */
export const STRICT_LIGHTHOUSE_PAGES = ['/quickstart', '/reference/api/queries/product', '/reference/ui/atoms/Button', '/releases/2023/03/10/faststore'];

/** Installs the pinned Lighthouse under `benchDir`; `{ ok, bin, output }` as ensureInstalled. */
export function ensureLighthouse(benchDir) {
  const dir = path.join(benchDir, `lighthouse-${LIGHTHOUSE_VERSION.split('.').slice(0, 2).join('.')}`);
  const bin = path.join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const install = ensureInstalled(dir, { name: 'docs-bench-lighthouse', description: 'Lighthouse, installed by scripts/bench to score pages on a phone.', dependencies: { lighthouse: LIGHTHOUSE_VERSION } }, bin);
  return { ...install, bin };
}

function runOnce(bin, url, chromePath) {
  const profile = mkdtempSync(path.join(tmpdir(), 'docs-lh-'));
  const report = path.join(profile, 'report.json');
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}/chrome`];
  const args = [bin, url, '--quiet', '--output=json', `--output-path=${report}`, '--only-categories=performance,accessibility,best-practices', `--chrome-flags=${flags.join(' ')}`];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(stderr.trim().split('\n').slice(-5).join('\n') || `lighthouse exited with ${code}`);
        // For looking into one run afterwards (which requests a metric waited on): BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every report.
        if (process.env.BENCH_LIGHTHOUSE_REPORTS) copyFileSync(report, path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, `${Date.now()}-${url.replace(/[^a-z0-9]+/gi, '_').slice(-60)}.json`));
        resolve({ ok: true, ...summarize(JSON.parse(readFileSync(report, 'utf8'))) });
      } catch (error) {
        resolve({ ok: false, error: error.message });
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    });
  });
}

/** The figures issue 15 tables, from one Lighthouse JSON report. */
export function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const failed = Object.entries(lhr.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode))
    .map(([id]) => id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    jsTransferred: scripts.reduce((n, s) => n + (s.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    failing: failed,
  };
}

/**
 * Scores each page of `pages` on the server at `origin`, `runs` times, sequentially (two runs at
 * once on two cores would throttle each other). Returns the lower-scoring run of each page.
 */
export async function lighthousePages({ bin, origin, pages, runs = 2, chromePath = '/usr/bin/chromium', log = () => {} }) {
  const results = [];
  for (const page of pages) {
    let worst;
    for (let i = 0; i < runs; i++) {
      const run = await runOnce(bin, origin + page, chromePath);
      log(page, run);
      if (!run.ok) {
        worst = run;
        break;
      }
      if (!worst || run.performance < worst.performance) worst = run;
    }
    results.push({ page, ...worst });
  }
  return results;
}

const ms = (v) => (v === undefined ? '-' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);

/** The issue's table: performance, LCP, TBT, CLS and JS transferred per page. */
export function lighthouseTable(results) {
  const lines = ['| page | perf | a11y | best pr. | LCP | TBT | CLS | JS transferred |', '|---|---|---|---|---|---|---|---|'];
  for (const r of results) {
    if (!r.ok) lines.push(`| \`${r.page}\` | FAILED: ${r.error.split('\n')[0]} |`);
    else lines.push(`| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${(r.jsTransferred / 1024).toFixed(0)} KiB in ${r.jsRequests} |`);
  }
  return lines;
}

/** Issue 15's targets: performance >= 95 (100 on docs pages and posts), LCP < 2.5 s, TBT < 100 ms, CLS < 0.05, a11y and best practices 100. */
export function lighthouseTargets(results, { strictPages = STRICT_LIGHTHOUSE_PAGES } = {}) {
  return results.map((r) => {
    const floor = strictPages.includes(r.page) ? 100 : 95;
    const pass = r.ok && r.performance >= floor && r.lcpMs < 2500 && r.tbtMs < 100 && r.cls < 0.05 && r.accessibility === 100 && r.bestPractices === 100;
    const got = r.ok ? `perf ${r.performance}, LCP ${ms(r.lcpMs)}, TBT ${ms(r.tbtMs)}, CLS ${r.cls.toFixed(3)}, a11y ${r.accessibility}, bp ${r.bestPractices}` : 'failed';
    return { name: `Lighthouse (phone) ${r.page}: perf >= ${floor}, LCP < 2.5 s, TBT < 100 ms, CLS < 0.05, a11y/bp 100`, pass, value: got };
  });
}

/**
 * The `lighthouse` part of `npm run bench`: the portal built cold into a private copy, served by
 * `docs serve` (compressed, cached, as a host would), and each of issue 15's pages scored twice.
 */
export async function benchLighthouse({ root, benchDir, log = (s) => process.stdout.write(s) }) {
  log(`  Lighthouse ${LIGHTHOUSE_VERSION}: `);
  const install = ensureLighthouse(benchDir);
  if (!install.ok) {
    log(`npm install FAILED; skipping. npm said:\n${install.output.replace(/^/gm, '    | ')}\n`);
    return undefined;
  }
  log(install.reused ? 'installed already\n' : 'installed\n');
  return withBuiltPortal(
    root,
    'lighthouse',
    async (siteDir) => {
      const server = await startServer(root, ['serve', siteDir, '--port', '0'], /Serving .* at (\S+)/);
      let pages;
      let beside;
      try {
        log(`  ${PORTAL_LIGHTHOUSE_PAGES.length} pages, 2 runs each (about 12 s a run)...\n`);
        pages = await lighthousePages({ bin: install.bin, origin: server.url, pages: PORTAL_LIGHTHOUSE_PAGES, log: logRun(log) });
        log('  the same pages with cold portal builds running beside:\n');
        ({ result: beside } = await withBuildBeside(root, () => lighthousePages({ bin: install.bin, origin: server.url, pages: PORTAL_LIGHTHOUSE_PAGES, log: logRun(log) }), { log }));
      } finally {
        await stop(server);
      }
      return { version: LIGHTHOUSE_VERSION, pages, beside, vsDocusaurus: await sideBySide({ root, benchDir, bin: install.bin, log }) };
    },
    { log },
  );
}

/** Issue 28's second target: every page at least 90 while a build runs beside it. */
export function lighthouseBesideTargets(results) {
  return results.map((r) => ({
    name: `Lighthouse (phone) ${r.page} with a build beside: perf >= 90`,
    pass: r.ok && r.performance >= 90,
    value: r.ok ? `perf ${r.performance}, LCP ${ms(r.lcpMs)}, TBT ${ms(r.tbtMs)}` : 'failed',
  }));
}

const logRun = (log) => (page, run) =>
  log(`    ${page}: ${run.ok ? `performance ${run.performance}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}` : 'FAILED'}\n`);

/**
 * The bench corpus's middle doc and home page, built by us and by Docusaurus Faster, each served by
 * the same gzipping static server (so neither tool's server weighs in), scored the same way.
 */
async function sideBySide({ root, benchDir, bin, log }) {
  log('  side by side with Docusaurus Faster on the bench corpus:\n');
  const pair = await buildPairOnce({ root, benchDir, log });
  if (pair.why) {
    log(`  skipped: ${pair.why.split('\n')[0]}\n`);
    return undefined;
  }
  const pages = ['/', pair.doc];
  const out = {};
  for (const [tool, dir] of [['docs', pair.ours], ['faster', pair.docusaurus]]) {
    const server = await serveGzipped(dir);
    try {
      log(`  ${tool === 'docs' ? 'docs' : 'Docusaurus Faster'}:\n`);
      out[tool] = await lighthousePages({ bin, origin: server.url, pages, log: logRun(log) });
    } finally {
      await server.close();
    }
  }
  return out;
}

/** Our pages and Docusaurus Faster's, row by row. */
export function sideBySideTable(vs) {
  const lines = ['| page | tool | perf | LCP | TBT | CLS | JS transferred |', '|---|---|---|---|---|---|---|'];
  for (let i = 0; i < vs.docs.length; i++) {
    for (const [tool, label] of [['docs', 'docs'], ['faster', 'Docusaurus Faster']]) {
      const r = vs[tool][i];
      lines.push(r.ok ? `| \`${r.page}\` | ${label} | ${r.performance} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${(r.jsTransferred / 1024).toFixed(0)} KiB in ${r.jsRequests} |` : `| \`${r.page}\` | ${label} | FAILED: ${r.error.split('\n')[0]} |`);
    }
  }
  return lines;
}
