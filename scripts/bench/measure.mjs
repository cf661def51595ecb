// Runs the real CLI as a child process and measures it from outside: wall time, and peak RSS
// read from /proc while it runs (no /usr/bin/time needed, and nothing in the engine changes).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const POLL_MS = 20;
/** Looking for new child processes scans all of /proc: done every 10th poll, not every poll. */
const SCAN_EVERY = 10;

/** VmHWM (the kernel's high-water mark of resident memory) of one process, in kB; undefined once it is gone. */
function highWaterKb(pid) {
  try {
    const m = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : undefined;
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
 * Each figure is the last high-water mark read before the process ended.
 */
function watchMemory(pid) {
  const supported = highWaterKb(process.pid) !== undefined;
  const peaks = { mainKb: 0, childrenKb: new Map() };
  let children = new Set();
  let ticks = 0;
  const poll = () => {
    if (ticks++ % SCAN_EVERY === 0) children = new Set([...children, ...descendantsOf(pid)]);
    peaks.mainKb = Math.max(peaks.mainKb, highWaterKb(pid) ?? 0);
    for (const child of children) {
      const kb = highWaterKb(child);
      if (kb !== undefined) peaks.childrenKb.set(child, Math.max(peaks.childrenKb.get(child) ?? 0, kb));
    }
  };
  const timer = supported ? setInterval(poll, POLL_MS) : undefined;
  if (supported) poll();
  return {
    stop() {
      clearInterval(timer);
      if (!supported) return { peakRssMb: null, childPeakRssMb: null };
      const toMb = (kb) => Math.round((kb / 1024) * 10) / 10;
      return { peakRssMb: toMb(peaks.mainKb), childPeakRssMb: toMb(Math.max(0, ...peaks.childrenKb.values())) };
    },
  };
}

/**
 * `node bin/docs.js build <siteDir> --json --out-dir <siteDir>/build`, timed from spawn to exit.
 * Resolves with the parsed JSON report (undefined if stdout was not JSON), exit code and stderr.
 */
export function runBuild(repoRoot, siteDir) {
  const args = [path.join(repoRoot, 'bin', 'docs.js'), 'build', siteDir, '--json', '--out-dir', path.join(siteDir, 'build')];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const memory = watchMemory(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s) => (stderr += s));
    child.on('error', (error) => {
      memory.stop();
      reject(error);
    });
    let wallMs;
    let rss;
    child.on('exit', () => {
      wallMs = Math.round(performance.now() - started);
      rss = memory.stop();
    });
    // Resolved on `close`, after `exit`: stdout is then fully read, so the report is complete.
    child.on('close', (code, signal) => {
      let report;
      try {
        report = JSON.parse(stdout);
      } catch {
        report = undefined;
      }
      resolve({ wallMs, exitCode: code ?? (signal ? 128 : 1), signal, report, stderr, ...rss });
    });
  });
}
