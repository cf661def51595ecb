import { mkdirSync, mkdtempSync, renameSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFile, readOpened, streamOpened } from './openedFile.ts';

let dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-opened-file-'));
  dirs.push(dir);
  return dir;
};
const servers: http.Server[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A server on 127.0.0.1 whose every request `handle` answers. */
async function serve(handle: (res: http.ServerResponse) => Promise<void>): Promise<number> {
  const server = http.createServer((_req, res) => void handle(res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A GET's body and Content-Length, or how it failed (a connection ended before its Content-Length was met). */
function get(port: number): Promise<{ body?: string; contentLength?: number; error?: string }> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ body, contentLength: Number(res.headers['content-length']) }));
        res.on('error', (error) => resolve({ error: error.message }));
      })
      .on('error', (error) => resolve({ error: error.message }));
  });
}

describe('openFile', () => {
  it('gives undefined for a path with no file (any more), a folder, or a file under a file', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'file.txt'), 'text');
    mkdirSync(path.join(dir, 'sub'));
    for (const missing of ['none.txt', 'sub', 'file.txt/below']) expect(await openFile(path.join(dir, missing)), missing).toBeUndefined();
    const opened = await openFile(path.join(dir, 'file.txt'));
    expect(opened?.stats.size).toBe(4);
    await opened?.handle.close();
  });
});

describe('readOpened', () => {
  it('reads the whole file it opened, when the path is deleted between its size and its read', async () => {
    const file = path.join(folder(), 'a.txt');
    writeFileSync(file, 'the file as it was opened');
    const opened = (await openFile(file))!;
    unlinkSync(file);
    const { bytes } = await readOpened(opened);
    await opened.handle.close();
    expect(bytes.toString()).toBe('the file as it was opened');
  });

  it('reads the file it opened, whole, when another is renamed over its path meanwhile', async () => {
    const dir = folder();
    const file = path.join(dir, 'a.txt');
    writeFileSync(file, 'first version');
    const opened = (await openFile(file))!;
    writeFileSync(path.join(dir, 'next.txt'), 'second version, longer than the first');
    renameSync(path.join(dir, 'next.txt'), file);
    const { bytes } = await readOpened(opened);
    await opened.handle.close();
    expect(bytes.toString()).toBe('first version');
  });

  it('reads a file rewritten in place after its size was taken again, and gives what it read', async () => {
    const file = path.join(folder(), 'a.txt');
    writeFileSync(file, 'short');
    const opened = (await openFile(file))!;
    writeFileSync(file, 'a much longer second version');
    const { bytes } = await readOpened(opened);
    await opened.handle.close();
    expect(bytes.toString()).toBe('a much longer second version');
  });
});

describe('streamOpened', () => {
  /** A server that streams a 100,000-byte file, changed in place by `change` once its headers are sent. */
  const changedWhileSent = (change: (file: string) => void) => {
    const file = path.join(folder(), 'a.txt');
    writeFileSync(file, 'x'.repeat(100_000));
    return serve(async (res) => {
      const opened = (await openFile(file))!;
      res.writeHead(200, { 'Content-Length': opened.stats.size });
      change(file);
      await streamOpened({ handle: opened.handle, size: opened.stats.size, res });
      await opened.handle.close();
    });
  };

  it('sends exactly the size it was given, though the file grew since', async () => {
    const r = await get(await changedWhileSent((file) => writeFileSync(file, 'y'.repeat(300_000))));
    expect(r.contentLength).toBe(100_000);
    expect(r.body).toHaveLength(100_000);
  });

  it('ends the connection, rather than the response, when the file was cut short in place', async () => {
    const r = await get(await changedWhileSent((file) => truncateSync(file, 10)));
    expect(r.body).toBeUndefined();
    expect(r.error).toBeDefined();
  });
});
