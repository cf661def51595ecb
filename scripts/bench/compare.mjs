// `--compare <ref>`: the same corpus built cold by this checkout and by another commit, in turns
// (A B A B ...), so that whatever else the machine does weighs on both alike. The other commit is
// checked out into a temporary git worktree in the system's temp folder, given this
// checkout's node_modules (hard links) when its lockfile asks for nothing this one lacks, else
// `npm ci`, and its packages are built; the worktree is removed afterwards.
//
// Each build is timed from spawn to exit, with the CPU time of its whole process tree (worker
// threads, and the child processes it waited for) and the load average when it started: on a
// shared machine the CPU figure moves less than the wall time, and the ratio of the medians is
// what to read.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { writeCorpus } from './corpus.mjs';
import { runBuild } from './measure.mjs';
import { formatTable } from './report.mjs';
import { median } from './vsReport.mjs';
import { setAside } from './setAside.mjs';

/** Issue 25: this checkout's cold build at most this fraction of the other commit's. */
export const COMPARE_TARGET = 0.8;

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Versions of every installed package a lockfile names (workspace links left out: each checkout has its own). */
function lockedVersions(lockText) {
  const lock = JSON.parse(lockText);
  const out = new Map();
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (key && !entry.link && key.includes('node_modules/')) out.set(key, entry.version);
  }
  return out;
}

/**
 * Whether this checkout's node_modules can serve the other commit: every package its lockfile
 * installs is installed here at the same version (extra packages here do no harm).
 */
export function lockfileIsCovered(otherLockText, ownLockText) {
  const own = lockedVersions(ownLockText);
  for (const [key, version] of lockedVersions(otherLockText)) if (own.get(key) !== version) return false;
  return true;
}

