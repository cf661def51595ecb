import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRequestFile } from '../serve/resolveRequestFile.ts';
import { sendFile } from './fileResponse.ts';

let dir: string;
let server: http.Server;
let port: number;
/** Runs between finding the file asked for and sending it: the moment a file can vanish under a server. */
let betweenFindAndSend = () => {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'docs-file-response-'));
  // As docs dev answers from its static folder: find the file, send it, or 404 when there is none;
  // a failure is a 500 (or, past the headers, the end of the connection).
  server = http.createServer((req, res) => {
    const answer = async () => {
      const file = await resolveRequestFile(dir, req.url ?? '/');
      betweenFindAndSend();
      if (!file || !(await sendFile(res, file))) res.writeHead(404).end('none');
    };
    answer().catch(() => (res.headersSent ? res.destroy() : res.writeHead(500).end('failed')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function request(urlPath: string, method = 'GET'): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, method, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks), headers: res.headers }));
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

describe('sendFile', () => {
  it('sends nothing for a file deleted between being found and being opened, and the next request is answered', async () => {
    const file = path.join(dir, 'vanishing.txt');
    writeFileSync(file, 'here for now');
    betweenFindAndSend = () => unlinkSync(file);
    try {
      const r = await request('/vanishing.txt');
      expect(r.status).toBe(404);
      expect(r.body.toString()).toBe('none');
    } finally {
      betweenFindAndSend = () => {};
    }
    writeFileSync(file, 'back again');
    const again = await request('/vanishing.txt');
    expect(again.status).toBe(200);
    expect(again.body.toString()).toBe('back again');
    expect(again.headers['content-length']).toBe('10');
    expect(again.headers['content-type']).toContain('text/plain');
  });

  it('sends a file rewritten between being found and being opened as it is when opened, framed by its length', async () => {
    const file = path.join(dir, 'rewritten.txt');
    writeFileSync(file, 'short');
    betweenFindAndSend = () => writeFileSync(file, 'a longer version written meanwhile');
    try {
      const r = await request('/rewritten.txt');
      expect(r.body.toString()).toBe('a longer version written meanwhile');
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
    } finally {
      betweenFindAndSend = () => {};
    }
  });

  it('answers HEAD with the length and no body', async () => {
    writeFileSync(path.join(dir, 'head.txt'), 'twelve bytes');
    const r = await request('/head.txt', 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers['content-length']).toBe('12');
    expect(r.body.length).toBe(0);
  });

  it('streams a file too large to hold whole', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 'abcdefgh');
    writeFileSync(path.join(dir, 'big.bin'), big);
    const r = await request('/big.bin');
    expect(Number(r.headers['content-length'])).toBe(big.length);
    expect(r.body.equals(big)).toBe(true);
  });
});
