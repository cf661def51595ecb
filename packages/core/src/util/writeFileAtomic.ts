import { renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Write a cache entry beside its place and rename it over: a build killed mid-write leaves no half
 * entry, and two threads writing the same entry each rename whole bytes. Synchronous, for small
 * local files. False when it could not be written: a cache entry that is missing is a miss.
 */
export function writeFileAtomicSync(file: string, data: string): boolean {
  const temporary = `${file}.${process.pid}.${threadId}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
    return true;
  } catch {
    try {
      unlinkSync(temporary);
    } catch {
      /* never written */
    }
    return false;
  }
}
