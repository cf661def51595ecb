import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';

/** Output, caches and tools' folders: never the site's sources. */
const IGNORED_DIRS = /[\\/](\.docs|build|node_modules|\.git)([\\/]|$)/;
/** Editors' swap, backup and lock files (Vim, Emacs, macOS): saving them must not reload every page. */
const EDITOR_FILES = /[\\/](\.#[^\\/]*|[^\\/]*~|[^\\/]*\.sw[a-p]|4913|\.DS_Store)$/;
/** Wait this long after a change for the rest of a save (editors write files in several steps). */
const DEBOUNCE_MS = 15;
/**
 * chokidar drops a second change to a file within 50 ms of the first, with no event after: a
 * batch's files are looked at again this long after it, and the ones that changed since go again.
 */
const RECHECK_MS = 120;
/**
 * How long a failed update waits before it is reported: an editor may still be writing (truncate
 * then write, or several chunks), and a half-written file's error would be gone a moment later.
 */
export const SETTLE_MS = 150;

export interface ChangeWatcher {
  /** True when no change is waiting to be handed over or looked at again. */
  readonly quiet: boolean;
  close(): Promise<void>;
}

/** One save's changed files. */
export interface ChangeBatch {
  files: string[];
  /**
   * After SETTLE_MS: true when none of the files changed since the batch was taken and no newer
   * change is waiting, so what the update read was what the editor meant. When false, a newer
   * batch with the files is sure to follow (from chokidar, or from the recheck).
   */
  settled(): Promise<boolean>;
}

export interface WatchOptions {
  /** Called each time the watcher becomes quiet (see `ChangeWatcher.quiet`). */
  onQuiet?(): void;
  /** A path the watcher cannot follow (a symbolic link loop, a vanished folder), once per path. */
  onSkipped?(file: string, reason: string): void;
}

const fingerprint = (file: string) =>
  stat(file).then(
    (s) => `${s.mtimeMs}:${s.size}`,
    () => 'missing',
  );

/** Watch a site folder and hand over changed files in batches, one per save. */
export async function watchChanges(dir: string, onBatch: (batch: ChangeBatch) => void, options: WatchOptions = {}): Promise<ChangeWatcher> {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let flushing = 0;
  let closed = false;
  const rechecks = new Set<NodeJS.Timeout>();
  /** Each file as the latest batch saw it: a recheck sends a file again only if it changed since. */
  const handedOver = new Map<string, string>();
  const isQuiet = () => timer === undefined && flushing === 0 && rechecks.size === 0 && pending.size === 0;
  const maybeQuiet = () => {
    if (!closed && isQuiet()) options.onQuiet?.();
  };
  const add = (files: Iterable<string>) => {
    for (const file of files) pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  };
  /** The files whose fingerprint differs from what the latest batch saw. */
  const changedSince = async (files: string[]) => {
    const now = await Promise.all(files.map(fingerprint));
    return files.filter((f, i) => now[i] !== handedOver.get(f));
  };
  const flush = async () => {
    timer = undefined;
    flushing++;
    const files = [...pending];
    pending = new Set();
    const seen = await Promise.all(files.map(fingerprint));
    for (const [i, file] of files.entries()) handedOver.set(file, seen[i]!);
    flushing--;
    if (closed) return;
    onBatch({
      files,
      settled: async () => {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const now = await Promise.all(files.map(fingerprint));
        return files.every((_, i) => now[i] === seen[i]) && pending.size === 0 && timer === undefined;
      },
    });
    const recheck = setTimeout(async () => {
      const missed = await changedSince(files);
      rechecks.delete(recheck);
      if (missed.length && !closed) add(missed);
      else maybeQuiet();
    }, RECHECK_MS);
    rechecks.add(recheck);
  };
  // Links are not followed: chokidar would walk a folder linked into itself again and again (and
  // a linked folder's content is read anew by every full update anyway).
  const watcher = watch(dir, { ignoreInitial: true, followSymlinks: false, ignored: (file) => IGNORED_DIRS.test(file) || EDITOR_FILES.test(file) });
  watcher.on('all', (_event, file) => add([path.resolve(file)]));
  // Without a listener, an error event (ELOOP from a link that points at its own folder) would
  // end the process.
  const reported = new Set<string>();
  watcher.on('error', (error) => {
    const e = error as NodeJS.ErrnoException;
    const where = e.path ?? dir;
    if (reported.has(where)) return;
    reported.add(where);
    options.onSkipped?.(where, e.code === 'ELOOP' ? 'is a symbolic link loop' : `cannot be watched (${e.message})`);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    get quiet() {
      return isQuiet();
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      for (const t of rechecks) clearTimeout(t);
      await watcher.close();
    },
  };
}