/** Check `ref` out into a temporary worktree with its dependencies installed and its packages built. */
function prepareCheckout(root, ref, log) {
  const sha = git(root, 'rev-parse', '--verify', `${ref}^{commit}`);
  const dir = mkdtempSync(path.join(tmpdir(), `docs-compare-${sha.slice(0, 7)}-`));
  rmSync(dir, { recursive: true, force: true });
  git(root, 'worktree', 'add', '--detach', dir, sha);
  const remove = () => {
    try {
      git(root, 'worktree', 'remove', '--force', dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git(root, 'worktree', 'prune');
    }
  };
  try {
    const covered = lockfileIsCovered(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'), readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    if (covered) {
      log(`  ${sha.slice(0, 7)}: node_modules hard-linked from this checkout (its lockfile asks for nothing else)\n`);
      // Workspace packages are relative symlinks: in the copy they point at the other commit's own packages.
      execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
    } else {
      log(`  ${sha.slice(0, 7)}: npm ci (its lockfile differs from this checkout's)...\n`);
      execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    }
    execFileSync(process.execPath, [path.join(dir, 'scripts', 'build-packages.mjs')], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    return { sha, dir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Build the corpus cold `runs` times with each checkout, in turns. Returns every build and the
 * two checkouts' labels; a failed build stops the comparison with what the CLI said.
 */
export async function benchCompare({ root, benchDir, ref, pages = 250, runs = 3, log = (s) => process.stdout.write(s) }) {
  const own = { label: `this checkout (${git(root, 'rev-parse', '--short', 'HEAD')}${git(root, 'status', '--porcelain', '--untracked-files=no') ? ', with changes' : ''})`, root };
  log(`compare: preparing ${ref}...\n`);
  const other = prepareCheckout(root, ref, log);
  const theirs = { label: `${ref} (${other.sha.slice(0, 7)})`, root: other.dir };
  try {
    // One corpus, written by this checkout's generator, built by both: the same files for each.
    const siteDir = path.join(benchDir, 'compare', `corpus-${pages}`);
    const corpus = writeCorpus(siteDir, { pages });
    log(`compare: corpus-${pages}, ${corpus.docs.length} docs, ${corpus.releases} posts, ${runs} cold builds each, interleaved\n`);
    const builds = { ours: [], theirs: [] };
    for (let run = 1; run <= runs; run++) {
      for (const [key, side] of [['ours', own], ['theirs', theirs]]) {
        for (const sub of ['.docs', 'build']) setAside(path.join(siteDir, sub));
        const load = loadavg()[0];
        log(`  run ${run}/${runs} ${side.label}... `);
        const result = await runBuild(side.root, siteDir);
        if (result.exitCode !== 0 || !result.report?.ok) {
          log('FAILED\n');
          throw new Error(`The build of ${side.label} failed (exit ${result.exitCode}):\n${result.stderr.trim().split('\n').slice(-20).join('\n')}`);
        }
        const build = { wallMs: result.wallMs, cpuMs: result.cpuMs, loadAvg: Math.round(load * 100) / 100, treePeakRssMb: result.treePeakRssMb, compileMs: result.report.timings?.compile, compileCpuMs: result.stageCpuMs.compile, routes: result.report.routes };
        builds[key].push(build);
        log(`${(build.wallMs / 1000).toFixed(2)} s wall, ${build.cpuMs === undefined ? 'n/a' : `${(build.cpuMs / 1000).toFixed(2)} s`} CPU, load ${build.loadAvg}, ${build.routes} routes\n`);
      }
    }
    return { ref, sha: other.sha, pages, runs, labels: { ours: own.label, theirs: theirs.label }, builds };
  } finally {
    other.remove();
  }
}

const secs = (ms) => (ms === null || ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const ratio = (a, b) => (a === null || b === null || !b ? null : a / b);
const times = (x) => (x === null ? 'n/a' : `${x.toFixed(2)}×`);

/** Medians of each side and this checkout's share of the other's. */
export function compareSummary(result) {
  const med = (key, field) => median(result.builds[key].map((b) => b[field]));
  const out = {};
  for (const field of ['wallMs', 'cpuMs', 'compileMs', 'compileCpuMs', 'treePeakRssMb', 'loadAvg']) out[field] = { ours: med('ours', field), theirs: med('theirs', field) };
  for (const field of ['wallMs', 'cpuMs', 'compileMs', 'compileCpuMs']) out[field].ratio = ratio(out[field].ours, out[field].theirs);
  return out;
}

export function compareTable(result) {
  const rows = [];
  for (let i = 0; i < result.runs; i++) {
    for (const key of ['ours', 'theirs']) {
      const b = result.builds[key][i];
      if (b) rows.push([`run ${i + 1} ${result.labels[key]}`, secs(b.wallMs), secs(b.cpuMs), secs(b.compileMs), secs(b.compileCpuMs), `${Math.round(b.treePeakRssMb ?? 0)} MB`, String(b.loadAvg)]);
    }
  }
  const s = compareSummary(result);
  for (const key of ['ours', 'theirs']) rows.push([`median ${result.labels[key]}`, secs(s.wallMs[key]), secs(s.cpuMs[key]), secs(s.compileMs[key]), secs(s.compileCpuMs[key]), `${Math.round(s.treePeakRssMb[key] ?? 0)} MB`, String(s.loadAvg[key])]);
  rows.push(['ours / theirs', times(s.wallMs.ratio), times(s.cpuMs.ratio), times(s.compileMs.ratio), times(s.compileCpuMs.ratio), '', '']);
  const table = formatTable([`cold builds of corpus-${result.pages}`, 'wall', 'CPU (tree)', 'compile stage', 'its CPU', 'peak RSS', 'load avg 1 min'], rows);
  return `${table}\nCPU: user and system time of the build's process tree (worker threads, and child processes it waited for); compile stage and its CPU (all threads of the build's process): its DOCS_DEBUG=perf line, n/a where a build prints no CPU; load avg: os.loadavg() when the build started.`;
}

export function compareTargets(result) {
  const s = compareSummary(result);
  const at = `corpus-${result.pages}, median of ${result.runs}`;
  // CPU is shown beside it (in the table), not a target: the issue's target is the time.
  return [
    { name: `cold build ≤ ${COMPARE_TARGET}× the time of ${result.ref} (${at})`, pass: s.wallMs.ratio === null ? null : s.wallMs.ratio <= COMPARE_TARGET, value: `${times(s.wallMs.ratio)} (${secs(s.wallMs.ours)} vs ${secs(s.wallMs.theirs)}; CPU ${times(s.cpuMs.ratio)})` },
  ];
}
