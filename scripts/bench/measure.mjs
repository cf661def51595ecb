// Runs the real CLI as a child process and measures it from outside: wall time, and peak RSS, CPU
// time and bytes written read from /proc while it runs (no /usr/bin/time needed, and nothing in
// the engine changes).
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const POLL_MS = 20;
/** Looking for new child processes scans all of /proc: done every 10th poll, not every poll. */
const SCAN_EVERY = 10;

/** VmHWM (the kernel's high-water mark of resident memory) and VmRSS (now) of one process, in kB; undefined once it is gone. */
function memoryKb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const hwm = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    const rss = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return hwm && rss ? { hwm: Number(hwm[1]), rss: Number(rss[1]) } : undefined;
  } catch {
    return undefined;
  }
}

const highWaterKb = (pid) => memoryKb(pid)?.hwm;

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux build the bench runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time of a process in ms, all its threads (Linux; undefined elsewhere or once it is gone):
 * with `own`, its own (utime, stime); with `reaped`, that of its children it has waited for
 * (cutime, cstime), each child's threads and reaped children included.
 */
export function cpuMsOf(pid, { own = true, reaped = false } = {}) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, maybe with spaces): utime is the 14th field of the line, the 12th after it.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
    const ticks = (own ? f[11] + f[12] : 0) + (reaped ? f[13] + f[14] : 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Bytes the process has passed to write() (all its threads), from /proc/<pid>/io; undefined when unreadable. */
function writtenBytesOf(pid) {
  try {
    const wchar = /^wchar:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
    return wchar ? Number(wchar[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Every live process below `root`, found through the parent id in /proc/<pid>/stat. */
function descendantsOf(root) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name, in parentheses, may itself contain spaces: fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // The process ended between readdir and read.
    }
  }
  const found = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parentOf) {
      if (!found.has(pid) && found.has(ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  found.delete(root);
  return found;
}

/**
 * Polls the peak RSS of a process and, separately, of its child processes (esbuild's service
 * runs as one: its memory is real cost of a build but not in the Node process's VmHWM).
 * Each figure is the last high-water mark read before the process ended. The tree's peak is the
 * largest sum of the resident memory of all its processes at one poll: Docusaurus forks workers,
 * and only that sum compares tools that split their work differently.
 */
function watchMemory(pid, { timeline = false } = {}) {
  const supported = highWaterKb(process.pid) !== undefined;
  const peaks = { mainKb: 0, childrenKb: new Map(), treeKb: 0 };
  const started = performance.now();
  /** The main process's write() bytes, as last read: they only grow. */
  let writtenBytes;
  const samples = [];
  let children = new Set();
  let ticks = 0;
  const poll = () => {
    if (ticks++ % SCAN_EVERY === 0) children = new Set([...children, ...descendantsOf(pid)]);
    const main = memoryKb(pid);
    peaks.mainKb = Math.max(peaks.mainKb, main?.hwm ?? 0);
    // The main process's own high-water mark bounds the tree from below between two polls.
    let treeNow = main?.rss ?? 0;
    for (const child of children) {
      const kb = memoryKb(child);
      if (kb === undefined) {
        children.delete(child);
        continue;
      }
      peaks.childrenKb.set(child, Math.max(peaks.childrenKb.get(child) ?? 0, kb.hwm));
      treeNow += kb.rss;
    }
    peaks.treeKb = Math.max(peaks.treeKb, treeNow, peaks.mainKb);
    writtenBytes = writtenBytesOf(pid) ?? writtenBytes;
    if (timeline && main) samples.push({ ms: Math.round(performance.now() - started), treeKb: treeNow });
  };
  const timer = supported ? setInterval(poll, POLL_MS) : undefined;
  if (supported) poll();
  return {
    stop() {
      clearInterval(timer);
      if (!supported) return { peakRssMb: null, childPeakRssMb: null, treePeakRssMb: null, writtenBytes: null };
      const toMb = (kb) => Math.round((kb / 1024) * 10) / 10;
      return {
        peakRssMb: toMb(peaks.mainKb),
        childPeakRssMb: toMb(Math.max(0, ...peaks.childrenKb.values())),
        treePeakRssMb: toMb(peaks.treeKb),
        writtenBytes: writtenBytes ?? null,
        ...(timeline ? { samples } : {}),
      };
    },
  };
}

/**
 * Have the kernel write what earlier steps left in memory (the corpus just written, the last
 * build's output, the other tool's caches) before a measured process starts: left to itself, it
 * writes them 30 s later, on the same two cores, during whichever build is running then. After a
 * Docusaurus build, 110-190 MB were waiting.
 */
function settleDisk() {
  try {
    execFileSync('sync', { stdio: 'ignore' });
  } catch {
    // No `sync` (not Linux): the measurement runs as it did.
  }
}

/**
 * `node <args>` in `cwd`, timed from spawn to exit, with the peak memory of the process and of
 * its children, and the CPU time of them all (read once the child has exited and been reaped;
 * Linux only). Resolves with exit code, signal, stdout and stderr. With `timeline`, also the
 * resident memory of the whole tree at each poll and each line of stderr, both with the ms since
 * spawn.
 */
export function runMeasured({ args, cwd, env = process.env, timeline = false }) {
  settleDisk();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuBefore = cpuMsOf('self', { own: false, reaped: true });
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const memory = watchMemory(child.pid, { timeline });
    let stdout = '';
    let stderr = '';
    const stderrLines = [];
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (s) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s) => {
      stderr += s;
      if (!timeline) return;
      const ms = Math.round(performance.now() - started);
      const lines = (partial + s).split('\n');
      partial = lines.pop();
      for (const text of lines) stderrLines.push({ ms, text });
    });
    child.on('error', (error) => {
      memory.stop();
      reject(error);
    });
    let wallMs;
    let rss;
    let cpuMs;
    child.on('exit', () => {
      wallMs = Math.round(performance.now() - started);
      rss = memory.stop();
      // Reaped by now. Only meaningful while it is the one child running (the bench runs builds one by one).
      const cpuAfter = cpuMsOf('self', { own: false, reaped: true });
      cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
    });
    // Resolved on `close`, after `exit`: stdout is then fully read.
    child.on('close', (code, signal) => resolve({ wallMs, exitCode: code ?? (signal ? 128 : 1), signal, stdout, stderr, ...rss, cpuMs, ...(timeline ? { stderrLines } : {}) }));
  });
}

