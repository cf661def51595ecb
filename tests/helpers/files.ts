import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { temporaryFolder } from './site.ts';

/** A new temporary folder holding `files` (path → text), removed after the test file's last test. */
export function folderWith(prefix: string, files: Record<string, string>): string {
  const dir = temporaryFolder(prefix);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
