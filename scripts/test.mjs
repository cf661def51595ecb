// `npm test`: every test (unit, build integration, browser). Makes sure Chromium is there first,
// rebuilds the CLI, runs vitest, and ends with one plain line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORT, summaryLine, testSummary } from './testSummary.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts }).status ?? 1;

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Browser tests need Chromium: run `sudo apt-get install -y chromium`, then `npm test` again.');
    process.exit(1);
  }
  console.log('Installing Chromium for the browser tests (apt-get install -y chromium)...');
  if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', 'chromium']) !== 0 || !existsSync(CHROMIUM)) {
    console.error('Could not install Chromium: run `apt-get install -y chromium` by hand, then `npm test` again.');
    process.exit(1);
  }
}

if (run(process.execPath, ['scripts/build-packages.mjs']) !== 0) process.exit(1);

// The whole repository type-checks in strict mode before any test runs.
console.log('Type-checking (tsc --noEmit)...');
if (run(path.join(root, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.']) !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

rmSync(REPORT, { force: true });
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`, ...process.argv.slice(2)];
const status = run(path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vitest.cmd' : 'vitest'), args.slice(1));

const summary = testSummary(REPORT);
console.log(summaryLine(summary));
process.exit(status !== 0 || summary.failed > 0 ? 1 : 0);
