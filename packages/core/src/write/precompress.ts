import { linkSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

/** Whether `previous` holds exactly `content`: the same inode (hard-linked by the bundle cache) or the same bytes. */
function sameContent(file: string, content: Buffer, previous: string): boolean {
  const before = statSync(previous, { throwIfNoEntry: false });
  if (!before || content.length !== before.size) return false;
  const now = statSync(file);
  return (now.ino === before.ino && now.dev === before.dev) || readFileSync(previous).equals(content);
}

/**
 * Link the previous output's compressed copies of a file whose content has not changed: most of
 * a rebuild (content-hashed assets, search shards) is byte for byte the last one. True when
 * anything was linked; an output written before precompression existed has nothing to give.
 */
function reusePrevious(file: string, content: Buffer, previous: string): boolean {
  if (!sameContent(file, content, previous)) return false;
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

/** At most this many same-sized files of the previous output are compared with a renamed file. */
const MAX_CANDIDATES = 4;

/**
 * The previous output's compressible files by extension and size. A file can come back under
 * another name with the same bytes (the search index's files carry the index's hash in their
 * names, so one edit renames them all): it is found here, among the files of its size.
 */
async function previousBySize(previousDir: string): Promise<Map<string, string[]>> {
  const bySize = new Map<string, string[]>();
  const files = await walkFiles(previousDir).catch(() => new Map<string, string>());
  for (const rel of files.keys()) {
    if (!COMPRESSIBLE.has(path.extname(rel))) continue;
    const size = statSync(path.join(previousDir, rel), { throwIfNoEntry: false })?.size;
    if (size === undefined || size < MIN_COMPRESS_BYTES) continue;
    const key = `${path.extname(rel)} ${size}`;
    bySize.set(key, [...(bySize.get(key) ?? []), rel]);
  }
  return bySize;
}

/**
 * Write `.br` and `.gz` copies beside every compressible file of `dir` of at least 1 KB, where
 * compressing actually saves bytes, so that `docs serve` (or any server that looks for such
 * siblings) sends them without compressing on each request.
 */
export async function precompress({ dir, previousDir }: PrecompressOptions): Promise<void> {
  const files = [...(await walkFiles(dir)).keys()].filter((rel) => COMPRESSIBLE.has(path.extname(rel)));
  const previous = previousDir ? await previousBySize(previousDir) : new Map<string, string[]>();
  // Reads and writes are synchronous on purpose: the files were just written and are in the page
  // cache, where a synchronous read is a copy, while each fs/promises call opens and closes a
  // FileHandle (a third of this stage's main-thread time). Only compressing goes to the thread pool.
  await mapConcurrently(files, FILES_IN_FLIGHT, async (rel) => {
    const file = path.join(dir, rel);
    const content = readFileSync(file);
    if (content.length < MIN_COMPRESS_BYTES) return;
    if (previousDir) {
      const renamed = (previous.get(`${path.extname(rel)} ${content.length}`) ?? []).filter((other) => other !== rel).slice(0, MAX_CANDIDATES);
      if ([rel, ...renamed].some((candidate) => reusePrevious(file, content, path.join(previousDir, candidate)))) return;
    }
    await Promise.all(
      ENCODINGS.map(async (encoding) => {
        const compressed = await COMPRESS[encoding](content);
        if (compressed.length >= content.length) return;
        try {
          writeFileSync(file + SIBLING_SUFFIX[encoding], compressed, { flag: 'wx' });
        } catch (error) {
          if (!alreadyExists(error)) throw error;
        }
      }),
    );
  });
}
