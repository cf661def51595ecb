// `docs serve` and `docs dev` under load: the portal built into a private copy, then each server
// started as a child process on a free port, one after the other, and driven by autocannon with
// 200 connections for 30 s over a small mix of paths (the home page, a docs page and the hashed
// entry script), asked for as a browser does (Accept-Encoding: gzip, deflate, br).
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterPaintLoad } from './firstLoad.mjs';
import { withBuiltPortal } from './portalCopy.mjs';

/** A typical guide: headings, a list and code. */
const DOCS_PAGE = '/how-to-guides/performance/lighthouse';

/** The request headers of a current browser that matter to a static server. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };

/** Start `node bin/docs.js <args>` and resolve with its address once its stdout says `ready`. */
export function startServer(root, args, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bin', 'docs.js'), ...args], { env: { ...process.env, CI: 'true' } });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) resolve({ child, url: new URL(m[1]).origin });
    });
    child.on('exit', (code) => reject(new Error(`docs ${args[0]} exited with ${code}:\n${out}\n${err}`)));
  });
}

export function stop({ child }) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The home page's entry script: its name differs between a build and `docs dev`, so each server is asked. */
async function entryScript(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const entry = afterPaintLoad(html)?.entry;
  if (!entry) throw new Error(`${origin}/ has no entry script.`);
  return entry;
}

/** Every path once, so that neither server is measured on its first render or first read. */
async function warmUp(origin, paths) {
  for (const p of paths) {
    const res = await fetch(origin + p, { headers: BROWSER_HEADERS });
    if (!res.ok) throw new Error(`${origin}${p} answered ${res.status}.`);
    await res.arrayBuffer();
  }
}

function load(origin, paths, { connections, durationSec }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin, connections, duration: durationSec, requests: paths.map((p) => ({ method: 'GET', path: p, headers: BROWSER_HEADERS })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(origin, options) {
  const paths = ['/', DOCS_PAGE, await entryScript(origin)];
  await warmUp(origin, paths);
  const r = await load(origin, paths, options);
  return {
    paths,
    requestsPerSec: Math.round(r.requests.average),
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    bytesPerSec: Math.round(r.throughput.average),
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * @param {string} root the repository
 * @param {{ connections?: number, durationSec?: number, log?: (s: string) => void }} [o]
 */
export async function benchServers(root, { connections = 200, durationSec = 30, log = (s) => process.stdout.write(s) } = {}) {
  const options = { connections, durationSec };
  return withBuiltPortal(
    root,
    'servers',
    async (siteDir) => {
      log(`  docs serve, ${connections} connections for ${durationSec} s... `);
      const serve = await startServer(root, ['serve', siteDir, '--port', '0'], /Serving .* at (\S+)/);
      let served;
      try {
        served = await measure(serve.url, options);
      } finally {
        await stop(serve);
      }
      log(`${served.requestsPerSec} req/s\n  docs dev, ${connections} connections for ${durationSec} s... `);
      const dev = await startServer(root, ['dev', siteDir, '--port', '0'], /ready in [\d.]+ s at (\S+)/);
      let developed;
      try {
        // Let the work that follows start-up (the compiler warming up, the link check) finish first.
        await new Promise((r) => setTimeout(r, 5000));
        developed = await measure(dev.url, options);
      } finally {
        await stop(dev);
      }
      log(`${developed.requestsPerSec} req/s\n`);
      return { connections, durationSec, serve: served, dev: developed };
    },
    { log },
  );
}

const line = (name, r) =>
  `  ${name}: ${r.requestsPerSec.toLocaleString('en-US')} req/s, latency p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms (max ${r.latencyMs.max}), ${(r.bytesPerSec / 1e6).toFixed(1)} MB/s; ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`;

export function serverLines(s) {
  return [`Servers under load (${s.connections} connections, ${s.durationSec} s, paths ${s.serve.paths.join(' ')}):`, line('docs serve', s.serve), line('docs dev  ', s.dev)].join('\n');
}

export function serverTargets(s) {
  const failures = (r) => r.errors + r.timeouts + r.non2xx;
  return [
    { name: 'docs serve answers at least as many requests per second as docs dev', pass: s.serve.requestsPerSec >= s.dev.requestsPerSec, value: `${s.serve.requestsPerSec.toLocaleString('en-US')} against ${s.dev.requestsPerSec.toLocaleString('en-US')} req/s` },
    { name: 'docs serve answers every request under load', pass: failures(s.serve) === 0, value: `${failures(s.serve)} errors, timeouts or non-2xx` },
  ];
}
