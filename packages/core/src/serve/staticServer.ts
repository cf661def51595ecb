import { createReadStream } from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { chooseEncoding } from './acceptEncoding.ts';
import { isNotModified } from './conditional.ts';
import { headersFor } from './headersFile.ts';
import { guardLocalHost } from './hostCheck.ts';
import { OutputFolder, type OutputFolderOptions } from './outputFolder.ts';
import { NOT_FOUND_FILE } from './outputSnapshot.ts';
import { decodeRequestPath, pathsOf, redirectLocation, withoutHtmlSuffix } from './requestPath.ts';
import { responseHeaders, type ServedFile, type Variant } from './servedFile.ts';

export type StaticServerOptions = Partial<OutputFolderOptions>;

const DEFAULTS: OutputFolderOptions = {
  // The portal's largest file is a 1.5 MB source map; anything bigger is rare enough to stream.
  maxFileBytes: 4 * 1024 * 1024,
  maxCacheBytes: 256 * 1024 * 1024,
  revalidateMs: 1000,
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

async function send(req: http.IncomingMessage, res: http.ServerResponse, variant: Variant, status: number, headers: http.OutgoingHttpHeaders): Promise<void> {
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else if (Buffer.isBuffer(variant.body)) res.end(variant.body);
  else await pipeline(createReadStream(variant.body.file), res);
}

async function respond(folder: OutputFolder, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const snapshot = await folder.snapshot();
  const requestPath = decodeRequestPath(req.url ?? '/');
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
 * Serve a built site: `/path`, `/path/` and `/path/index.html` answer, `/path.html` (when no such
 * file exists) redirects to `/path`, unknown paths get 404.html with status 404, and only files
 * inside the output folder are ever sent. Files are read once and kept in memory with their
 * precompressed siblings and headers (see OutputFolder for how a rebuild is noticed); responses
 * carry a strong ETag and Last-Modified, answer 304 to a matching If-None-Match or
 * If-Modified-Since, pick br or gzip by Accept-Encoding, and take the headers of the output's
 * `_headers` file. Bound to a loopback address, only requests for localhost names are answered
 * (see hostCheck.ts).
 */
export function createStaticServer(root: string, options: StaticServerOptions = {}): http.Server {
  const folder = new OutputFolder(root, { ...DEFAULTS, ...options });
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
    respond(folder, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
      else res.destroy(error as Error);
    });
  });
  return server;
}
