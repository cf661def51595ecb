import { closeSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Write a cache entry beside its place and rename it over: a build killed mid-write leaves no half
 * entry, and two threads writing the same entry each rename whole bytes. Synchronous, for small
 * local files. False when it could not be written: a cache entry that is missing is a miss.
 *
 * `data` may come in pieces, written one after the other: a large entry (a site's whole search
 * index) is then never one string in memory.
 */
export function writeFileAtomicSync(file: string, data: string | Iterable<string>): boolean {
  const temporary = `${file}.${process.pid}.${threadId}.tmp`;
  try {
    const fd = openSync(temporary, 'w');
    try {
      for (const piece of typeof data === 'string' ? [data] : data) writeSync(fd, piece);
    } finally {
      closeSync(fd);
    }
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
