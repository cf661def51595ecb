// Search on a built site, timed in the browser the way a reader meets it: from pressing Ctrl+K to
// the modal on screen, and from the first keystroke of a word to its results on screen. Times are
// taken inside the page (keydown to the animation frame after the DOM change), so the harness's
// own round trips are not counted.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { launchChromium, median } from './browserBench.mjs';

function serve(root, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bin', 'docs.js'), 'serve', '--dir', outDir, '--port', '0']);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1], close: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`docs serve exited with ${code}: ${out}`)));
  });
}

/** Marks, in page time: the first keydown after `arm`, the dialog shown, the first result shown. */
function installProbe() {
  const marks = {};
  window.__searchProbe = { marks, arm: () => Object.keys(marks).forEach((k) => delete marks[k]) };
  addEventListener('keydown', () => (marks.key ??= performance.now()), { capture: true });
  new MutationObserver(() => {
    const painted = (name) => requestAnimationFrame(() => (marks[name] ??= performance.now()));
    if (!marks.open && document.querySelector('[role="dialog"] input')) painted('open');
    if (!marks.results && document.querySelector('[role="dialog"] [role="option"]')) painted('results');
  }).observe(document, { childList: true, subtree: true });
}

const read = (page) => page.evaluate(() => ({ ...window.__searchProbe.marks }));
const arm = (page) => page.evaluate(() => window.__searchProbe.arm());

/**
 * @param {{ root: string, outDir: string, page?: string, words?: string[], runs?: number }} o
 * Each run is a fresh page: the first open also downloads the modal's code and the index's meta.
 */
export async function benchSearchTiming({ root, outDir, page: pagePath = '/docs', words = ['checkout', 'payment', 'analytics', 'session', 'theming'], runs = 5 }) {
  const server = await serve(root, outDir);
  const browser = await launchChromium();
  const firstOpen = [];
  const reopen = [];
  const firstKeyToResults = [];
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage();
      await page.addInitScript(installProbe);
      await page.goto(new URL(pagePath.replace(/^\//, ''), server.url).href);
      await page.waitForSelector('#__docs[data-hydrated]');
      await page.waitForLoadState('networkidle');

      await arm(page);
      await page.keyboard.press('Control+k');
      await page.waitForFunction(() => window.__searchProbe.marks.open);
      let m = await read(page);
      firstOpen.push(m.open - m.key);

      await arm(page);
      await page.keyboard.type(words[i % words.length]);
      await page.waitForFunction(() => window.__searchProbe.marks.results, undefined, { timeout: 15_000 });
      m = await read(page);
      firstKeyToResults.push(m.results - m.key);

      await page.keyboard.press('Escape');
      await arm(page);
      await page.keyboard.press('Control+k');
      await page.waitForFunction(() => window.__searchProbe.marks.open);
      m = await read(page);
      reopen.push(m.open - m.key);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const summary = (xs) => ({ median: Math.round(median(xs)), max: Math.round(Math.max(...xs)) });
  return { page: pagePath, runs, shortcutToOpenMs: { first: summary(firstOpen), again: summary(reopen) }, firstKeystrokeToResultsMs: summary(firstKeyToResults) };
}
