import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { COMPRESS, ENCODINGS, isCompressible, MIN_COMPRESS_BYTES, SIBLING_SUFFIX, type Encoding } from '../write/precompress.ts';
import { IMMUTABLE } from '../write/securityHeaders.ts';
import { contentTypeOf } from './contentTypes.ts';
import { goneError, openFile, readOpened, type OpenedFile } from './openedFile.ts';

/** One encoding of a file, with the headers of a full response and of a 304. */
export interface Variant {
  encoding: Encoding | 'identity';
  etag: string;
  /** The bytes, held in memory, or the file to stream for one too large to hold. */
  body: Buffer | StreamedBody;
  headers: OutgoingHttpHeaders;
  notModifiedHeaders: OutgoingHttpHeaders;
}

/** A file too large to hold, sent from disk on each request: the very file that was read when it was loaded. */
export interface StreamedBody {
  file: string;
  size: number;
  /** Which file it was (see versionOf): another one at its path means the output was rebuilt since. */
  version: string;
}

/** A file of the output as the server sends it: everything a response needs, worked out once. */
export interface ServedFile {
  lastModifiedMs: number;
  /** Identity first, then the precompressed siblings found beside it or the encodings made on loading it. */
  variants: Variant[];
}

export interface LoadFileOptions {
  rel: string;
  /** The output's files, relative path → real path (see walkFiles). */
  files: ReadonlyMap<string, string>;
  /** The headers a `_headers` file gives this file. */
  custom: Record<string, string>;
  /** Larger files are streamed from disk on each request instead of held. */
  maxFileBytes: number;
  /**
   * Whether the output folder is still the one `files` lists: false once a rebuild renamed another
   * over it. Asked once every file is open, so that the file and its siblings are of one build.
   */
  stillServed: () => Promise<boolean>;
}

/** esbuild names its output `name-HASH.ext`: such a file never changes, a new build writes a new name. */
const isHashedAsset = (rel: string) => rel.startsWith('assets/') && /-[A-Za-z0-9_-]{6,}\.\w+$/.test(rel);

/** Headers a `_headers` file may not set: they describe how the bytes are framed, which only the server knows. */
const FRAMING = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

/** Of a full response's headers, those a 304 repeats: the ones that update a cache's stored copy. */
const NOT_MODIFIED_KEEPS = new Set(['etag', 'last-modified', 'cache-control', 'vary']);

/** A file by device, inode, size and modification time: a rebuild writes new files, so another version is another inode. */
const versionOf = (stats: Stats) => `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}`;

/** The first `size` bytes of an opened file, as a stream (none for an empty file: a stream cannot end before it starts). */
const chunksOf = ({ handle }: OpenedFile, size: number): Iterable<Buffer> | AsyncIterable<Buffer> => (size === 0 ? [] : handle.createReadStream({ start: 0, end: size - 1, autoClose: false }));

/** Strong validator: a hash of the content, told apart per encoding since each is its own representation. */
async function contentHash(opened: OpenedFile, body: Variant['body']): Promise<string> {
  const hash = createHash('sha1');
  if (Buffer.isBuffer(body)) hash.update(body);
  else for await (const chunk of chunksOf(opened, body.size)) hash.update(chunk);
  return hash.digest('base64url');
}

async function readBody(file: string, opened: OpenedFile, maxFileBytes: number): Promise<Variant['body']> {
  if (opened.stats.size > maxFileBytes) return { file, size: opened.stats.size, version: versionOf(opened.stats) };
  return (await readOpened(opened)).bytes;
}

/**
 * Open a streamed body's file to send it. Throws as for a file that is gone when the file at its
 * path is another one now: the output was rebuilt, and the headers worked out for this one (its
 * Content-Length, its ETag) would not fit.
 */
export async function openStreamedBody(body: StreamedBody): Promise<OpenedFile> {
  const opened = await openFile(body.file);
  if (opened && versionOf(opened.stats) === body.version) return opened;
  await opened?.handle.close();
  throw goneError(body.file);
}

export interface HeaderInputs {
  rel: string;
  lastModifiedMs: number;
  /** Whether the file has precompressed siblings, so that the answer depends on Accept-Encoding. */
  varies: boolean;
  variant: Pick<Variant, 'encoding' | 'etag' | 'body'>;
  /** What a `_headers` file adds. */
  custom: Record<string, string>;
}

/**
 * The full headers of a response carrying one variant of a file: ours, then the `_headers`
 * file's, which may replace ours (a site's own Cache-Control, say) but not the framing.
 */
