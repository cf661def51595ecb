// `docs dev` on the portal, as a maintainer uses it: how long the server takes to start (cold,
// with no cache, and warm, as every later start), and how long a saved edit takes to show in an
// open browser (the reloaded page's first paint with the new text, then its hydration).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyPortal } from './portalCopy.mjs';
import { launchChromium, median } from './browserBench.mjs';

/** Start `docs dev` and resolve once it says it is ready. */
function startDev(root, siteDir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'bin', 'docs.js'), 'dev', siteDir, '--port', '0'], { env: { ...process.env, CI: 'true' } });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      const m = /ready in ([\d.]+) s at (\S+)/.exec(out);
      if (m) resolve({ child, url: m[2], readyMs: Number(m[1]) * 1000, wallMs: performance.now() - started, stderr: () => err });
    });
    child.on('exit', (code) => reject(new Error(`docs dev exited with ${code}:\n${out}\n${err}`)));
  });
}

/**
 * Resolve once the server says it is idle: a cold start compiles the documents in the background
 * after it is ready, and the warm start measured next should find them in the cache.
 */
function idle(dev) {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL('__docs/events', dev.url), (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        if (chunk.includes('"type":"idle"')) {
          request.destroy();
          resolve();
        }
      });
    });
    request.on('error', (error) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

function stop(dev) {
  return new Promise((resolve) => {
    dev.child.once('exit', resolve);
    dev.child.kill('SIGTERM');
  });
}

/** The first paint of the page now showing, as a wall-clock time (ms since the epoch). */
const firstPaintAt = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
          if (paint) resolve(performance.timeOrigin + paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );

/**
 * @param {{ root: string, page: string, file: string, edits?: number }} o
 *   page: the path to keep open; file: its source, relative to site/.
 */
export async function benchDevLoop({ root, page: pagePath, file, edits = 10 }) {
  const siteDir = copyPortal(root, 'dev');
  const source = path.join(siteDir, file);
  const original = readFileSync(source, 'utf8');
  let browser;
  let dev;
  try {
    const cold = await startDev(root, siteDir);
    await idle(cold);
    await stop(cold);
    dev = await startDev(root, siteDir);
    const warm = { readyMs: dev.readyMs, wallMs: dev.wallMs };

    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(new URL(pagePath.replace(/^\//, ''), dev.url).href);
    await page.waitForSelector('#__docs[data-hydrated]');
    // Let the work that follows start-up (the compiler warming up, the link check) finish, as it
    // would while one reads.
    await new Promise((r) => setTimeout(r, 5000));

    const samples = [];
    for (let i = 0; i < edits; i++) {
      const marker = `Benchmark edit number ${i} at ${Date.now()}`;
      const edited = original.replace(/\n\n([A-Z][^\n]*)/, `\n\n${marker}. $1`);
      if (edited === original) throw new Error(`${file} has no paragraph to edit.`);
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      const savedAt = Date.now();
      writeFileSync(source, edited);
      await reloaded;
      const paintedAt = await firstPaintAt(page);
      const shows = await page.evaluate((m) => document.body.innerText.includes(m), marker);
      if (!shows) throw new Error(`The page reloaded without edit ${i}.`);
      await page.waitForSelector('#__docs[data-hydrated]', { timeout: 30_000 });
      samples.push({ paintMs: paintedAt - savedAt, hydratedMs: Date.now() - savedAt });
      // The next save comes after this one's browser rebuild, as a writer's next save would.
      await new Promise((r) => setTimeout(r, 2500));
    }
    const paint = samples.map((s) => s.paintMs);
    const hydrated = samples.map((s) => s.hydratedMs);
    return {
      page: pagePath,
      cold: { readyMs: Math.round(cold.readyMs), wallMs: Math.round(cold.wallMs) },
      warm: { readyMs: Math.round(warm.readyMs), wallMs: Math.round(warm.wallMs) },
      edits: samples.length,
      editToPaintMs: { median: Math.round(median(paint)), min: Math.round(Math.min(...paint)), max: Math.round(Math.max(...paint)) },
      editToHydratedMs: { median: Math.round(median(hydrated)), max: Math.round(Math.max(...hydrated)) },
    };
  } finally {
    writeFileSync(source, original);
    await browser?.close();
    if (dev) await stop(dev);
    rmSync(siteDir, { recursive: true, force: true });
  }
}
