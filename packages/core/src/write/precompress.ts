import { existsSync, linkSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { mapConcurrently } from '../util/mapConcurrently.ts';
import { walkFiles } from '../util/walkFiles.ts';

export type Encoding = 'br' | 'gzip';

/** Where a file's compressed copies go: `app.js` → `app.js.br`, `app.js.gz`. */
export const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Text formats; images, fonts and archives are compressed already. Source maps are left out: only
 * a browser's developer tools fetch them, and on the 250-doc bench corpus they were 40% of the
 * bytes to compress (10 of 24 MB) and of the stage's time.
 */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.svg', '.txt', '.webmanifest']);

/** Whether a file of the output is worth compressing, by its name (its size is checked apart). */
export const isCompressible = (rel: string) => COMPRESSIBLE.has(path.extname(rel));

/** Below this a response fits in a packet or two either way, and the headers cost more than what is saved. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Levels measured on the portal's output (2,037 files, 59 MB, on 2 cores): brotli 4 came out
 * larger than gzip 6; 5 is 8% smaller than 4 for 15% more time; 6 saves 1.5% more for 20–25% more
 * time, 11 another 10% for 25 times the time. gzip 9 saves 0.6% over 6 for 50% more time.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** zlib's async calls run on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise): enough files in flight to keep it busy, few enough to bound memory. */
const FILES_IN_FLIGHT = 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** A file's bytes in one encoding, on libuv's thread pool (`docs build --compress` and `docs serve` alike). */
export const COMPRESS: Record<Encoding, (content: Buffer) => Promise<Buffer>> = {
  br: (content) => brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
  gzip: (content) => gzip(content, { level: GZIP_LEVEL }),
};
export const ENCODINGS = Object.keys(SIBLING_SUFFIX) as Encoding[];

export interface PrecompressOptions {
  /** The folder to compress in place (the build's staging folder). */
  dir: string;
  /** The output being replaced: a file found there unchanged takes its compressed copies along instead of being compressed again. */
  previousDir?: string;
  /** The copies to write (see `SiteConfig.compress`). */
  encodings: readonly Encoding[];
}

/** Whether a sibling already exists: a site's own `data.json.gz` in its static folder is never overwritten. */
const alreadyExists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * Link the previous output's compressed copies of a file whose content has not changed: most of
 * a rebuild is byte for byte the last one. The cheap case first: the same inode (hard-linked from
 * the previous output by the bundle cache or `OutputWriter`) needs no reading. Returns the
 * encodings still to make: a previous build may not have made them (another `compress` setting,
 * an output from before precompression), or made none because compressing saved nothing.
 */
function reusePrevious(file: string, previous: string, encodings: readonly Encoding[], content: () => Buffer): readonly Encoding[] {
  const before = statSync(previous, { throwIfNoEntry: false });
  if (!before) return encodings;
  const now = statSync(file);
  const same = (now.ino === before.ino && now.dev === before.dev) || (now.size === before.size && readFileSync(previous).equals(content()));
  if (!same) return encodings;
  return encodings.filter((encoding) => {
    try {
      linkSync(previous + SIBLING_SUFFIX[encoding], file + SIBLING_SUFFIX[encoding]);
      return false;
    } catch (error) {
      return !alreadyExists(error);
    }
  });
}

/**
 * Write `.br` and/or `.gz` copies beside every compressible file of `dir` of at least 1 KB, where
 * compressing actually saves bytes, so that a server that looks for such siblings sends them
 * without compressing on each request. Opt-in (`compress` in the config, `docs build --compress`):
 * on the 250-doc bench corpus it was 1.7 of the write stage's 2.1 s of CPU and added 7.6 MB of
 * files, for hosts that mostly compress on the fly (`docs serve` does, when they are absent).
 */
export async function precompress({ dir, previousDir, encodings }: PrecompressOptions): Promise<void> {
  if (!encodings.length) return;
  const files = [...(await walkFiles(dir)).keys()].filter(isCompressible);
  // Reads and writes are synchronous on purpose: the files were just written and are in the page
  // cache, where a synchronous read is a copy, while each fs/promises call opens and closes a
  // FileHandle (a third of this stage's main-thread time). Only compressing goes to the thread pool.
  await mapConcurrently(files, FILES_IN_FLIGHT, async (rel) => {
    const file = path.join(dir, rel);
    if (statSync(file).size < MIN_COMPRESS_BYTES) return;
    // Copies already there: linked with the file from the previous output (see `OutputWriter`), or the site's own.
    const missing = encodings.filter((encoding) => !existsSync(file + SIBLING_SUFFIX[encoding]));
    if (!missing.length) return;
    let read: Buffer | undefined;
    const content = () => (read ??= readFileSync(file));
    const toMake = previousDir ? reusePrevious(file, path.join(previousDir, rel), missing, content) : missing;
    await Promise.all(
      toMake.map(async (encoding) => {
        const compressed = await COMPRESS[encoding](content());
        if (compressed.length >= content().length) return;
        try {
          writeFileSync(file + SIBLING_SUFFIX[encoding], compressed, { flag: 'wx' });
        } catch (error) {
          if (!alreadyExists(error)) throw error;
        }
      }),
    );
  });
}
