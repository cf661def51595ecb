import { statSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a build keeps beside its output folder (see StagingDir.commit for the order):
 * - `staging`: the output being written, incomplete;
 * - `ready`: the output complete, not yet swapped in;
 * - `old`: the previous output, complete, swapped out;
 * - `removing`: the previous output being deleted, in whatever state the deletion left it.
 */
export type WorkFolderKind = 'staging' | 'ready' | 'old' | 'removing';

const WORK_FOLDER_NAME = /^(staging|ready|old|removing)-([1-9]\d*)$/;

/** `.<out>.<kind>-<pid>`, beside `outDir`. */
export function workFolder(outDir: string, kind: WorkFolderKind, pid: number): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.${kind}-${pid}`);
}

interface WorkFolder {
  dir: string;
  kind: WorkFolderKind;
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
 * The work folders of `outDir` whose build no longer runs, and this process's own (an earlier
 * build of it that stopped half-way). Nothing but a folder named exactly so for this output.
 */
async function abandonedWorkFolders(outDir: string): Promise<WorkFolder[]> {
  const parent = path.dirname(outDir);
  const prefix = `.${path.basename(outDir)}.`;
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  return entries.flatMap((entry) => {
    const match = entry.isDirectory() && entry.name.startsWith(prefix) ? WORK_FOLDER_NAME.exec(entry.name.slice(prefix.length)) : null;
    if (!match) return [];
    const pid = Number(match[2]);
    return pid === process.pid || !isRunning(pid) ? [{ dir: path.join(parent, entry.name), kind: match[1] as WorkFolderKind }] : [];
  });
}

/**
 * A build killed outright (SIGKILL, out of memory, a power cut) leaves its work folders behind
 * for good, hundreds of megabytes each, and one killed in the middle of its swap leaves no output
 * folder at all, its output in a `ready` or `old` folder. Put back the newest complete output
 * when `outDir` is missing, then remove the work folders of builds no longer running. A complete
 * copy (`ready`, `old`) is removed only once `outDir` is there: if the output could not be put
 * back, they all stay for the next build to try again.
 */
export async function recoverLeftovers(outDir: string): Promise<void> {
  const abandoned = await abandonedWorkFolders(outDir);
  const restored = isFolder(outDir) ? undefined : await restoreNewest(outDir, abandoned);
  const outputThere = isFolder(outDir);
  const removable = abandoned.filter((f) => f !== restored && (outputThere || f.kind === 'staging' || f.kind === 'removing'));
  await Promise.all(removable.map((f) => rm(f.dir, { recursive: true, force: true })));
}

const isFolder = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;

/**
 * Move the newest complete output back to `outDir`: a `ready` one (the output a killed build had
 * finished) before an `old` one (the output it was replacing), the last modified first.
 */
async function restoreNewest(outDir: string, folders: WorkFolder[]): Promise<WorkFolder | undefined> {
  const modified = (f: WorkFolder) => statSync(f.dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const rank = (f: WorkFolder) => (f.kind === 'ready' ? 1 : 0);
  const [newest] = folders.filter((f) => f.kind === 'ready' || f.kind === 'old').sort((a, b) => rank(b) - rank(a) || modified(b) - modified(a));
  if (!newest) return undefined;
  try {
    await rename(newest.dir, outDir);
    return newest;
  } catch {
    // Another build put an output there first, or the folder cannot be moved: left for later.
    return undefined;
  }
}
