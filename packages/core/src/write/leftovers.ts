import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** What a build keeps beside the output folder: the output being written, and the previous one being replaced. */
export type WorkFolderKind = 'staging' | 'old';

/** `.<out>.staging-<pid>` or `.<out>.old-<pid>`, beside `outDir`. */
export function workFolder(outDir: string, kind: WorkFolderKind, pid: number): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.${kind}-${pid}`);
}

/** Whether a process runs: signal 0 checks without sending anything; EPERM means it runs as another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * A build killed outright (SIGKILL, out of memory, a power cut) leaves its work folders behind
 * for good, hundreds of megabytes each. Remove those of `outDir` whose build no longer runs, and
 * this process's own (an earlier build of it that stopped half-way); a build still running keeps
 * its folders, and nothing but a folder named exactly so for this output is touched.
 * Returns the folders removed.
 */
export async function removeLeftovers(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const prefix = `.${path.basename(outDir)}.`;
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  const stale = entries.flatMap((entry) => {
    const pid = entry.isDirectory() && entry.name.startsWith(prefix) ? /^(?:staging|old)-([1-9]\d*)$/.exec(entry.name.slice(prefix.length))?.[1] : undefined;
    return pid && (Number(pid) === process.pid || !isRunning(Number(pid))) ? [path.join(parent, entry.name)] : [];
  });
  await Promise.all(stale.map((dir) => rm(dir, { recursive: true, force: true })));
  return stale;
}
