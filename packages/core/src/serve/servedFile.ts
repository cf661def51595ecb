import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import { SIBLING_SUFFIX, type Encoding } from '../write/precompress.ts';
import { IMMUTABLE } from '../write/securityHeaders.ts';
import { contentTypeOf } from './contentTypes.ts';

/** One encoding of a file, with the headers of a full response and of a 304. */
export interface Variant {
  encoding: Encoding | 'identity';
  etag: string;
  /** The bytes, held in memory, or the file to stream for one too large to hold. */
  body: Buffer | { file: string; size: number };
  headers: OutgoingHttpHeaders;
  notModifiedHeaders: OutgoingHttpHeaders;
}

/** A file of the output as the server sends it: everything a response needs, worked out once. */
export interface ServedFile {
  lastModifiedMs: number;
  /** Identity first, then the precompressed siblings found beside it. */
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
}

/** esbuild names its output `name-HASH.ext`: such a file never changes, a new build writes a new name. */
const isHashedAsset = (rel: string) => rel.startsWith('assets/') && /-[A-Za-z0-9_-]{6,}\.\w+$/.test(rel);

/** Headers a `_headers` file may not set: they describe how the bytes are framed, which only the server knows. */
const FRAMING = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

/** Of a full response's headers, those a 304 repeats: the ones that update a cache's stored copy. */
const NOT_MODIFIED_KEEPS = new Set(['etag', 'last-modified', 'cache-control', 'vary']);

/** Strong validator: a hash of the content, told apart per encoding since each is its own representation. */
async function contentHash(file: string, bytes: Buffer | undefined): Promise<string> {
  const hash = createHash('sha1');
  if (bytes) hash.update(bytes);
  else for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('base64url');
}

async function readBody(file: string, maxFileBytes: number, size?: number): Promise<Variant['body']> {
  size ??= (await stat(file)).size;
  return size <= maxFileBytes ? readFile(file) : { file, size };
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
 * Read a file of the output and its precompressed siblings (`x.js.br`, `x.js.gz`) and work out
 * every header. The file's modification time is its Last-Modified.
 */
export async function loadServedFile({ rel, files, custom, maxFileBytes }: LoadFileOptions): Promise<ServedFile> {
  const real = files.get(rel)!;
  const info = await stat(real);
  const identity = await readBody(real, maxFileBytes, info.size);
  const hash = await contentHash(real, Buffer.isBuffer(identity) ? identity : undefined);
  const siblings = await Promise.all(
    (Object.keys(SIBLING_SUFFIX) as Encoding[])
      .filter((encoding) => files.has(rel + SIBLING_SUFFIX[encoding]))
      .map(async (encoding) => ({ encoding, etag: `"${hash}-${encoding}"`, body: await readBody(files.get(rel + SIBLING_SUFFIX[encoding])!, maxFileBytes) })),
  );
  const varies = siblings.length > 0;
  const variants = [{ encoding: 'identity' as const, etag: `"${hash}"`, body: identity }, ...siblings].map((variant) => {
    const headers = responseHeaders({ rel, lastModifiedMs: info.mtimeMs, varies, variant, custom });
    return { ...variant, headers, notModifiedHeaders: notModifiedHeaders(headers, custom) };
  });
  return { lastModifiedMs: info.mtimeMs, variants };
}

/** What a file holds in memory, for the cache's budget. */
export function memoryOf(file: ServedFile): number {
  return file.variants.reduce((sum, v) => sum + (Buffer.isBuffer(v.body) ? v.body.length : 0), 0);
}