/**
 * What DOCS_DEBUG=perf printed on stderr: each stage's CPU time (`[perf] compile: 5210 ms, cpu
 * 9870 ms, ...`; builds older than that line print no CPU), how many compile workers the build
 * started (`[perf] compile pool: 2 workers ...`), and the libraries' own time inside two stages:
 * esbuild's passes (`[perf] esbuild passes: 610 ms`) and React's render of the routes, summed
 * over the routes, with how many render workers shared them (`[perf] react render: 612 ms for 334
 * routes over 2 workers`; 0 workers: the main thread rendered).
 * Those two are undefined for builds that print no such line.
 */
export function perfLines(stderr) {
  const stageCpuMs = {};
  for (const m of stderr.matchAll(/^\[perf\] (\w+): \d+ ms, cpu (\d+) ms/gm)) stageCpuMs[m[1]] = Number(m[2]);
  const pool = /^\[perf\] compile pool: (\d+) workers?/m.exec(stderr);
  const esbuild = [...stderr.matchAll(/^\[perf\] esbuild passes: (\d+) ms/gm)].map((m) => Number(m[1]));
  const react = /^\[perf\] react render: (\d+) ms for (\d+) routes over (\d+) workers?/m.exec(stderr);
  return {
    stageCpuMs,
    compileWorkers: pool ? Number(pool[1]) : undefined,
    esbuildMs: esbuild.length ? esbuild.reduce((a, b) => a + b, 0) : undefined,
    reactRender: react ? { ms: Number(react[1]), routes: Number(react[2]), workers: Number(react[3]) } : undefined,
  };
}

/**
 * `node bin/docs.js build <siteDir> --json --out-dir <siteDir>/build`, timed from spawn to exit,
 * with DOCS_DEBUG=perf (its lines go to stderr; see perfLines). Resolves with the parsed JSON
 * report (undefined if stdout was not JSON), exit code, stderr and the perf lines' figures. With
 * `stages`, the result also has the timeline runMeasured records (see `stageProfile` in
 * stageProfile.mjs).
 */
export async function runBuild(repoRoot, siteDir, { stages = false } = {}) {
  const args = [path.join(repoRoot, 'bin', 'docs.js'), 'build', siteDir, '--json', '--out-dir', path.join(siteDir, 'build')];
  const debug = [process.env.DOCS_DEBUG, 'perf'].filter(Boolean).join(',');
  const { stdout, ...result } = await runMeasured({ args, cwd: repoRoot, env: { ...process.env, DOCS_DEBUG: debug }, timeline: stages });
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  return { ...result, report, ...perfLines(result.stderr) };
}
