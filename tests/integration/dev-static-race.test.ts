import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startDev, type Dev, stopDev } from '../helpers/dev.ts';
import { copyFixture } from '../helpers/site.ts';

let dir: string;
let dev: Dev;

beforeAll(async () => {
  dir = copyFixture('minimal');
  dev = await startDev(dir);
});

afterAll(async () => {
  if (dev) await stopDev(dev);
});

const CLIENTS = 20;
/** Requests each client sends; the file is rewritten until the last is answered. */
const REQUESTS = 25;

/** A version of the file, each of its own length (under a page of 4 KB, so a write of one lands whole). */
const version = (i: number) => `version ${i}\n${'abcdefghij'.repeat(100 + ((i * 37) % 290))}\n`;

interface Answer {
  status: number;
  body: string;
  /** Bytes received. */
  length: number;
  contentLength?: number;
  /** Why the request failed outright (the server gone, a response it could not parse). */
  error?: string;
}

/** A GET (on a keep-alive connection of its own client, given its agent), the body taken as it came. */
function get(agent: http.Agent | false, port: number, urlPath: string): Promise<Answer> {
  return new Promise((resolve) => {
    const reject = (error: Error) => resolve({ status: 0, body: '', length: 0, error: error.message });
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const contentLength = res.headers['content-length'] === undefined ? undefined : Number(res.headers['content-length']);
          resolve({ status: res.statusCode!, body: bytes.toString('utf8'), length: bytes.length, contentLength });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('docs dev: a static file that changes while it is served', () => {
  it('answers each request with one whole version of the file, or 404 while it is gone, and keeps running', async () => {
    const file = path.join(dir, 'static', 'race.txt');
    const temp = path.join(dir, 'static', '.race.txt.tmp');
    // The empty file is a state it really has: a write in place truncates it first.
    const versions = new Set<string>(['', version(0)]);
    writeFileSync(file, version(0));
    await expect.poll(async () => (await request(dev.port, '/race.txt')).status).toBe(200);
    let asking = CLIENTS;
    let last = 0;
    const writer = (async () => {
      for (let i = 1; asking > 0; i++) {
        const text = version(i);
        versions.add(text);
        if (i % 3 === 0) writeFileSync(file, text);
        else {
          // Replaced by a rename, as editors save; every other time deleted for a moment first.
          if (i % 3 === 2) rmSync(file, { force: true });
          await new Promise(setImmediate);
          writeFileSync(temp, text);
          renameSync(temp, file);
        }
        last = i;
        await new Promise(setImmediate);
      }
    })();
    const answers: Answer[] = [];
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let n = 0; n < REQUESTS; n++) answers.push(await get(agent, dev.port, '/race.txt'));
      } finally {
        asking--;
        agent.destroy();
      }
    };
    await Promise.all([writer, ...Array.from({ length: CLIENTS }, client)]);

    expect(dev.child.exitCode, dev.stderr()).toBe(null);
    expect(answers.flatMap((a) => (a.error ? [a.error] : []))).toEqual([]);
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 404)).toEqual([]);
    const whole = answers.filter((a) => a.status === 200);
    expect(whole.length).toBeGreaterThan(0);
    for (const a of whole) {
      expect(a.length).toBe(a.contentLength);
      expect(versions.has(a.body), a.body.slice(0, 40)).toBe(true);
    }
    expect((await request(dev.port, '/race.txt')).body).toBe(version(last));
    expect((await request(dev.port, '/docs/intro')).status).toBe(200);
  });
});

describe('docs dev: a client that goes away mid-response', () => {
  it.each([
    ['read whole', 1024 * 1024],
    ['streamed', 6 * 1024 * 1024],
  ])('leaves the server answering (a static file %s)', async (name, size) => {
    const big = randomBytes(size);
    writeFileSync(path.join(dir, 'static', `${name.replace(' ', '-')}.bin`), big);
    const urlPath = `/${name.replace(' ', '-')}.bin`;
    await expect.poll(async () => (await request(dev.port, urlPath)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port: dev.port, path: urlPath, agent: false }, (res) => res.once('data', () => req.destroy()));
        req.on('close', () => resolve());
        req.on('error', () => undefined);
      });
    }
    const whole = await get(false, dev.port, urlPath);
    expect([whole.length, whole.contentLength]).toEqual([size, size]);
    expect((await request(dev.port, '/docs/intro')).status).toBe(200);
    expect(dev.child.exitCode).toBe(null);
  });
});
