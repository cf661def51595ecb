import { linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { outputFile } from './outputPaths.ts';
import { SIBLING_SUFFIX, type Encoding } from './precompress.ts';

/**
 * Writes files into the staging folder, taking the previous output's copy where it holds the same
 * bytes: a hard link to it, and to its compressed copies, instead of writing the file and later
 * compressing it again. Most of a warm build's output is byte for byte the last one's.
 *
 * Writes are synchronous: the files are small and go to the page cache, where each fs/promises
 * call costs more in opening and closing a FileHandle than the copy itself.
 */
export class OutputWriter {
  private readonly dirs = new Set<string>();

  /**
   * `previousDir` is the output being replaced, if there is one; `encodings`, the compressed
   * copies this build makes (a previous build's others are not carried over).
   */
  constructor(
    private readonly previousDir?: string,
    private readonly encodings: readonly Encoding[] = [],
  ) {}

  /**
   * Put `content` at `file`. `previous` is where the last build had it, relative to its output
   * (the same path unless the file was renamed). True when the previous file was reused.
   */
  write(file: string, content: string | Buffer, previous?: string): boolean {
    this.ensureDir(path.dirname(file));
    const before = previous !== undefined && this.previousDir ? outputFile(this.previousDir, previous) : undefined;
    if (before && sameBytes(before, content)) {
      try {
        linkSync(before, file);
        for (const encoding of this.encodings) linkIfPresent(before + SIBLING_SUFFIX[encoding], file + SIBLING_SUFFIX[encoding]);
        return true;
      } catch {
        // Another file system, or links not allowed: write it.
      }
    }
    writeFileSync(file, content);
    return false;
  }

  /**
   * Each folder once, parents first: `mkdirSync(recursive)` on every page's folder cost a sixth
   * of the write stage (it tries the whole path, climbs to what exists, then creates).
   */
  private ensureDir(dir: string): void {
    if (this.dirs.has(dir)) return;
    const parent = path.dirname(dir);
    if (parent !== dir) this.ensureDir(parent);
    try {
      mkdirSync(dir);
    } catch (error) {
      // EEXIST, or another error for a folder that exists (a read-only parent above the output).
      if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw error;
    }
    this.dirs.add(dir);
  }
}

/** The size is compared first, without encoding the text: a cold build finds no previous file and allocates nothing. */
function sameBytes(file: string, content: string | Buffer): boolean {
  const stat = statSync(file, { throwIfNoEntry: false });
  const size = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  if (stat === undefined || !stat.isFile() || stat.size !== size) return false;
  const bytes = readFileSync(file);
  return typeof content === 'string' ? bytes.toString() === content : bytes.equals(content);
}

/** A copy the previous build did not make (too small to compress) is made, or not, by precompression as usual. */
function linkIfPresent(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    /* absent, or already there */
  }
}
