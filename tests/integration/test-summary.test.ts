// The last line `npm test` and `.ci/run` print: a file that failed outside its tests (an afterAll
// that threw while every test passed, an import that failed) must count, or CI reads a failed run
// as passed (the fresh-clone run of stop 32 printed "1 failed" for two failures).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, temporaryFolder } from '../helpers/site.ts';

const summary = async () =>
  (await import(path.join(ROOT, 'scripts', 'testSummary.mjs'))) as {
    testSummary(file?: string): { passed: number; failed: number };
    summaryLine(counts: { passed: number; failed: number }): string;
  };

function report(json: unknown): string {
  const file = path.join(temporaryFolder('docs-summary-'), 'vitest.json');
  writeFileSync(file, JSON.stringify(json));
  return file;
}

describe('the test summary line', () => {
  it('counts failed tests, and each file that failed with none of its tests failing', async () => {
    const { testSummary, summaryLine } = await summary();
    const file = report({
      numPassedTests: 5,
      numFailedTests: 1,
      testResults: [
        { status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] },
        { status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'passed' }] },
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    });
    expect(summaryLine(testSummary(file))).toBe('5 passed, 3 failed');
  });

  it('is a failure when the run left no report', async () => {
    const { testSummary } = await summary();
    expect(testSummary(path.join(temporaryFolder('docs-summary-'), 'missing.json'))).toEqual({ passed: 0, failed: 1 });
  });

  it('passes a run where every file passed', async () => {
    const { testSummary } = await summary();
    expect(testSummary(report({ numPassedTests: 2, numFailedTests: 0, testResults: [{ status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] }] }))).toEqual({ passed: 2, failed: 0 });
  });
});
