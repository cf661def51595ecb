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
const COMPRESS: Record<Encoding, (content: Buffer) => Promise<Buffer>> = {
  br: (content) => brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
  gzip: (content) => gzip(content, { level: GZIP_LEVEL }),
};
const ENCODINGS = Object.keys(SIBLING_SUFFIX) as Encoding[];

export interface PrecompressOptions {
  /** The folder to compress in place (the build's staging folder). */
  dir: string;
  /** The output being replaced: a file found there unchanged takes its compressed copies along instead of being compressed again. */
  previousDir?: string;
}

/** Whether a sibling already exists: a site's own `data.json.gz` in its static folder is never overwritten. */
const alreadyExists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * Link the previous output's compressed copies of a file whose content has not changed: most of
 * a rebuild is byte for byte the last one. The cheap case first: the same inode (hard-linked from
 * the previous output by the bundle cache or `OutputWriter`) needs no reading. True when anything
 * was linked; an output written before precompression existed has nothing to give.
 */
function reusePrevious(file: string, previous: string, content: () => Buffer): boolean {
  const before = statSync(previous, { throwIfNoEntry: false });
  if (!before) return false;
  const now = statSync(file);
  const same = (now.ino === before.ino && now.dev === before.dev) || (now.size === before.size && readFileSync(previous).equals(content()));
  if (!same) return false;
  const linked = ENCODINGS.map((encoding) => {
    try {
      linkSync(previous + SIBLING_SUFFIX[encoding], file + SIBLING_SUFFIX[encoding]);
      return true;
    } catch (error) {
      return alreadyExists(error);
    }
  });
  return linked.some(Boolean);
}

/**
 * Write `.br` and `.gz` copies beside every compressible file of `dir` of at least 1 KB, where
 * compressing actually saves bytes, so that `docs serve` (or any server that looks for such
 * siblings) sends them without compressing on each request.
 */
export async function precompress({ dir, previousDir }: PrecompressOptions): Promise<void> {
  const files = [...(await walkFiles(dir)).keys()].filter((rel) => COMPRESSIBLE.has(path.extname(rel)));
  // Reads and writes are synchronous on purpose: the files were just written and are in the page
  // cache, where a synchronous read is a copy, while each fs/promises call opens and closes a
  // FileHandle (a third of this stage's main-thread time). Only compressing goes to the thread pool.
  await mapConcurrently(files, FILES_IN_FLIGHT, async (rel) => {
    const file = path.join(dir, rel);
    if (statSync(file).size < MIN_COMPRESS_BYTES) return;
    // Copies already there: linked with the file from the previous output (see `OutputWriter`), or the site's own.
    const missing = ENCODINGS.filter((encoding) => !existsSync(file + SIBLING_SUFFIX[encoding]));
    if (!missing.length) return;
    let read: Buffer | undefined;
    const content = () => (read ??= readFileSync(file));
    if (previousDir && reusePrevious(file, path.join(previousDir, rel), content)) return;
    await Promise.all(
      missing.map(async (encoding) => {
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
