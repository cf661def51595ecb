import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { recoverLeftovers, workFolder } from './leftovers.ts';
import { writeOutputMarker } from './outputMarker.ts';

/**
 * The output is built in a staging folder beside the real one and swapped in only when the whole
 * build succeeded: a failed build leaves the previous output exactly as it was.
 */
export class StagingDir {
  readonly dir: string;
  private readonly ready: string;
  private created = false;

  constructor(readonly outDir: string) {
    this.dir = workFolder(outDir, 'staging', process.pid);
    this.ready = workFolder(outDir, 'ready', process.pid);
  }

  /**
   * Put back the output of a build killed in the middle of its swap, and clear what killed builds
   * of this output left (this process's own staging folder among them): see recoverLeftovers. A
   * build does it first thing, so even one that fails before writing anything leaves an output.
   */
  async recover(): Promise<void> {
    await recoverLeftovers(this.outDir);
  }

  /** Recovers too, for what a build killed since left. */
  async create(): Promise<void> {
    this.created = true;
    await this.recover();
    await mkdir(this.dir, { recursive: true });
  }

  /**
   * Swap the new output in, in renames that leave a complete output on disk at every instant,
   * and names that say which one a later build should take if this one is killed in between
   * (recoverLeftovers runs at the start of each build; P is this build's pid, no longer running
   * by then):
   *
   * 1. staging-P -> ready-P. Killed before: `out` holds the previous output (or there is none)
   *    and staging-P is incomplete; it is removed. Killed after: ready-P is removed while `out` is
   *    there, and becomes `out` when there was no output before.
   * 2. out -> old-P (when there was an output). Killed after: no `out`, old-P and ready-P both
   *    complete; ready-P, the newer, is renamed back to `out`, then old-P is removed.
   * 3. ready-P -> out. Killed after: `out` holds the new output; old-P is removed.
   * 4. old-P -> removing-P, then deleted by a process of its own. A folder named `removing` may be
   *    half deleted, so it is never put back, only removed, even while the remover still runs
   *    (both remove it with `force`).
   *
   * The recovery itself is one rename of a complete copy to `out`, and removes `ready` and `old`
   * folders only once `out` exists: killed before that rename nothing changed, after it `out` is
   * there and the rest is leftovers as above. Folders of builds still running are never touched.
   *
   * The previous output is deleted by a detached process, which outlives this one: unlinking
   * every file of a large site took longer than writing what changed (a tenth of a second for the
   * 4,400 files of the 250-doc bench, seconds at ten thousand pages), and nothing waits for it.
   */
  async commit(): Promise<void> {
    await writeOutputMarker(this.dir);
    await rename(this.dir, this.ready);
    const old = workFolder(this.outDir, 'old', process.pid);
    const hadOutput = existsSync(this.outDir);
    if (hadOutput) await rename(this.outDir, old);
    try {
      await rename(this.ready, this.outDir);
    } catch (error) {
      if (hadOutput) await rename(old, this.outDir);
      throw error;
    }
    if (!hadOutput) return;
    const removing = workFolder(this.outDir, 'removing', process.pid);
    await rename(old, removing);
    if (!removeInBackground(removing)) await rm(removing, { recursive: true, force: true });
  }

  /** Remove this build's unfinished output; nothing at all if it never made one. */
  async discard(): Promise<void> {
    if (!this.created) return;
    await Promise.all([this.dir, this.ready].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/** Delete a folder from a detached Node process; false when one could not be started. */
function removeInBackground(dir: string): boolean {
  try {
    const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], { detached: true, stdio: 'ignore', env: {} });
    child.on('error', () => undefined);
    child.unref();
    return child.pid !== undefined;
  } catch {
    return false;
  }
}
