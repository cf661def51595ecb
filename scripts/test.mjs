// `npm test`: every test (unit, build integration, browser). Makes sure Chromium is there first,
// rebuilds the CLI, runs vitest, and ends with one plain line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const report = path.join(root, 'test-results', 'vitest.json');
rmSync(report, { force: true });
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const status = run(path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vitest.cmd' : 'vitest'), args.slice(1));

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = json.numFailedTests ?? 0;
  // A test file that fails to load runs no tests: count it as a failure so it cannot pass silently.
  // A file that failed outside its tests (a hook, an import) is one failure more, its tests all passing or none run.
  for (const file of json.testResults ?? []) if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed')) failed++;
} else {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(status !== 0 || failed > 0 ? 1 : 0);
