// `docs dev` on the portal, cold (no cache), as one opens it: the time from starting the command to
// the first docs page answered with 200, and the CPU the server's process spent by then. The page
// is asked for the moment the server says where it listens.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyPortal } from './portalCopy.mjs';
import { cpuMsOf } from './measure.mjs';

/**
 * @param {{ root: string, page: string }} o  page: a docs page of the portal, such as `/quickstart`.
 * @returns {Promise<{ page: string, readyMs: number, firstPageMs: number, pageMs: number, cpuMs?: number }>}
 */
export async function benchDevFirstPage({ root, page }) {
  const siteDir = copyPortal(root, 'dev-first');
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin', 'docs.js'), 'dev', siteDir, '--port', '0'], { env: { ...process.env, CI: 'true' } });
  try {
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const ready = await new Promise((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += d;
        const m = /ready in [\d.]+ s at (\S+)/.exec(out);
        if (m) resolve({ url: m[1], at: performance.now() });
      });
      child.on('exit', (code) => reject(new Error(`docs dev exited with ${code}:\n${out}\n${err}`)));
    });
    const response = await fetch(new URL(page.replace(/^\//, ''), ready.url));
    await response.arrayBuffer();
    const answered = performance.now();
    const cpuMs = cpuMsOf(child.pid);
    if (response.status !== 200) throw new Error(`docs dev answered ${page} with ${response.status}:\n${err}`);
    return { page, readyMs: Math.round(ready.at - started), firstPageMs: Math.round(answered - started), pageMs: Math.round(answered - ready.at), cpuMs };
  } finally {
    // Measured: what it does while stopping (a background compile finishing its batch) is not.
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
    rmSync(siteDir, { recursive: true, force: true });
  }
}
