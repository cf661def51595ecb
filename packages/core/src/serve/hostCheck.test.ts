import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardLocalHost, serverUrl } from './hostCheck.ts';

let server: http.Server | undefined;

/** A server behind the guard, bound to `host` on a free port, answering 200 "ok" to what passes. */
async function listen(host: string): Promise<number> {
  server = http.createServer();
  const allowed = guardLocalHost(server);
  server.on('request', (req, res) => allowed(req, res) && res.end('ok'));
  await new Promise<void>((resolve) => server!.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
  });
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('guardLocalHost', () => {
  it.each(['localhost', 'localhost:3000', 'LOCALHOST:1', '127.0.0.1', '127.0.0.1:8080', '[::1]', '[::1]:3000', 'docs.localhost:3000', 'a.b.localhost'])(
    'lets Host %s through on a loopback binding',
    async (host) => {
      const port = await listen('127.0.0.1');
      expect(await get(port, host)).toEqual({ status: 200, body: 'ok' });
    },
  );

  it.each(['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io', '127.0.0.2', '192.168.1.10:3000'])(
    'refuses Host %j on a loopback binding with 403 and one line of text',
    async (host) => {
      const port = await listen('127.0.0.1');
      const r = await get(port, host);
      expect(r.status).toBe(403);
      expect(r.body).toMatch(/^Refused: .*DNS rebinding.*\n$/);
      expect(r.body.trim().split('\n')).toHaveLength(1);
    },
  );

  it('checks nothing when bound to every interface', async () => {
    const port = await listen('0.0.0.0');
    expect(await get(port, 'evil.example:3000')).toEqual({ status: 200, body: 'ok' });
  });
});

describe('serverUrl', () => {
  it('prints every-interface bindings as localhost and IPv6 addresses in brackets', () => {
    expect(serverUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000/');
    expect(serverUrl('0.0.0.0', 3000, '/base/')).toBe('http://localhost:3000/base/');
    expect(serverUrl('::1', 8080)).toBe('http://[::1]:8080/');
    expect(serverUrl('::', 80)).toBe('http://localhost:80/');
  });
});
