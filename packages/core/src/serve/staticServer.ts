import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.pdf': 'application/pdf', '.webmanifest': 'application/manifest+json',
};

/**
 * Map a request path to a file inside `root`, or undefined. The path is decoded once, normalised
 * as a URL path (so `..` cannot climb above `/`), and the real path (symlinks followed) must still
 * be inside the root.
 */
export async function resolveRequestFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const clean = path.posix.normalize('/' + decoded);
  const realRoot = await realpath(root);
  const candidates = clean.endsWith('/') ? [clean + 'index.html'] : [clean, clean + '/index.html', clean + '.html'];
  for (const candidate of candidates) {
    const file = path.join(realRoot, candidate);
    try {
      const real = await realpath(file);
      if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return undefined;
      if ((await stat(real)).isFile()) return real;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** Serve a built site: hashed assets cached for good, pages revalidated, unknown paths get 404.html with status 404. */
export function createStaticServer(root: string): http.Server {
  return http.createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
    const file = await resolveRequestFile(root, urlPath);
    const send = async (filePath: string, status: number) => {
      const ext = path.extname(filePath);
      const immutable = /\/assets\//.test(filePath) && /-[A-Za-z0-9_-]{6,}\.\w+$/.test(filePath);
      const { size } = await stat(filePath);
      res.writeHead(status, {
        'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'Content-Length': size,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(filePath).pipe(res);
    };
    try {
      if (file) return await send(file, 200);
      const notFound = await resolveRequestFile(root, '/404.html');
      if (notFound) return await send(notFound, 404);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
}
