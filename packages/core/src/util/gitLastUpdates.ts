import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The last commit that changed a file: when (ISO date-time) and by whom. */
export interface GitLastUpdate {
  date: string;
  author: string;
}

const git = (args: string[], cwd: string) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000, maxBuffer: 256 * 1024 * 1024 });

/**
 * The last commit of every file under `dir`, from one `git log` over the folder (a large docs
 * folder costs one process, not one per file), keyed by absolute path. Outside a repository, or
 * without git, it is empty: pages then show no last-update line, and the build goes on.
 */
export function gitLastUpdates(dir: string): Map<string, GitLastUpdate> {
  const found = new Map<string, GitLastUpdate>();
  let root: string;
  let log: string;
  try {
    root = git(['rev-parse', '--show-toplevel'], dir).trim();
    // Newest first: the first commit naming a file is its last change. NUL ends each header line.
    log = git(['log', '--format=%x00%cI%x09%an', '--name-only', '--no-renames', '--', '.'], dir);
  } catch {
    return found;
  }
  let current: GitLastUpdate | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) {
      const [date = '', author = ''] = line.slice(1).split('\t');
      current = { date, author };
    } else if (line && current) {
      const file = path.join(root, line);
      if (!found.has(file)) found.set(file, current);
    }
  }
  return found;
}
