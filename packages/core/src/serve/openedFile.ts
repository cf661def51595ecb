import { constants, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';

/**
 * A regular file opened for reading, with its metadata read through the descriptor. Everything
 * sent of it comes through that descriptor: a rename or delete of its path meanwhile changes
 * nothing, since the descriptor holds the file that was there when it was opened.
 */
export interface OpenedFile {
  handle: FileHandle;
  stats: Stats;
}

/** Whether an error says the file is not there (any more): its path, or a folder on it, was removed or replaced. */
export function isGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** The error for a file that is gone, as the file system gives it, for callers that tell it apart with `isGone`. */
export function goneError(file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOENT: no such file or directory, open '${file}'`), { code: 'ENOENT', path: file });
}

/**
 * Never wait on a named pipe put where a file was: it would hold its request open until something
 * writes to it. Regular files ignore the flag (Windows has none, and no such pipes either).
 */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** Open a regular file, or undefined when there is none at `file` (any more, or it is a folder or a device). */
export async function openFile(file: string): Promise<OpenedFile | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, READ_FLAGS);
  } catch (error) {
    if (isGone(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats };
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return undefined;
}

/** Up to `size` bytes from the file's start, fewer if it ends sooner. */
async function readUpTo(handle: FileHandle, size: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafeSlow(size);
  let length = 0;
  while (length < size) {
    const { bytesRead } = await handle.read(buffer, length, size - length, length);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  return length === size ? buffer : buffer.subarray(0, length);
}

const sameVersion = (a: Stats, b: Stats) => a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;

/** How many times a file that changes while it is read is read again before what was read last is taken as it is. */
const READ_ATTEMPTS = 3;

/**
 * An opened file's bytes, and the metadata they go with. A file written in place while it was read
 * (its size or times moved, or it ended before its size) is read again, a few times at most; the
 * bytes returned are always what was read, so a Content-Length taken from their length is right.
 */
export async function readOpened({ handle, stats }: OpenedFile): Promise<{ bytes: Buffer; stats: Stats }> {
  for (let attempt = 1; ; attempt++) {
    const bytes = await readUpTo(handle, stats.size);
    const after = await handle.stat();
    if ((bytes.length === stats.size && sameVersion(stats, after)) || attempt === READ_ATTEMPTS) return { bytes, stats };
    stats = after;
  }
}

export interface StreamOptions {
  handle: FileHandle;
  /** The Content-Length already sent: exactly this many bytes from the file's start. */
  size: number;
  res: ServerResponse;
}

/**
 * Send the first `size` bytes of an opened file as the rest of a response whose headers are sent,
 * never more. A file cut short in place meanwhile ends the connection rather than the response:
 * the Content-Length sent can no longer be met, and a short body must not pass for a whole one.
 * A client that goes away is not an error of the server: the promise resolves then too.
 */
export async function streamOpened({ handle, size, res }: StreamOptions): Promise<void> {
  if (size === 0) {
    res.end();
    return;
  }
  const stream = handle.createReadStream({ start: 0, end: size - 1, autoClose: false });
  try {
    await pipeline(stream, res, { end: false });
  } catch {
    res.destroy();
    return;
  }
  if (stream.bytesRead === size) res.end();
  else res.destroy();
}
