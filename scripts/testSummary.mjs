// The one plain summary line of a test run, `N passed, N failed`, read from vitest's JSON report.
// `npm test` prints it, and `.ci/run` prints it again last (npm may print after the script ends).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPORT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'vitest.json');

/** The counts of the report at `file`; a missing report is one failure, so a run that crashed cannot pass. */
export function testSummary(file = REPORT) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const passed = json.numPassedTests ?? 0;
  let failed = json.numFailedTests ?? 0;
  // A test file that fails to load runs no tests: count it as a failure so it cannot pass silently.
  // A file that failed outside its tests (a hook, an import) is one failure more, its tests all passing or none run.
  for (const result of json.testResults ?? []) if (result.status === 'failed' && !(result.assertionResults ?? []).some((a) => a.status === 'failed')) failed++;
  return { passed, failed };
}

export const summaryLine = ({ passed, failed }) => `${passed} passed, ${failed} failed`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const summary = testSummary();
  console.log(summaryLine(summary));
  process.exit(summary.failed > 0 ? 1 : 0);
}
