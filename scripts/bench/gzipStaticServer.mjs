// A plain static server for comparing two tools' output on equal terms: every text response gzipped
// on the fly (level 6, as common hosts do), `dir/index.html` for a folder, `name.html` for a
// path without an extension, 404 otherwise. Neither tool's own server (or precompressed files) is used.
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.xml': 'application/xml', '.woff2': 'font/woff2' };
const TEXT = /^(text\/|application\/(json|xml)|image\/svg)/;

async function fileFor(root, pathname) {
  const base = path.join(root, path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, ''));
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

/** Serve `root` on 127.0.0.1 at a free port; resolves with `{ url, close() }`. */
export function serveGzipped(root) {
  const server = http.createServer(async (req, res) => {
    const file = await fileFor(path.resolve(root), new URL(req.url ?? '/', 'http://x').pathname).catch(() => undefined);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const body = await readFile(file);
    const gzip = TEXT.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}) });
    res.end(gzip ? gzipSync(body, { level: 6 }) : body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
