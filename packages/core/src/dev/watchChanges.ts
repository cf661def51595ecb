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

export interface ChangeWatcher {
  close(): Promise<void>;
}

const fingerprint = (file: string) =>
  stat(file).then(
    (s) => `${s.mtimeMs}:${s.size}`,
    () => 'missing',
  );

/** Watch a site folder and hand over changed files in batches, one per save. */
export async function watchChanges(dir: string, onBatch: (files: string[]) => void): Promise<ChangeWatcher> {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const rechecks = new Set<NodeJS.Timeout>();
  const add = (files: Iterable<string>) => {
    for (const file of files) pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  };
  const flush = async () => {
    timer = undefined;
    const files = [...pending];
    pending = new Set();
    const seen = await Promise.all(files.map(fingerprint));
    onBatch(files);
    const recheck = setTimeout(async () => {
      rechecks.delete(recheck);
      const now = await Promise.all(files.map(fingerprint));
      const missed = files.filter((_, i) => now[i] !== seen[i]);
      if (missed.length) add(missed);
    }, RECHECK_MS);
    rechecks.add(recheck);
  };
  const watcher = watch(dir, { ignoreInitial: true, ignored: (file) => IGNORED_DIRS.test(file) || EDITOR_FILES.test(file) });
  watcher.on('all', (_event, file) => add([path.resolve(file)]));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    close: async () => {
      clearTimeout(timer);
      for (const t of rechecks) clearTimeout(t);
      await watcher.close();
    },
  };
}
