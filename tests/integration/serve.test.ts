import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../packages/core/src/serve/staticServer.ts';
import { buildFixture, type BuiltSite } from '../helpers/site.ts';

let site: BuiltSite;
let server: http.Server;
let port: number;
const SECRET = `TOP-SECRET-${randomBytes(8).toString('hex')}`;

interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request: the path goes on the wire exactly as given (fetch and URL would normalise `..`). */
function request(rawPath: string, method = 'GET'): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  site = await buildFixture('minimal');
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
  server = createStaticServer(site.outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
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

  it('caches hashed assets for good and revalidates pages', async () => {
    expect((await request(site.manifest().entry.js)).headers['cache-control']).toContain('immutable');
    expect((await request('/docs/intro')).headers['cache-control']).toBe('no-cache');
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
