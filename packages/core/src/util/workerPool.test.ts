import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { createWorkerPool, serveWorker } from './workerPool.ts';

// A worker that answers each task with its own thread id: a new id is a new worker.
const dir = mkdtempSync(path.join(tmpdir(), 'docs-worker-pool-'));
const workerFile = path.join(dir, 'worker.mjs');
writeFileSync(workerFile, `import { parentPort, threadId } from 'node:worker_threads';\nparentPort.on('message', () => parentPort.postMessage({ ok: true, result: threadId }));\n`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const threadsOf = async (options: { tasksPerWorker?: number }, tasks: number) => {
  const pool = createWorkerPool<null, number>(pathToFileURL(workerFile), 1, undefined, options)!;
  try {
    const ids: number[] = [];
    for (let i = 0; i < tasks; i++) ids.push(await pool.run(null));
    return ids;
  } finally {
    await pool.close();
  }
};

describe('createWorkerPool', () => {
  it('replaces a worker once it has done tasksPerWorker tasks, and every task is still answered', async () => {
    const ids = await threadsOf({ tasksPerWorker: 2 }, 5);
    expect(ids).toHaveLength(5);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(new Set([ids[0], ids[2], ids[4]]).size).toBe(3);
  });

  it('keeps its workers for good without it', async () => {
    expect(new Set(await threadsOf({}, 5)).size).toBe(1);
  });

  it('tells onSpawn of every worker it starts, replacements included', async () => {
    const spawned: number[] = [];
    const pool = createWorkerPool<null, number>(pathToFileURL(workerFile), 1, undefined, { tasksPerWorker: 2, onSpawn: (w) => spawned.push(w.threadId) })!;
    try {
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push(await pool.run(null));
      expect(new Set(spawned)).toEqual(new Set(ids));
      expect(spawned.length).toBeGreaterThanOrEqual(3);
    } finally {
      await pool.close();
    }
  });
});

describe('serveWorker', () => {
  it('answers tasks only: other messages to the worker are for its other listeners', async () => {
    const { port1, port2 } = new MessageChannel();
    const answers: unknown[] = [];
    port1.on('message', (m) => answers.push(m));
    serveWorker<string, string>(port2, async (task) => task.toUpperCase());
    port1.postMessage({ highlightPort: 'not a task' });
    port1.postMessage({ task: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    port1.close();
    expect(answers).toEqual([{ ok: true, result: 'A' }]);
  });
});
