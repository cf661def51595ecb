import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { CLI, cliEnvironment } from './site.ts';

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
    const child = spawn(process.execPath, [CLI, 'dev', siteDir, '--port', '0', ...args], { env: cliEnvironment() });
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

export function request(port: number, rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; type?: string; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body, type: res.headers['content-type'], location: res.headers.location }));
      })
      .on('error', reject);
  });
}

/** A message of the dev server's event stream. */
export interface DevEvent {
  type: string;
  paths?: string[] | '*';
  /** The changed files the update or error is for, relative to the site. */
  files?: string[];
  diagnostics?: { file?: string; line?: number; column?: number; message: string; frame?: string }[];
}

export interface DevEvents {
  /** Every update and error message so far (`idle` and `busy` left out). */
  messages: DevEvent[];
  /** The next update or error message not taken yet (waits up to 15 s). */
  next(): Promise<DevEvent>;
  /**
   * Wait until the server has applied every change made so far (it says `idle`) and stays so for
   * a moment (a file written just now may not have reached the watcher yet); skip what came before.
   */
  settle(): Promise<void>;
  close(): void;
}

/** How long the server must stay idle for `settle`: the watcher's own latency with room to spare. */
const QUIET_MS = 300;

/** The server's events, as they arrive. */
export function events(port: number): DevEvents {
  const messages: DevEvent[] = [];
  let idleSince: number | undefined;
  let waiting: (() => void) | undefined;
  let taken = 0;
  const wake = () => {
    const w = waiting;
    waiting = undefined;
    w?.();
  };
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
        const message = JSON.parse(data.slice(6)) as DevEvent;
        if (message.type === 'idle') idleSince = performance.now();
        else if (message.type === 'busy') idleSince = undefined;
        else {
          idleSince = undefined;
          messages.push(message);
        }
        wake();
      }
    });
  });
  const arrival = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => ((waiting = undefined), resolve()), ms);
      waiting = () => (clearTimeout(timer), resolve());
    });
  return {
    messages,
    next: async () => {
      const deadline = performance.now() + 15_000;
      while (messages.length <= taken) {
        if (performance.now() > deadline) throw new Error(`no event within 15 s; got ${JSON.stringify(messages)}`);
        await arrival(deadline - performance.now());
      }
      return messages[taken++]!;
    },
    settle: async () => {
      const started = performance.now();
      const deadline = started + 60_000;
      const quietFor = () => (idleSince === undefined ? -1 : performance.now() - Math.max(idleSince, started));
      while (quietFor() < QUIET_MS) {
        if (performance.now() > deadline) throw new Error(`the dev server never became idle; got ${JSON.stringify(messages)}`);
        await arrival(idleSince === undefined ? 1_000 : QUIET_MS - quietFor());
      }
      taken = messages.length;
    },
    close: () => req.destroy(),
  };
}

/**
 * Stop `docs dev` as a terminal's Ctrl-C would, and wait until it has exited, so a test's folder is
 * not removed while the server still writes its cache there. Resolves with the seconds the stop took.
 */
export function stopDev(dev: Pick<Dev, 'child'>): Promise<number> {
  const started = performance.now();
  if (dev.child.exitCode !== null || dev.child.signalCode !== null) return Promise.resolve(0);
  return new Promise((resolve) => {
    // A stop waits for work in flight (the props tables' extraction can take a minute): past a few
    // seconds the process is killed, which is all a test's clean-up needs.
    const kill = setTimeout(() => dev.child.kill('SIGKILL'), 5_000);
    dev.child.once('exit', () => {
      clearTimeout(kill);
      resolve((performance.now() - started) / 1000);
    });
    dev.child.kill('SIGTERM');
  });
}

/** Ask for a page until its body matches (an edit is picked up by the watcher, then rebuilt); the last body after 30 s. */
export async function eventually(port: number, at: string, pattern: RegExp): Promise<string> {
  const until = Date.now() + 30_000;
  let body = '';
  while (Date.now() < until) {
    body = (await request(port, at)).body;
    if (pattern.test(body)) return body;
    await new Promise((r) => setTimeout(r, 250));
  }
  return body;
}