export function responseHeaders({ rel, lastModifiedMs, varies, variant, custom }: HeaderInputs): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    'Content-Type': contentTypeOf(rel),
    'Cache-Control': isHashedAsset(rel) ? IMMUTABLE : 'no-cache',
    ETag: variant.etag,
    'Last-Modified': new Date(lastModifiedMs).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...(varies ? { Vary: 'Accept-Encoding' } : {}),
  };
  const byKey = new Map(Object.keys(headers).map((name) => [name.toLowerCase(), name]));
  for (const [name, value] of Object.entries(custom)) {
    const key = name.toLowerCase();
    if (FRAMING.has(key)) continue;
    const ours = byKey.get(key);
    if (ours) delete headers[ours];
    headers[name] = value;
  }
  headers['Content-Length'] = Buffer.isBuffer(variant.body) ? variant.body.length : variant.body.size;
  if (variant.encoding !== 'identity') headers['Content-Encoding'] = variant.encoding;
  return headers;
}

/** A 304's headers: the validators and caching rules of the full response, and the `_headers` file's own. */
function notModifiedHeaders(full: OutgoingHttpHeaders, custom: Record<string, string>): OutgoingHttpHeaders {
  const customKeys = new Set(Object.keys(custom).map((k) => k.toLowerCase()));
  return Object.fromEntries(Object.entries(full).filter(([name]) => NOT_MODIFIED_KEEPS.has(name.toLowerCase()) || customKeys.has(name.toLowerCase())));
}

/**
 * The encodings a compressible file held in memory lacks siblings for, compressed now, in parallel
 * on the thread pool: a build writes no siblings unless asked to (see precompress), and each file
 * is compressed once per output, when first asked for, then kept with it in the server's cache.
 * One that compression does not shrink is left out.
 */
async function compressMissing(rel: string, identity: Variant['body'], found: readonly Encoding[]): Promise<{ encoding: Encoding; body: Buffer }[]> {
  if (!Buffer.isBuffer(identity) || identity.length < MIN_COMPRESS_BYTES || !isCompressible(rel)) return [];
  const made = await Promise.all(ENCODINGS.filter((e) => !found.includes(e)).map(async (encoding) => ({ encoding, body: await COMPRESS[encoding](identity) })));
  return made.filter(({ body }) => body.length < identity.length);
}

/**
 * Read a file of the output and its precompressed siblings (`x.js.br`, `x.js.gz`), compress it in
 * the encodings it has no sibling for, and work out every header. The file's modification time is
 * its Last-Modified. Each file is opened once and read through its descriptor; one that is
 * missing, or a folder that is no longer the one served, throws as for a file that is gone (see
 * isGone), which tells the caller to look at the output again.
 */
export async function loadServedFile({ rel, files, custom, maxFileBytes, stillServed }: LoadFileOptions): Promise<ServedFile> {
  const siblings = ENCODINGS.filter((encoding) => files.has(rel + SIBLING_SUFFIX[encoding]));
  const paths = [rel, ...siblings.map((encoding) => rel + SIBLING_SUFFIX[encoding])].map((name) => files.get(name)!);
  const settled = await Promise.allSettled(paths.map(openFile));
  const opened = settled.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
  try {
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const missing = settled.findIndex((r) => r.status === 'fulfilled' && !r.value);
    if (missing >= 0) throw goneError(paths[missing]!);
    if (!(await stillServed())) throw goneError(paths[0]!);
    const read = await Promise.all(opened.map((file, i) => readBody(paths[i]!, file, maxFileBytes)));
    const made = await compressMissing(rel, read[0]!, siblings);
    const encodings = [...siblings, ...made.map((m) => m.encoding)];
    const bodies = [...read, ...made.map((m) => m.body)];
    const hash = await contentHash(opened[0]!, bodies[0]!);
    const lastModifiedMs = opened[0]!.stats.mtimeMs;
    const varies = encodings.length > 0;
    const variants = bodies.map((body, i) => {
      const encoding = i === 0 ? ('identity' as const) : encodings[i - 1]!;
      const variant = { encoding, etag: i === 0 ? `"${hash}"` : `"${hash}-${encoding}"`, body };
      const headers = responseHeaders({ rel, lastModifiedMs, varies, variant, custom });
      return { ...variant, headers, notModifiedHeaders: notModifiedHeaders(headers, custom) };
    });
    return { lastModifiedMs, variants };
  } finally {
    await Promise.all(opened.map((file) => file.handle.close()));
  }
}

/** What a file holds in memory, for the cache's budget. */
export function memoryOf(file: ServedFile): number {
  return file.variants.reduce((sum, v) => sum + (Buffer.isBuffer(v.body) ? v.body.length : 0), 0);
}
