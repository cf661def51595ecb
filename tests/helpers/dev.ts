import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { CLI } from './site.ts';

export interface Dev {
  child: ChildProcess;
  url: string;
  port: number;
  stdout: () => string;
  stderr: () => string;
}

/** Start `docs dev` on a site and wait for it to say where it serves. */
export function startDev(siteDir: string, args: string[] = []): Promise<Dev> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'dev', siteDir, '--port', '0', ...args], { env: { ...process.env, CI: 'true' } });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      const m = /ready in [\d.]+ s at (http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(out);
      if (m) resolve({ child, url: m[1]!, port: Number(m[2]), stdout: () => out, stderr: () => err });
    });
    child.on('exit', (code) => reject(new Error(`docs dev exited with ${code}:\n${out}\n${err}`)));
  });
}

export function request(port: number, rawPath: string): Promise<{ status: number; body: string; type?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body, type: res.headers['content-type'] }));
      })
      .on('error', reject);
  });
}

/** A message of the dev server's event stream. */
export interface DevEvent {
  type: string;
  paths?: string[] | '*';
  diagnostics?: { file?: string; line?: number; column?: number; message: string; frame?: string }[];
}

export interface DevEvents {
  messages: DevEvent[];
  /** The next message not taken yet (waits up to 15 s). */
  next(): Promise<DevEvent>;
  /** Skip what earlier edits still send: wait until nothing has arrived for a while. */
  settle(): Promise<void>;
  close(): void;
}

/** The server's events, as they arrive. */
export function events(port: number): DevEvents {
  const messages: DevEvent[] = [];
  let waiting: ((m: DevEvent) => void) | undefined;
  let taken = 0;
  const req = http.get({ host: '127.0.0.1', port, path: '/__docs/events' }, (res) => {
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        messages.push(JSON.parse(data.slice(6)));
        if (waiting && messages.length > taken) {
          const w = waiting;
          waiting = undefined;
          w(messages[taken++]!);
        }
      }
    });
  });
  return {
    messages,
    next: () =>
      new Promise<DevEvent>((resolve, reject) => {
        if (messages.length > taken) return resolve(messages[taken++]!);
        const timer = setTimeout(() => reject(new Error(`no event within 15 s; got ${JSON.stringify(messages)}`)), 15_000);
        waiting = (m) => (clearTimeout(timer), resolve(m));
      }),
    settle: async () => {
      let seen = -1;
      while (seen !== messages.length) {
        seen = messages.length;
        await new Promise((r) => setTimeout(r, 400));
      }
      taken = messages.length;
    },
    close: () => req.destroy(),
  };
}
