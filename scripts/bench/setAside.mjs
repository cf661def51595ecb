// Folders the bench is done with are renamed into a trash folder beside them and deleted when the
// bench process ends, not deleted on the spot. On ext4 (these machines), an inode freed in the
// last minute or more is skipped when a new file needs one, so creating files right after deleting
// thousands costs a scan per file: a cold build of corpus-1000 just after `rm -rf .docs build`
// spent 3.6-5.9 s of system CPU instead of 2.1 s, and took 15.5-16.7 s instead of 13.7-14.4 s
// (three pairs, interleaved). A cold build measured that way timed the deletion before it, and by
// an amount that depended on what the previous step had deleted.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

// One per process: a bench and the tests that run its parts never empty each other's.
const TRASH = `.bench-trash-${process.pid}`;
const trashes = new Set();
let count = 0;

/** Move `target` (a file or folder, if it exists) out of the way, to be deleted when the process exits. */
export function setAside(target) {
  if (!existsSync(target)) return;
  // An empty folder frees one inode: not worth a trash folder (tests hand the corpus writer new, empty ones).
  if (statSync(target).isDirectory() && readdirSync(target).length === 0) return void rmSync(target, { recursive: true, force: true });
  const trash = path.join(path.dirname(path.resolve(target)), TRASH);
  mkdirSync(trash, { recursive: true });
  trashes.add(trash);
  try {
    renameSync(target, path.join(trash, `${count++}-${path.basename(target)}`));
  } catch {
    // Not renamable (another file system, a busy folder on some systems): deleted as before.
    rmSync(target, { recursive: true, force: true });
  }
}

/** Delete everything set aside so far (runs by itself when the process exits). */
export function emptyTrash() {
  for (const trash of trashes) rmSync(trash, { recursive: true, force: true });
  trashes.clear();
}

process.on('exit', emptyTrash);
