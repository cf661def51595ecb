import http from 'node:http';
import { chooseEncoding } from './acceptEncoding.ts';
import { isNotModified } from './conditional.ts';
import { headersFor } from './headersFile.ts';
import { guardLocalHost } from './hostCheck.ts';
import { isGone, streamOpened } from './openedFile.ts';
import { OutputFolder, OutputMissing, type OutputFolderOptions } from './outputFolder.ts';
import { NOT_FOUND_FILE, type OutputSnapshot } from './outputSnapshot.ts';
import { decodeRequestPath, pathsOf, redirectLocation, withoutHtmlSuffix } from './requestPath.ts';
import { openStreamedBody, responseHeaders, type ServedFile, type Variant } from './servedFile.ts';
import { waitForFolder } from './waitForFolder.ts';

export type StaticServerOptions = Partial<OutputFolderOptions>;

const DEFAULTS: OutputFolderOptions = {
  // The portal's largest file is a 1.5 MB source map; anything bigger is rare enough to stream.
  maxFileBytes: 4 * 1024 * 1024,
  maxCacheBytes: 256 * 1024 * 1024,
  revalidateMs: 1000,
  // A swap renames twice in a row: the folder is missing for well under a millisecond, unless the
  // machine is swamped.
  swapWaitMs: 2000,
  waitForFolder,
  warn: (message) => process.stderr.write(`${message}\n`),
};

/** The variant the request's Accept-Encoding picks; identity when the file has no other. */
function pickVariant(file: ServedFile, acceptEncoding: string | undefined): Variant {
  if (file.variants.length === 1) return file.variants[0]!;
  const encoding = chooseEncoding(
    acceptEncoding,
    file.variants.flatMap((v) => (v.encoding === 'identity' ? [] : [v.encoding])),
  );
  return file.variants.find((v) => v.encoding === encoding)!;
}

/** How many outputs one request may meet: the one it began with, a rebuild's, and one more finished meanwhile. */
const MAX_OUTPUTS = 3;

async function send(req: http.IncomingMessage, res: http.ServerResponse, variant: Variant, status: number, headers: http.OutgoingHttpHeaders): Promise<void> {
  const { body } = variant;
  if (req.method === 'HEAD' || Buffer.isBuffer(body)) {
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  // Opened before the headers go: a file replaced since it was loaded can still be answered from the new output.
  const opened = await openStreamedBody(body);
  try {
    res.writeHead(status, headers);
    await streamOpened({ handle: opened.handle, size: body.size, res });
  } finally {
    await opened.handle.close();
  }
}

interface Exchange {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  /** The request's clean path; undefined when it cannot name a file. */
  requestPath: string | undefined;
}

async function answer(snapshot: OutputSnapshot, { req, res, requestPath }: Exchange): Promise<void> {
  const own = requestPath === undefined ? undefined : snapshot.ownAddress(requestPath);
  if (own !== undefined) {
    res.writeHead(301, { Location: redirectLocation(own, req.url ?? '/'), 'Cache-Control': 'no-cache', 'Content-Length': 0 }).end();
    return;
  }
  const found = requestPath === undefined ? undefined : await snapshot.find(requestPath);
  if (found) {
    const variant = pickVariant(found, req.headers['accept-encoding']);
    if (isNotModified(req.headers, variant.etag, found.lastModifiedMs)) res.writeHead(304, variant.notModifiedHeaders).end();
    else await send(req, res, variant, 200, variant.headers);
    return;
  }
  // `/a.html` or `/a/index.html` with no such file, for the page `/a`: its address (no open
  // redirect: the Location is made of the normalised path).
  const page = requestPath === undefined ? undefined : withoutHtmlSuffix(requestPath);
  if (page !== undefined && snapshot.hasPage(page)) {
    res.writeHead(301, { Location: redirectLocation(page, req.url ?? '/'), 'Cache-Control': 'no-cache', 'Content-Length': 0 }).end();
    return;
  }
  const notFound = await snapshot.notFoundPage();
  if (!notFound) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }).end('Not found');
    return;
  }
  // The 404 page's own `_headers` rules (its Content-Security-Policy, say), and those of the path asked for.
  const variant = pickVariant(notFound, req.headers['accept-encoding']);
  const custom = headersFor(snapshot.rules, requestPath === undefined ? pathsOf(NOT_FOUND_FILE) : [...pathsOf(NOT_FOUND_FILE), requestPath]);
  const headers = responseHeaders({ rel: NOT_FOUND_FILE, lastModifiedMs: notFound.lastModifiedMs, varies: notFound.variants.length > 1, variant, custom });
  await send(req, res, variant, 404, headers);
}

/**
 * Answer from the current snapshot. A file of it that turns out gone means the output was rebuilt
 * since the snapshot was taken (or is being swapped right now): the request is answered again from
 * the output at the root now, as if it had come after the swap, so that a rebuild never shows as
 * an error: a file of either output is sent whole, and one that the new output lacks is a 404.
 */
async function respond(folder: OutputFolder, exchange: Exchange): Promise<void> {
  let snapshot = await folder.snapshot();
  for (let outputs = 1; ; outputs++) {
    try {
      await answer(snapshot, exchange);
      return;
    } catch (error) {
      if (!isGone(error) || exchange.res.headersSent || outputs === MAX_OUTPUTS) throw error;
      const next = await folder.after(snapshot);
      if (next === snapshot) throw error;
      snapshot = next;
    }
  }
}

interface Failure {
  res: http.ServerResponse;
  url: string | undefined;
  error: unknown;
  warn: (message: string) => void;
}

/** What a request that failed gets: nothing more once its headers are out, else a status that says why, in a line. */
function fail({ res, url, error, warn }: Failure): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };
  // Gone from an output that was not replaced: removed in place, as if it never was.
  if (isGone(error)) res.writeHead(404, plain).end('Not found');
  else if (error instanceof OutputMissing) res.writeHead(503, { ...plain, 'Retry-After': '1' }).end(`${error.message}\n`);
  else {
    warn(`docs serve: answering ${url} failed: ${(error as Error).stack ?? String(error)}`);
    res.writeHead(500, plain).end('Internal error');
  }
}

/**
 * Serve a built site: `/path`, `/path/` and `/path/index.html` answer, `/path.html` (when no such
 * file exists) redirects to `/path`; a site built with `trailingSlash` has one address per page and
 * the other form redirects to it (`/path` → `/path/` under `true`, `/path/` → `/path` under `false`), unknown paths get 404.html with status 404, and only files
 * inside the output folder are ever sent. Files are read once and kept in memory with their
 * precompressed siblings and headers (see OutputFolder for how a rebuild is noticed); responses
 * carry a strong ETag and Last-Modified, answer 304 to a matching If-None-Match or
 * If-Modified-Since, pick br or gzip by Accept-Encoding, and take the headers of the output's
 * `_headers` file. Bound to a loopback address, only requests for localhost names are answered
 * (see hostCheck.ts).
 */
export function createStaticServer(root: string, options: StaticServerOptions = {}): http.Server {
  const settings = { ...DEFAULTS, ...options };
  const folder = new OutputFolder(root, settings);
  // List the folder now rather than on the first request; a failure here is met again, and answered, by that request.
  folder.snapshot().catch(() => undefined);
  const server = http.createServer();
  const hostAllowed = guardLocalHost(server);
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!hostAllowed(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    respond(folder, { req, res, requestPath: decodeRequestPath(req.url ?? '/') }).catch((error: unknown) => fail({ res, url: req.url, error, warn: settings.warn }));
  });
  return server;
}
