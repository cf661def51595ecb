import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileCreationDate } from './fileCreationDate.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docs-creation-date-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** git in `dir`, with fixed dates and identity so the test never depends on the clock or the machine. */
const git = (args: string[], date: string) =>
  execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.test', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.test', GIT_CONFIG_NOSYSTEM: '1', HOME: dir } });

describe('fileCreationDate', () => {
  it('is the day of the commit that added the file, in UTC, across a rename', () => {
    git(['init', '-q'], '2020-01-01T00:00:00Z');
    writeFileSync(path.join(dir, 'post.md'), '# Post\n');
    git(['add', 'post.md'], '2021-03-04T23:30:00-05:00');
    git(['commit', '-q', '-m', 'add'], '2021-03-04T23:30:00-05:00');
    git(['mv', 'post.md', 'renamed.md'], '2022-06-07T10:00:00Z');
    git(['commit', '-q', '-m', 'rename'], '2022-06-07T10:00:00Z');
    expect(fileCreationDate(path.join(dir, 'renamed.md'))).toBe('2021-03-05');
  });

  it('falls back to the file system for a file git does not track', () => {
    const file = path.join(dir, 'untracked.md');
    writeFileSync(file, '# Untracked\n');
    const when = new Date('2019-05-06T12:00:00Z');
    utimesSync(file, when, when);
    const day = fileCreationDate(file);
    // Birth time where the file system keeps one (now), else the modification time set above.
    expect([new Date().toISOString().slice(0, 10), '2019-05-06', new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)]).toContain(day);
  });
});
