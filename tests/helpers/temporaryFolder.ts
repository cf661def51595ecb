import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Temporary folders the test file made, removed after its last test so runs leave no litter. Test
 * files are isolated, so this module (and the hook) is new for each file that imports it; the hook
 * is registered first, so it runs after the file's own clean-up (stopping a server, a pool).
 */
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});

/** A new temporary folder, removed after the test file's last test. */
export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
