import { closeSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

let written = 0;

/**
 * A name beside `file` no other write uses: the process, the thread and a count. With the thread
 * alone, two asynchronous writes of one file in one thread shared their temporary file, and the
 * second truncated what the first was about to rename into place.
 */
export function temporaryNameFor(file: string): string {
  return `${file}.${process.pid}.${threadId}.${++written}.tmp`;
}

/**
 * Write a cache entry beside its place and rename it over: a build killed mid-write leaves no half
 * entry, and two threads writing the same entry each rename whole bytes. Synchronous, for small
 * local files. False when it could not be written: a cache entry that is missing is a miss.
 *
 * `data` may come in pieces, written one after the other: a large entry (a site's whole search
 * index) is then never one string in memory.
 */
export function writeFileAtomicSync(file: string, data: string | Iterable<string>): boolean {
  const temporary = temporaryNameFor(file);
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
