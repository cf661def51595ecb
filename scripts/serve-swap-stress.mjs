// `docs serve` under load while the real `docs build` rebuilds the output it serves: a copy of a
// site (the portal unless --site says otherwise) is built, served by the CLI on a free port of
// 127.0.0.1, and asked for every file of every output so far by --clients clients at once while
// one of its documents is edited and the site rebuilt --rebuilds times (each edit changes the
// search index, so its content-hashed files get new names and the old ones vanish). The portal's
// 4,000 files are more than the server reads between two rebuilds, so requests meet files of the
// old output it has not read yet, which is where a rebuild used to show as a 500 (a small fixture
// is read whole within a second and never showed one). Prints the status counts, the 200s whose
// body length is not their Content-Length, the requests that failed outright, and whether the
// server survived; exits 1 on a 500, a short body, a failed request or a dead server. Bounded:
// the clients stop once the last rebuild is a second and a half old (about a minute and a half
// in all for the portal, its first build included).
//
//   node scripts/serve-swap-stress.mjs [--site site] [--rebuilds 5] [--clients 20]
//
// Needs packages/core/dist: run `node scripts/build-packages.mjs` first.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer, stop } from './bench/serverLoad.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { site: { type: 'string', default: 'site' }, rebuilds: { type: 'string', default: '5' }, clients: { type: 'string', default: '20' } } });
const rebuilds = Number(values.rebuilds);
const clients = Number(values.clients);
/** Load before the first rebuild and after each, long enough for the server to look at its folder again (it does once a second). */
const SETTLE_MS = 1500;
const ENCODINGS = ['br', 'gzip', 'gzip, deflate, br', ''];

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bin', 'docs.js'), ...args], { env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`docs ${args.join(' ')} exited with ${code}:\n${err}`))));
  });
}

/** The request paths of every file of the output, precompressed siblings left out (they are sent only as their original). */
async function outputPaths(outDir) {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(outDir, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/'));
  return files.filter((f) => !/\.(br|gz)$/.test(f) && f !== '_headers').map((f) => '/' + f.split('/').map(encodeURIComponent).join('/'));
}

function get(agent, port, requestPath, encoding) {
  return new Promise((resolve) => {
    const failed = (error) => resolve({ error: error.code ?? error.message });
    try {
      const req = http.get({ host: '127.0.0.1', port, path: requestPath, agent, headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
        let length = 0;
        res.on('data', (d) => (length += d.length));
        res.on('end', () => resolve({ status: res.statusCode, short: res.statusCode === 200 && Number(res.headers['content-length']) !== length }));
        res.on('error', failed);
      });
      req.on('error', failed);
    } catch (error) {
      failed(error);
    }
  });
}

const siteDir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-swap-stress-')), 'site');
cpSync(path.resolve(root, values.site), siteDir, { recursive: true, filter: (src) => !/[\\/](build|\.docs)$/.test(src) });
const outDir = path.join(siteDir, 'build');
let server;
try {
  await run(['build', siteDir]);
  server = await startServer(root, ['serve', siteDir, '--port', '0'], /Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/);
  let exited = false;
  server.child.once('exit', () => (exited = true));
  const port = Number(new URL(server.url).port);
  const paths = new Set(await outputPaths(outDir));
  let list = [...paths];
  const counts = {};
  const errors = {};
  let short = 0;
  let sent = 0;
  let done = false;
  const client = async (n) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = n; !done && !exited; i++) {
      const r = await get(agent, port, list[(i * 7919) % list.length], ENCODINGS[i % ENCODINGS.length]);
      sent++;
      if (r.error) errors[r.error] = (errors[r.error] ?? 0) + 1;
      else counts[r.status] = (counts[r.status] ?? 0) + 1;
      if (r.short) short++;
    }
    agent.destroy();
  };
  const running = Array.from({ length: clients }, (_, n) => client(n));
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const doc = path.join(siteDir, 'docs', (await readdir(path.join(siteDir, 'docs'))).filter((f) => /\.mdx?$/.test(f)).sort()[0]);
  await pause(SETTLE_MS);
  for (let i = 1; i <= rebuilds && !exited; i++) {
    appendFileSync(doc, `\nRebuilt ${i} times: swapword${i}.\n`);
    await run(['build', siteDir]);
    for (const p of await outputPaths(outDir)) paths.add(p);
    list = [...paths];
    await pause(SETTLE_MS);
  }
  done = true;
  await Promise.all(running);
  const failed = (counts[500] ?? 0) + short + Object.values(errors).reduce((a, b) => a + b, 0) + (exited ? 1 : 0);
  console.log(JSON.stringify({ rebuilds, clients, paths: paths.size, requests: sent, status: counts, shortBodies: short, requestErrors: errors, serverExited: exited }, null, 2));
  process.exitCode = failed ? 1 : 0;
} finally {
  if (server && server.child.exitCode === null) await stop(server);
  rmSync(path.dirname(siteDir), { recursive: true, force: true });
}
