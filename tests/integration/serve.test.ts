import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, type StaticServerOptions } from '../../packages/core/src/serve/staticServer.ts';
import { waitForFolder } from '../../packages/core/src/serve/waitForFolder.ts';
import { walkFiles } from '../../packages/core/src/util/walkFiles.ts';
import { buildFixture, type BuiltSite, temporaryFolder } from '../helpers/site.ts';

let site: BuiltSite;
let server: http.Server;
let port: number;
const SECRET = `TOP-SECRET-${randomBytes(8).toString('hex')}`;
const warnings: string[] = [];
/** Servers a test started, closed after the file. */
const extraServers: http.Server[] = [];

interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: Buffer;
}

interface RequestOptions {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  port?: number;
  agent?: http.Agent;
}

/** A raw request: the path goes on the wire exactly as given (fetch and URL would normalise `..`), and the body is not decompressed. */
function request(rawPath: string, methodOrOptions: string | RequestOptions = {}): Promise<Response> {
  const o = typeof methodOrOptions === 'string' ? { method: methodOrOptions } : methodOrOptions;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: o.port ?? port, path: rawPath, method: o.method ?? 'GET', headers: o.headers, agent: o.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Start a server on a free port of `host`; closed after the file. */
async function startServer(root: string, options: StaticServerOptions = {}, host = '127.0.0.1'): Promise<number> {
  const s = createStaticServer(root, { warn: (m) => warnings.push(m), ...options });
  extraServers.push(s);
  await new Promise<void>((resolve) => s.listen(0, host, resolve));
  return (s.address() as AddressInfo).port;
}

/** A private copy of the built output, for tests that change it under a server. */
function copyOutput(): string {
  const dir = path.join(temporaryFolder('docs-serve-'), 'build');
  cpSync(site.outDir, dir, { recursive: true, verbatimSymlinks: true });
  return dir;
}

function decode(r: Response): Buffer {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(r.bytes);
  if (encoding === 'gzip') return zlib.gunzipSync(r.bytes);
  expect(encoding).toBeUndefined();
  return r.bytes;
}

const HEADERS_FILE = `# test rules
/*
  X-Frame-Options: DENY
/docs/intro
  Content-Security-Policy: default-src 'self'
  content-length: 1
  Content-Encoding: identity
/404.html
  X-Not-Found-Page: yes
/no/:segment
  X-No-Segment: yes
/docs/*
  Bad header line
`;

beforeAll(async () => {
  // With the compressed copies a host may serve as they are; without them, see 'compressing on the fly'.
  site = await buildFixture('minimal', ['--compress']);
  expect(site.result.code, site.result.stderr).toBe(0);
  // Files outside the output folder that no request may reach.
  writeFileSync(path.join(site.siteDir, 'secret.txt'), SECRET);
  writeFileSync(path.join(site.siteDir, 'package.json'), JSON.stringify({ name: SECRET }));
  writeFileSync(path.join(site.siteDir, 'x'), SECRET);
  // Symlinks inside the output that point outside it.
  symlinkSync(path.join(site.siteDir, 'secret.txt'), path.join(site.outDir, 'leak.txt'));
  symlinkSync(site.siteDir, path.join(site.outDir, 'leakdir'));
  mkdirSync(path.join(site.outDir, 'nested'), { recursive: true });
  symlinkSync('../../secret.txt', path.join(site.outDir, 'nested', 'relative-leak.txt'));
  symlinkSync(path.join(site.siteDir, 'secret.txt'), path.join(site.outDir, 'nested', 'index.html'));
  // What another build step may write: headers per path.
  writeFileSync(path.join(site.outDir, '_headers'), HEADERS_FILE);
  // A compressed file with nothing beside it is a download like any other.
  writeFileSync(path.join(site.outDir, 'archive.tar.gz'), zlib.gzipSync('an archive'));
  server = createStaticServer(site.outDir, { warn: (m) => warnings.push(m) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const s of [server, ...extraServers]) if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
});

describe('serve: files and content types', () => {
  it.each([
    ['html', () => '/docs/intro/index.html', 'text/html'],
    ['js', () => site.manifest().entry.js, 'text/javascript'],
    ['css', () => site.manifest().entry.css[0]!, 'text/css'],
    ['json', () => '/manifest.json', 'application/json'],
    ['svg', () => '/img/logo.svg', 'image/svg+xml'],
    ['xml', () => '/sitemap.xml', 'application/xml'],
    ['txt', () => '/robots.txt', 'text/plain'],
  ])('serves .%s with its content type and the file content', async (_ext, url, type) => {
    const r = await request(url());
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toContain(type);
    expect(r.body).toBe(readFileSync(path.join(site.outDir, url().replace(/^\//, '')), 'utf8'));
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves /docs/intro, /docs/intro/ and /docs/intro/index.html with the same page', async () => {
    const expected = site.read('docs/intro/index.html');
    for (const p of ['/docs/intro', '/docs/intro/', '/docs/intro/index.html', '/docs/intro?x=1', '/docs/intro#frag']) {
      const r = await request(p);
      expect(r.status, p).toBe(200);
      expect(r.headers['content-type'], p).toContain('text/html');
      expect(r.body, p).toBe(expected);
    }
  });

  it('serves / as the home page', async () => {
    const r = await request('/');
    expect(r.status).toBe(200);
    expect(r.body).toBe(site.read('index.html'));
  });

  it('caches hashed assets for good and revalidates pages and the routes index', async () => {
    expect((await request(site.manifest().entry.js)).headers['cache-control']).toContain('immutable');
    expect((await request('/docs/intro')).headers['cache-control']).toBe('no-cache');
    // Its name is fixed so that an edit leaves other pages as they were: it must never be cached for good.
    expect(site.manifest().routesIndex).toBe('/assets/data/routes.json');
    expect((await request(site.manifest().routesIndex)).headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await request('/docs/intro', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(site.read('docs/intro/index.html')));
    const post = await request('/docs/intro', 'POST');
    expect(post.status).toBe(405);
  });

  it('answers an unknown path with status 404 and the 404.html page', async () => {
    for (const p of ['/no/such/page', '/docs/intro/nope', '/missing.js']) {
      const r = await request(p);
      expect(r.status, p).toBe(404);
      expect(r.headers['content-type'], p).toContain('text/html');
      expect(r.body, p).toBe(site.read('404.html'));
    }
  });
});

describe('serve: a page asked for by an .html name', () => {
  it('redirects /page.html, a name no file has, to the page, keeping the query', async () => {
    for (const [asked, location] of [
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/intro.html?tab=npm&q=a%20b', '/docs/intro?tab=npm&q=a%20b'],
      ['/docs/guides/setup.html', '/docs/guides/setup'],
    ]) {
      const r = await request(asked!);
      expect(r.status, asked).toBe(301);
      expect(r.headers.location, asked).toBe(location);
      expect(r.bytes.length, asked).toBe(0);
    }
    const head = await request('/docs/intro.html?x=1', 'HEAD');
    expect(head.status).toBe(301);
    expect(head.headers.location).toBe('/docs/intro?x=1');
  });

  it('serves files named .html that exist as they are, and 404s an .html name of no page', async () => {
    for (const [asked, file] of [['/404.html', '404.html'], ['/index.html', 'index.html'], ['/docs/intro/index.html', 'docs/intro/index.html']]) {
      const r = await request(asked!);
      expect(r.status, asked).toBe(200);
      expect(r.body, asked).toBe(site.read(file!));
    }
    for (const asked of ['/no/such.html', '/docs/intro/nope.html', '/robots.txt.html', '/.html']) {
      const r = await request(asked);
      expect(r.status, asked).toBe(404);
      expect(r.body, asked).toBe(site.read('404.html'));
    }
  });

  it('builds the Location from the normalised path: never another site, never outside the output; /page/index.html leads to page.html', async () => {
    const root = copyOutput();
    for (const page of ['evil.com', 'x', 'a b']) {
      mkdirSync(path.join(root, page), { recursive: true });
      writeFileSync(path.join(root, page, 'index.html'), `<p>${page}</p>`);
    }
    // A page written as `plain.html` (a static file, say): `/plain/index.html` leads to it.
    writeFileSync(path.join(root, 'plain.html'), '<p>plain</p>');
    mkdirSync(path.join(site.siteDir, 'outside'), { recursive: true });
    writeFileSync(path.join(site.siteDir, 'outside', 'index.html'), SECRET);
    const p = await startServer(root);
    const expected: [string, string | undefined][] = [
      ['//evil.com.html', '/evil.com'],
      ['///evil.com.html', '/evil.com'],
      ['/%2F%2Fevil.com.html', '/evil.com'],
      ['//evil.com/x.html', undefined],
      ['/%2e%2e/x.html', '/x'],
      ['/%2e%2e/%2e%2e/x.html?y=1', '/x?y=1'],
      ['/plain/index.html', '/plain'],
      ['/..%2f..%2fx.html', '/x'],
      ['/a%20b.html', '/a%20b'],
      ['/\\evil.com.html', undefined],
      ['/%5Cevil.com.html', undefined],
      ['/%2e%2e/outside.html', undefined],
      ['/%2e%2e/build/x.html', undefined],
      ['/x.html%00', undefined],
    ];
    for (const [asked, location] of expected) {
      const r = await request(asked, { port: p });
      expect(r.body, asked).not.toContain(SECRET);
      if (location === undefined) {
        expect([400, 404], asked).toContain(r.status);
        continue;
      }
      expect(r.status, asked).toBe(301);
      expect(r.headers.location, asked).toBe(location);
      expect(new URL(r.headers.location!, `http://127.0.0.1:${p}`).origin, asked).toBe(`http://127.0.0.1:${p}`);
    }
    expect((await request('/plain', { port: p })).body).toBe('<p>plain</p>');
  });
});

describe('serve: nothing outside the output folder', () => {
  const attempts = [
    '/../package.json',
    '/..%2fpackage.json',
    '/..%2Fpackage.json',
    '/%2e%2e/package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/docs/../../x',
    '/docs/%2e%2e/%2e%2e/x',
    '/../secret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%5csecret.txt',
    '//etc/passwd',
    '///etc/passwd',
    '/etc/passwd',
    '/secret.txt%00.html',
    '/%252e%252e/secret.txt',
    '/leak.txt',
    '/leakdir/secret.txt',
    '/leakdir/package.json',
    '/nested/relative-leak.txt',
    '/nested/',
    '/nested',
  ];

  it.each(attempts)('%s → 404 or 400, never the file', async (attempt) => {
    const r = await request(attempt);
    expect([400, 404]).toContain(r.status);
    expect(r.body).not.toContain(SECRET);
    expect(r.body).not.toMatch(/root:.*:0:0:/);
  });

  it('still serves the page next to the symlinks', async () => {
    expect((await request('/docs/intro')).status).toBe(200);
  });
});

describe('serve: precompressed files written by docs build --compress', () => {
  it('writes .br and .gz beside compressible files over 1 KB, each decompressing to the file', () => {
    for (const file of ['404.html', 'docs/intro/index.html', site.manifest().entry.js.slice(1), site.manifest().entry.css[0]!.slice(1)]) {
      const original = readFileSync(path.join(site.outDir, file));
      expect(original.length, file).toBeGreaterThan(1024);
      const br = readFileSync(path.join(site.outDir, `${file}.br`));
      const gz = readFileSync(path.join(site.outDir, `${file}.gz`));
      expect(br.length, file).toBeLessThan(original.length);
      expect(zlib.brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original), file).toBe(true);
    }
  });

  it('compresses nothing under 1 KB and nothing but text formats', async () => {
    const files = [...(await walkFiles(site.outDir)).keys()];
    const siblings = files.filter((f) => /\.(br|gz)$/.test(f) && files.includes(f.slice(0, -3)));
    expect(siblings.length).toBeGreaterThan(10);
    for (const sibling of siblings) {
      const original = sibling.slice(0, -3);
      expect(original, sibling).toMatch(/\.(html|js|css|json|xml|svg|txt|map)$/);
      expect(readFileSync(path.join(site.outDir, original)).length, sibling).toBeGreaterThanOrEqual(1024);
    }
    for (const small of ['robots.txt', 'sitemap.xml', 'img/logo.svg']) expect(siblings.filter((f) => f.startsWith(small)), small).toEqual([]);
  });
});

describe('serve: content negotiation', () => {
  const page = 'docs/intro/index.html';

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j → Content-Encoding %j, the same bytes once decoded', async (accept, expected) => {
    const r = await request('/docs/intro/', { headers: accept === undefined ? {} : { 'Accept-Encoding': accept } });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe(expected);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
    expect(decode(r).equals(readFileSync(path.join(site.outDir, page)))).toBe(true);
  });

  it('gives each encoding its own strong ETag', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (e) => (await request('/docs/intro/', { headers: { 'Accept-Encoding': e } })).headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
  });

  it('sends a hashed asset compressed and still immutable', async () => {
    const r = await request(site.manifest().entry.js, { headers: { 'Accept-Encoding': 'br' } });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toContain('text/javascript');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(r).equals(readFileSync(path.join(site.outDir, site.manifest().entry.js)))).toBe(true);
  });

  it('compresses the 404 page too, with status 404', async () => {
    const r = await request('/no/such/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(r.status).toBe(404);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(decode(r).toString('utf8')).toBe(site.read('404.html'));
  });

  it('never sends a precompressed sibling as a page of its own', async () => {
    for (const p of ['/404.html.br', '/docs/intro/index.html.gz', `${site.manifest().entry.js}.br`]) {
      const r = await request(p, { headers: { 'Accept-Encoding': 'br' } });
      expect(r.status, p).toBe(404);
      expect(r.headers['content-type'], p).toContain('text/html');
      expect(decode(r).toString('utf8'), p).toBe(site.read('404.html'));
    }
  });

  it('serves a compressed file that has no original beside it as itself', async () => {
    const r = await request('/archive.tar.gz', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-type']).toBe('application/octet-stream');
    expect(zlib.gunzipSync(r.bytes).toString()).toBe('an archive');
  });

  it('streams files above the memory limit with the same bytes and validators', async () => {
    const streaming = await startServer(site.outDir, { maxFileBytes: 0 });
    for (const accept of ['br', 'identity']) {
      const held = await request('/docs/intro/', { headers: { 'Accept-Encoding': accept } });
      const streamed = await request('/docs/intro/', { headers: { 'Accept-Encoding': accept }, port: streaming });
      expect(streamed.bytes.equals(held.bytes), accept).toBe(true);
      expect(streamed.headers.etag).toBe(held.headers.etag);
      expect(streamed.headers['content-length']).toBe(held.headers['content-length']);
    }
  });
});

describe('serve: conditional requests and HEAD', () => {
  it('answers a matching If-None-Match with 304 and no body, and a stale one in full', async () => {
    const first = await request('/docs/intro', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.etag!;
    const again = await request('/docs/intro', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toBe('Accept-Encoding');
    const stale = await request('/docs/intro', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': '"something-else"' } });
    expect(stale.status).toBe(200);
    // The br variant's tag does not validate the identity variant.
    expect((await request('/docs/intro', { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('answers If-Modified-Since at or after Last-Modified with 304, and before it in full', async () => {
    const lastModified = (await request('/docs/intro/')).headers['last-modified']!;
    expect(lastModified).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    const notModified = await request('/docs/intro/', { headers: { 'If-Modified-Since': lastModified } });
    expect(notModified.status).toBe(304);
    expect(notModified.bytes.length).toBe(0);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await request('/docs/intro/', { headers: { 'If-Modified-Since': earlier } })).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body, for each encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const get = await request('/docs/intro', { headers: { 'Accept-Encoding': accept } });
      const head = await request('/docs/intro', { method: 'HEAD', headers: { 'Accept-Encoding': accept } });
      const { date: _getDate, ...getHeaders } = get.headers;
      const { date: _headDate, ...headHeaders } = head.headers;
      expect(head.status).toBe(200);
      expect(headHeaders, accept).toEqual(getHeaders);
      expect(head.bytes.length).toBe(0);
    }
  });

  it('refuses other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const r = await request('/docs/intro', method);
      expect(r.status, method).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('serve: the _headers file', () => {
  it('applies every matching block to a page, whichever form of its path is asked for', async () => {
    for (const p of ['/docs/intro', '/docs/intro/', '/docs/intro/index.html']) {
      const r = await request(p, { headers: { 'Accept-Encoding': 'br' } });
      expect(r.headers['content-security-policy'], p).toBe("default-src 'self'");
      expect(r.headers['x-frame-options'], p).toBe('DENY');
      // A _headers file may not change how the body is framed.
      expect(Number(r.headers['content-length']), p).toBe(r.bytes.length);
      expect(r.headers['content-encoding'], p).toBe('br');
    }
  });

  it('applies only the blocks that match', async () => {
    const r = await request('/index.html');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['content-security-policy']).toBeUndefined();
  });

  it('gives a 404 the 404 page blocks and the blocks of the path asked for', async () => {
    const r = await request('/no/thing');
    expect(r.status).toBe(404);
    expect(r.headers['x-not-found-page']).toBe('yes');
    expect(r.headers['x-no-segment']).toBe('yes');
    expect((await request('/no/thing/deeper')).headers['x-no-segment']).toBeUndefined();
  });

  it('keeps its headers on a 304', async () => {
    const { etag } = (await request('/docs/intro')).headers;
    const r = await request('/docs/intro', { headers: { 'If-None-Match': etag! } });
    expect(r.status).toBe(304);
    expect(r.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('is never served itself', async () => {
    const r = await request('/_headers');
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('X-Frame-Options');
    expect(r.body).toBe(site.read('404.html'));
  });

  it('reports the lines it could not read, with the file and line', () => {
    expect(warnings.some((w) => w.endsWith(`_headers:13: expected "Name: value", found "Bad header line".`))).toBe(true);
  });
});

/** Ask for a file and go away once its first bytes have come; resolves when the connection is closed. */
function abortAfterFirstChunk(p: number, rawPath: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port: p, path: rawPath, agent: false }, (res) => res.once('data', () => req.destroy()));
    req.on('close', resolve);
    req.on('error', () => undefined);
  });
}

describe('serve: a client that goes away mid-response', () => {
  it.each([
    ['held in memory', {}],
    ['streamed from disk', { maxFileBytes: 0 }],
  ])('leaves the server answering (files %s)', async (_how, options: StaticServerOptions) => {
    const root = copyOutput();
    const big = randomBytes(3 * 1024 * 1024);
    writeFileSync(path.join(root, 'big.bin'), big);
    const p = await startServer(root, options);
    for (let i = 0; i < 5; i++) await abortAfterFirstChunk(p, '/big.bin');
    const r = await request('/big.bin', { port: p });
    expect(r.bytes.equals(big)).toBe(true);
    expect((await request('/docs/intro', { port: p })).status).toBe(200);
  });
});

describe('serve: the Host header on a loopback address', () => {
  it('refuses a foreign name with 403 and one line of explanation', async () => {
    const r = await request('/docs/intro', { headers: { Host: `evil.example:${port}` } });
    expect(r.status).toBe(403);
    expect(r.headers['content-type']).toContain('text/plain');
    expect(r.body).toMatch(/^Refused: [^\n]*DNS rebinding[^\n]*\n$/);
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'docs.localhost'])('answers Host %s', async (name) => {
    expect((await request('/docs/intro', { headers: { Host: `${name}:${port}` } })).status).toBe(200);
  });

  it('checks nothing when bound to 0.0.0.0', async () => {
    const open = await startServer(site.outDir, {}, '0.0.0.0');
    const r = await request('/docs/intro', { headers: { Host: `evil.example:${open}` }, port: open });
    expect(r.status).toBe(200);
    expect(r.body).toBe(site.read('docs/intro/index.html'));
  });
});

describe('serve: compressing on the fly an output without compressed copies', () => {
  /** The output as `docs build` writes it by default: no `.br` or `.gz` beside its files. */
  async function withoutSiblings(): Promise<string> {
    const root = copyOutput();
    for (const rel of (await walkFiles(root)).keys()) if (/\.(br|gz)$/.test(rel) && existsSync(path.join(root, rel.slice(0, -3)))) rmSync(path.join(root, rel));
    return root;
  }

  it('answers br or gzip as Accept-Encoding asks, each decoding to the file, with its own ETag and Vary', async () => {
    const root = await withoutSiblings();
    const p = await startServer(root);
    for (const file of ['docs/intro/index.html', site.manifest().entry.js.slice(1), site.manifest().entry.css[0]!.slice(1)]) {
      const original = readFileSync(path.join(root, file));
      const tags = new Set<string>();
      for (const [accept, expected] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
        const r = await request(`/${file}`, { port: p, headers: { 'Accept-Encoding': accept } });
        expect(r.status, file).toBe(200);
        expect(r.headers['content-encoding'], `${file} ${accept}`).toBe(expected);
        expect(r.headers.vary, file).toBe('Accept-Encoding');
        expect(decode(r).equals(original), `${file} ${accept}`).toBe(true);
        if (expected) expect(r.bytes.length, file).toBeLessThan(original.length);
        tags.add(r.headers.etag!);
      }
      expect(tags.size, file).toBe(3);
    }
  });

  it('gives the same ETag as a precompressed copy, and answers 304 to it', async () => {
    const root = await withoutSiblings();
    const p = await startServer(root);
    const made = await request('/docs/intro', { port: p, headers: { 'Accept-Encoding': 'br' } });
    const shipped = await request('/docs/intro', { headers: { 'Accept-Encoding': 'br' } });
    expect(made.headers.etag).toBe(shipped.headers.etag);
    expect((await request('/docs/intro', { port: p, headers: { 'Accept-Encoding': 'br', 'If-None-Match': made.headers.etag! } })).status).toBe(304);
  });

  it('leaves small files and formats that do not compress as they are', async () => {
    const root = await withoutSiblings();
    const p = await startServer(root);
    for (const file of ['/robots.txt', '/archive.tar.gz']) {
      const r = await request(file, { port: p, headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(r.status, file).toBe(200);
      expect(r.headers['content-encoding'], file).toBeUndefined();
      expect(r.headers.vary, file).toBeUndefined();
    }
  });
});

describe('serve: a rebuild while serving', () => {
  /** Replace `root` by a new folder the way `docs build` commits: rename the old away, the new in. */
  function rebuild(root: string, edit: (next: string) => void): void {
    const next = `${root}.next`;
    cpSync(root, next, { recursive: true, verbatimSymlinks: true });
    edit(next);
    renameSync(root, `${root}.old`);
    renameSync(next, root);
    rmSync(`${root}.old`, { recursive: true, force: true });
  }

  const editIntro = (dir: string) => {
    const file = path.join(dir, 'docs', 'intro', 'index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</body>', '<p>REBUILT</p></body>'));
    rmSync(`${file}.br`);
    writeFileSync(`${file}.gz`, zlib.gzipSync(readFileSync(file)));
    writeFileSync(path.join(dir, 'new-page.html'), '<p>new page</p>');
  };

  it('serves the new folder once it is renamed over the root', async () => {
    const root = copyOutput();
    const p = await startServer(root, { revalidateMs: 0 });
    const before = await request('/docs/intro', { port: p });
    expect(before.body).not.toContain('REBUILT');
    expect((await request('/new-page', { port: p })).status).toBe(404);
    rebuild(root, editIntro);
    const after = await request('/docs/intro', { port: p });
    expect(after.body).toContain('REBUILT');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await request('/docs/intro', { port: p, headers: { 'If-None-Match': before.headers.etag! } })).status).toBe(200);
    // The new folder's compressed sibling, and its file compressed where it has none (its .br was removed).
    const gz = await request('/docs/intro', { port: p, headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).toString('utf8')).toContain('REBUILT');
    const br = await request('/docs/intro', { port: p, headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decode(br).toString('utf8')).toContain('REBUILT');
    expect((await request('/new-page', { port: p })).body).toBe('<p>new page</p>');
  });

  it('answers from memory until the root is looked at again', async () => {
    const root = copyOutput();
    const p = await startServer(root, { revalidateMs: 3_600_000 });
    const before = await request('/docs/intro', { port: p });
    rebuild(root, editIntro);
    const after = await request('/docs/intro', { port: p });
    expect(after.body).toBe(before.body);
  });

  /** Files named as content-hashed ones are: each rebuild writes new names and none of the last. */
  const roundFiles = (round: number) => Array.from({ length: 30 }, (_, k) => `data/f-${round}-${k}.json`);
  /** A file's content is fixed by its name; its length varies, so a body framed by another's Content-Length shows. */
  const roundContent = (file: string) => JSON.stringify({ file, pad: 'x'.repeat((file.length * 97) % 2000) });
  const robots = (round: number) => `# round ${round}\n${'#'.repeat(200 + round * 700)}\n`;
  const writeRound = (dir: string, round: number) => {
    rmSync(path.join(dir, 'data'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'data'));
    for (const file of roundFiles(round)) writeFileSync(path.join(dir, file), roundContent(file));
    writeFileSync(path.join(dir, 'robots.txt'), robots(round));
  };

  it('answers a file the new output lacks with 404 and a changed one with its new content, when the swap came before their first request', async () => {
    const root = copyOutput();
    writeRound(root, 0);
    const p = await startServer(root, { revalidateMs: 3_600_000 });
    expect((await request('/', { port: p })).status).toBe(200);
    rebuild(root, (next) => writeRound(next, 1));
    // Listed by the snapshot the server holds, in a folder that is gone.
    const gone = await request('/data/f-0-0.json', { port: p });
    expect(gone.status).toBe(404);
    expect(gone.body).toBe(site.read('404.html'));
    expect((await request('/robots.txt', { port: p })).body).toBe(robots(1));
    expect((await request('/data/f-1-0.json', { port: p })).body).toBe(roundContent('data/f-1-0.json'));
  });

  it('sends a streamed file that a rebuild replaced as the new file, framed by its own length', async () => {
    const root = copyOutput();
    const p = await startServer(root, { maxFileBytes: 0, revalidateMs: 3_600_000 });
    const before = await request('/docs/intro', { port: p });
    rebuild(root, editIntro);
    const after = await request('/docs/intro', { port: p });
    expect(after.status).toBe(200);
    expect(after.body).toBe(readFileSync(path.join(root, 'docs', 'intro', 'index.html'), 'utf8'));
    expect(Number(after.headers['content-length'])).toBe(after.bytes.length);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers a request made between the two renames of a swap from the new output, once it is in place', async () => {
    const root = copyOutput();
    const next = `${root}.next`;
    cpSync(root, next, { recursive: true, verbatimSymlinks: true });
    editIntro(next);
    // The swap's second rename happens while the server waits for the folder to come back.
    const secondRename = async (dir: string, timeoutMs: number) => {
      if (existsSync(next)) renameSync(next, root);
      return waitForFolder(dir, timeoutMs);
    };
    const p = await startServer(root, { revalidateMs: 3_600_000, waitForFolder: secondRename });
    expect((await request('/', { port: p })).status).toBe(200);
    renameSync(root, `${root}.old`);
    const r = await request('/docs/intro', { port: p });
    expect(r.status).toBe(200);
    expect(r.body).toContain('REBUILT');
  });

  it.each([
    ['held in memory, dropped at once so that every request reads', { maxCacheBytes: 1, revalidateMs: 3_600_000 }],
    ['streamed from disk', { maxFileBytes: 0, revalidateMs: 3_600_000 }],
    ['held, the root looked at on every request', { revalidateMs: 0 }],
  ])('answers 20 clients only 200, 304 or 404 through 5 rebuilds, each response whole (files %s)', async (_how, options: StaticServerOptions) => {
    const ROUNDS = 5;
    const CLIENTS = 20;
    /** Responses between two rebuilds. */
    const PER_ROUND = 100;
    const root = copyOutput();
    writeRound(root, 0);
    const p = await startServer(root, options);
    /** Files every output has, as they are. */
    const kept = new Map(
      [['/', 'index.html'], ['/docs/intro', 'docs/intro/index.html'], ['/docs/guides/setup/', 'docs/guides/setup/index.html'], ['/404.html', '404.html'], ['/sitemap.xml', 'sitemap.xml'], ['/img/logo.svg', 'img/logo.svg']].map(([asked, file]) => [asked!, readFileSync(path.join(root, file!))]),
    );
    const robotsVersions = new Set(Array.from({ length: ROUNDS + 1 }, (_, r) => robots(r)));
    /** Whether a body is one whole version of the file asked for. */
    const isWhole = (asked: string, body: Buffer) =>
      asked.startsWith('/data/') ? body.toString() === roundContent(asked.slice(1)) : asked === '/robots.txt' ? robotsVersions.has(body.toString()) : body.equals(kept.get(asked)!);
    let round = 0;
    /** What the clients ask for now: the kept files, robots.txt, and the files of this output and the last. */
    const asked = () => [...kept.keys(), '/robots.txt', ...[round - 1, round].filter((r) => r >= 0).flatMap((r) => roundFiles(r).map((f) => `/${f}`))];
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let answered = 0;
    let waiting: { count: number; resolve: () => void } | undefined;
    const answeredAtLeast = (count: number) => new Promise<void>((resolve) => (answered >= count ? resolve() : (waiting = { count, resolve })));
    let swapping = true;
    const client = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let last: { asking: string; encoding: string; etag?: string } | undefined;
      for (let i = n; swapping; i += CLIENTS) {
        const list = asked();
        // Every fifth request asks again for the last file it got, with its ETag.
        const again = i % 5 === 0 && last?.etag ? last : undefined;
        const asking = again?.asking ?? list[(i * 7) % list.length]!;
        const encoding = again?.encoding ?? ['br, gzip', 'gzip', 'identity'][i % 3]!;
        const etag = again?.etag;
        last = { asking, encoding };
        const r = await request(asking, { port: p, agent, headers: { 'Accept-Encoding': encoding, ...(etag ? { 'If-None-Match': etag } : {}) } }).catch((error: Error) => {
          problems.push(`${asking}: ${error.message}`);
          return undefined;
        });
        answered++;
        if (waiting && answered >= waiting.count) waiting.resolve();
        if (!r) continue;
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (![200, 304, 404].includes(r.status)) problems.push(`${asking}: ${r.status} ${r.body}`);
        if (r.status !== 200) continue;
        if (Number(r.headers['content-length']) !== r.bytes.length) problems.push(`${asking}: ${r.bytes.length} bytes for a Content-Length of ${r.headers['content-length']}`);
        last.etag = r.headers.etag;
        if (!isWhole(asking, decode(r))) problems.push(`${asking}: not one whole version of the file`);
      }
      agent.destroy();
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    for (let r = 1; r <= ROUNDS; r++) {
      await answeredAtLeast(r * PER_ROUND);
      // As docs build commits: the new output is written beside, then two renames; requests go on between them.
      const next = `${root}.next`;
      cpSync(root, next, { recursive: true, verbatimSymlinks: true });
      writeRound(next, r);
      await rename(root, `${root}.old`);
      await rename(next, root);
      round = r;
      await rm(`${root}.old`, { recursive: true, force: true });
    }
    await answeredAtLeast((ROUNDS + 1) * PER_ROUND);
    swapping = false;
    await Promise.all(clients);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(0);
  });
});
