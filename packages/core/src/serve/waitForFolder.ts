import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often a missing folder is looked for: a rebuild's swap leaves it missing for far less. */
const POLL_MS = 10;

/**
 * Resolves true once `dir` is a folder again, false after `timeoutMs`. A short poll rather than a
 * watcher on the parent: the wait is short and rare, shared by every request that meets it, and a
 * poll behaves the same on every platform (a watcher can miss a rename, or not start at all).
 */
export async function waitForFolder(dir: string, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await stat(dir).then((s) => s.isDirectory(), () => false)) return true;
    const left = deadline - performance.now();
    if (left <= 0) return false;
    await sleep(Math.min(POLL_MS, left));
  }
}
