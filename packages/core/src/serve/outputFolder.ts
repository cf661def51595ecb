import { stat } from 'node:fs/promises';
import { OutputSnapshot, type SnapshotOptions } from './outputSnapshot.ts';

export interface OutputFolderOptions extends SnapshotOptions {
  /** How long a snapshot is trusted before the root is looked at again, in ms. */
  revalidateMs: number;
}

/**
 * The output folder being served, as a snapshot taken once and kept while the folder stays the
 * same folder. `docs build` never edits an output in place: it writes a staging folder and
 * renames it over the old one (write/staging.ts), which gives the root a new inode. So instead of
 * a stat per request, or a recursive watcher on every folder (costly on big sites and unreliable
 * across platforms), the root's device, inode and modification time are compared at most once per
 * `revalidateMs`: a rebuild shows within that time, and a file added or removed at the top level
 * also counts. Files edited in place below the root are not noticed; restart the server for that.
 */
export class OutputFolder {
  private current?: { identity: string | undefined; snapshot: OutputSnapshot };
  private checkedAt = -Infinity;
  private check?: Promise<OutputSnapshot>;

  constructor(
    private readonly root: string,
    private readonly options: OutputFolderOptions,
  ) {}

  /** The snapshot to answer from: the current one, or a new one if the root was replaced. */
  snapshot(): Promise<OutputSnapshot> {
    if (this.current && performance.now() - this.checkedAt < this.options.revalidateMs) return Promise.resolve(this.current.snapshot);
    this.check ??= this.revalidate().finally(() => (this.check = undefined));
    return this.check;
  }

  private async revalidate(): Promise<OutputSnapshot> {
    this.checkedAt = performance.now();
    const identity = await stat(this.root).then(
      (s) => `${s.dev}:${s.ino}:${s.mtimeMs}`,
      () => undefined,
    );
    // Missing for a moment (between the two renames of a swap): keep answering from what we have.
    if (this.current && (identity === undefined || identity === this.current.identity)) return this.current.snapshot;
    try {
      this.current = { identity, snapshot: await OutputSnapshot.take(this.root, this.options) };
    } catch (error) {
      // The folder moved while it was being listed: keep the old snapshot and look again next time.
      if (!this.current) throw error;
      this.checkedAt = -Infinity;
    }
    return this.current.snapshot;
  }
}
