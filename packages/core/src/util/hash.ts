import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** Short, stable content hash for file names and cache keys. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha1');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 10);
}

/** `hashOf` the files' contents, in order. */
export async function hashOfFiles(...files: string[]): Promise<string> {
  return hashOf(...(await Promise.all(files.map((f) => readFile(f)))));
}
