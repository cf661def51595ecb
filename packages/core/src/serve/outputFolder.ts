import { stat } from 'node:fs/promises';
import { isGone } from './openedFile.ts';
import { folderVersion, OutputSnapshot, type SnapshotOptions } from './outputSnapshot.ts';

export interface OutputFolderOptions extends SnapshotOptions {
  /** How long a snapshot is trusted before the root is looked at again, in ms. */
  revalidateMs: number;
  /** How long a request waits for a missing output folder to come back (a rebuild's swap has none for a moment), in ms. */
  swapWaitMs: number;
  /** Resolves true once `dir` is a folder again, false after `timeoutMs` (see waitForFolder; tests decide when it comes back). */
  waitForFolder: (dir: string, timeoutMs: number) => Promise<boolean>;
}

/** The output folder was missing for longer than a swap takes, and there is no earlier snapshot to answer from. */
export class OutputMissing extends Error {
  constructor(readonly root: string) {
    super(`The output folder ${root} is missing: build the site again.`);
  }
}

/**
 * The output folder being served, as a snapshot taken once and kept while the folder stays the
 * same folder. `docs build` never edits an output in place: it writes a staging folder and
 * renames it over the old one (write/staging.ts), which gives the root a new inode. So instead of
 * a stat per request, or a recursive watcher on every folder (costly on big sites and unreliable
 * across platforms), the root's device, inode and modification time are compared at most once per
 * `revalidateMs`: a rebuild shows within that time, and a file added or removed at the top level
 * also counts. A snapshot reads no file of a folder that is no longer the root (see
 * OutputSnapshot): a request that meets a rebuild that way calls `after`, which looks at the root
 * at once. Files edited in place below the root are not noticed; restart the server for that.
 */
export class OutputFolder {
  private current?: OutputSnapshot;
  private checkedAt = -Infinity;
  private check?: Promise<OutputSnapshot>;

  constructor(
    private readonly root: string,
    private readonly options: OutputFolderOptions,
  ) {}

  /** The snapshot to answer from: the current one, or a new one if the root was replaced. */
  snapshot(): Promise<OutputSnapshot> {
    if (this.current && performance.now() - this.checkedAt < this.options.revalidateMs) return Promise.resolve(this.current);
    return this.revalidate();
  }

  /**
   * The snapshot to answer from once a file of `stale` turned out gone: the root is looked at now,
   * not at the next revalidation, and a missing root waited for (see `look`). The same snapshot
   * when the root is still its folder: the file was removed in place.
   */
  async after(stale: OutputSnapshot): Promise<OutputSnapshot> {
    // A look under way may have begun before the swap, and seen the folder that is gone.
    await this.check?.catch(() => undefined);
    if (this.current !== stale) return this.current!;
    this.checkedAt = -Infinity;
    return this.revalidate();
  }

  private revalidate(): Promise<OutputSnapshot> {
    this.check ??= this.look().finally(() => (this.check = undefined));
    return this.check;
  }

  /**
   * A snapshot of the folder at the root now. Between the two renames of a swap there is none: wait
   * for the new one, up to `swapWaitMs`; it may be swapped again while it is listed, so look until
   * a listing holds. Past that time, keep answering from the last snapshot (what it holds in memory
   * still answers) and look again on the next request.
   */
  private async look(): Promise<OutputSnapshot> {
    this.checkedAt = performance.now();
    const deadline = this.checkedAt + this.options.swapWaitMs;
    let problem: unknown;
    for (;;) {
      const found = await stat(this.root).catch((error: unknown) => void (problem = error));
      if (found && this.current && folderVersion(found) === this.current.version) return this.current;
      if (found) {
        try {
          this.current = await OutputSnapshot.take(this.root, this.options);
          return this.current;
        } catch (error) {
          if (!isGone(error)) return this.keep(error);
          problem = error;
        }
      }
      const left = deadline - performance.now();
      if (left <= 0 || !(await this.options.waitForFolder(this.root, left))) return this.keep(isGone(problem) ? new OutputMissing(this.root) : problem);
    }
  }

  /** The last snapshot, to be checked again on the next request; `error` when there is none. */
  private keep(error: unknown): OutputSnapshot {
    if (!this.current) throw error;
    this.checkedAt = -Infinity;
    return this.current;
  }
}
