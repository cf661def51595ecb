import { createHash } from 'node:crypto';

/** Short, stable content hash for file names and cache keys. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha1');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 10);
}
