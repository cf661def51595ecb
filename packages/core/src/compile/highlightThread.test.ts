import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { highlightBlocks, highlightHere } from './codeHighlighter.ts';
import { getHighlighter } from './highlighter.ts';
import { serveHighlights, warmHighlights } from './highlightService.ts';
import { SharedHighlighter } from './highlightThread.ts';
import { connectHighlightThread } from './highlightThreadClient.ts';

const blocks = [
  { code: 'const a = 1;\nconst b = "two";', language: 'typescript', lineClasses: new Map([[2, ['theme-code-block-highlighted-line']]]) },
  { code: 'echo "hello" | wc -c', language: 'bash', lineClasses: new Map<number, string[]>() },
];

/** A port whose requests are counted, and answered by `answer` unless it is silent. */
function threadEnd(serve: boolean): { port: MessagePort; requests: () => number; close(): void } {
  const { port1, port2 } = new MessageChannel();
  let requests = 0;
  port1.on('message', () => requests++);
  if (serve) serveHighlights(port1);
  return { port: port2, requests: () => requests, close: () => port1.close() };
}

describe('the shared highlight thread', () => {
  it('gives the same HTML as highlighting in the worker, which sends its blocks instead of highlighting them', async () => {
    const here = await highlightHere(blocks);
    const end = threadEnd(true);
    connectHighlightThread(end.port, 60_000);
    try {
      expect(await highlightBlocks(blocks, undefined)).toEqual(here);
      expect(end.requests()).toBe(1);
    } finally {
      end.close();
    }
  });

  it('warms the grammars of the samples it is given before it answers the first request', async () => {
    const end = threadEnd(true);
    connectHighlightThread(end.port, 60_000);
    try {
      expect((await getHighlighter()).getLoadedLanguages()).not.toContain('rust');
      warmHighlights([{ lang: 'rust', code: 'fn main() {}' }]);
      await highlightBlocks(blocks.slice(1), undefined);
      expect((await getHighlighter()).getLoadedLanguages()).toContain('rust');
    } finally {
      end.close();
    }
  });

  it('highlights in the worker when the thread does not answer in time, and does not ask it again', async () => {
    const here = await highlightHere(blocks);
    const end = threadEnd(false);
    connectHighlightThread(end.port, 50);
    try {
      expect(await highlightBlocks(blocks, undefined)).toEqual(here);
      expect(await highlightBlocks(blocks.slice(1), undefined)).toEqual(here.slice(1));
      expect(end.requests()).toBe(1);
    } finally {
      end.close();
    }
  });

  it('highlights in the worker once the thread is gone, without waiting for the stall', async () => {
    const here = await highlightHere(blocks);
    const end = threadEnd(false);
    connectHighlightThread(end.port, 60_000);
    const started = performance.now();
    setTimeout(() => end.close(), 20);
    expect(await highlightBlocks(blocks, undefined)).toEqual(here);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});

// Stand-ins for the built workers: a thread that answers every request with its own thread id, and
// a compile worker that asks it once when it is connected and reports the answer.
const dir = mkdtempSync(path.join(tmpdir(), 'docs-highlight-thread-'));
const threadFile = path.join(dir, 'thread.mjs');
writeFileSync(threadFile, `import { parentPort, threadId } from 'node:worker_threads';\nparentPort.on('message', ({ port }) => port.on('message', ({ id }) => port.postMessage({ id, html: [String(threadId)] })));\n`);
const workerFile = path.join(dir, 'worker.mjs');
writeFileSync(workerFile, `import { parentPort } from 'node:worker_threads';\nparentPort.on('message', ({ highlightPort }) => { highlightPort.once('message', (answer) => { parentPort.postMessage(answer.html[0]); highlightPort.close(); }); highlightPort.postMessage({ id: 0, blocks: [] }); });\n`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const answerOf = (worker: Worker) => new Promise<string>((resolve) => worker.once('message', resolve));

describe('SharedHighlighter', () => {
  it('starts no thread for one worker, then one thread for all of them from the second on', async () => {
    const shared = new SharedHighlighter(pathToFileURL(threadFile));
    const workers = [0, 1, 2].map(() => new Worker(workerFile));
    try {
      const answers = workers.map(answerOf);
      shared.attach(workers[0]!);
      expect(shared.started).toBe(false);
      shared.attach(workers[1]!);
      expect(shared.started).toBe(true);
      shared.attach(workers[2]!);
      const threads = await Promise.all(answers);
      expect(new Set(threads).size).toBe(1);
    } finally {
      await shared.close();
      await Promise.all(workers.map((w) => w.terminate()));
    }
  });

  it('starts the thread at once when asked, before any worker, and connects the first worker to it', async () => {
    const shared = new SharedHighlighter(pathToFileURL(threadFile), true);
    const worker = new Worker(workerFile);
    try {
      expect(shared.started).toBe(true);
      const answer = answerOf(worker);
      shared.attach(worker);
      expect(Number(await answer)).not.toBe(worker.threadId);
    } finally {
      await shared.close();
      await worker.terminate();
    }
  });

  it('starts none when the thread module is not built (running from sources)', async () => {
    const shared = new SharedHighlighter(pathToFileURL(path.join(dir, 'missing.mjs')), true);
    const workers = [0, 1].map(() => new Worker(workerFile));
    try {
      for (const w of workers) shared.attach(w);
      expect(shared.started).toBe(false);
    } finally {
      await shared.close();
      await Promise.all(workers.map((w) => w.terminate()));
    }
  });
});
