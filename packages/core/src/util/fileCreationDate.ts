import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * The day a file was created, as `YYYY-MM-DD` in UTC, the way Docusaurus dates a blog post that
 * names no date: the commit that added it to git (following renames), or, outside a repository
 * or before its first commit, the file system's birth time (its modification time where the file
 * system keeps no birth time).
 */
export function fileCreationDate(file: string): string {
  const committed = firstCommitSeconds(file);
  if (committed !== undefined) return new Date(committed * 1000).toISOString().slice(0, 10);
  const stat = statSync(file);
  return new Date(stat.birthtimeMs > 0 ? stat.birthtimeMs : stat.mtimeMs).toISOString().slice(0, 10);
}

/** Seconds since the epoch of the commit that added `file`; undefined when git has none (or no git). */
function firstCommitSeconds(file: string): number | undefined {
  try {
    const out = execFileSync('git', ['log', '--follow', '--diff-filter=A', '--format=%ct', '--', path.basename(file)], {
      cwd: path.dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    // The oldest addition is the last line (a file deleted and added again has several).
    const last = out.trim().split('\n').pop();
    return last ? Number(last) : undefined;
  } catch {
    return undefined;
  }
}
