import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>;
  close(): Promise<void>;
}

interface Pending<Result> {
  resolve(r: Result): void;
  reject(e: unknown): void;
}

/** How many workers a pool gets: one per core (at least two), or `DOCS_WORKERS`. */
export function poolSize(): number {
  const fromEnv = Number(process.env.DOCS_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(2, Math.min(availableParallelism(), 8));
}

/**
 * A fixed pool of worker threads running one module; tasks go to whichever worker is free.
 * Returns undefined when the worker module is not there (running from TypeScript sources in
 * tests), so callers fall back to doing the work in-process.
 */
export function createWorkerPool<Task, Result>(workerUrl: URL, size = poolSize()): WorkerPool<Task, Result> | undefined {
  if (!existsSync(fileURLToPath(workerUrl))) return undefined;
  const workers = Array.from({ length: size }, () => new Worker(workerUrl));
  const idle = [...workers];
  const queue: { task: Task; pending: Pending<Result> }[] = [];
  const inFlight = new Map<Worker, Pending<Result>>();

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const { task, pending } = queue.shift()!;
      inFlight.set(worker, pending);
      worker.postMessage(task);
    }
  };
  for (const worker of workers) {
    worker.on('message', (message: { ok: true; result: Result } | { ok: false; error: string }) => {
      const pending = inFlight.get(worker)!;
      inFlight.delete(worker);
      idle.push(worker);
      if (message.ok) pending.resolve(message.result);
      else pending.reject(new Error(message.error));
      dispatch();
    });
    worker.on('error', (error) => {
      inFlight.get(worker)?.reject(error);
      inFlight.delete(worker);
    });
  }
  return {
    run(task) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ task, pending: { resolve, reject } });
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** The other side: answer each message with the handler's result. */
export function serveWorker<Task, Result>(port: import('node:worker_threads').MessagePort | null, handler: (task: Task) => Promise<Result>): void {
  if (!port) throw new Error('serveWorker must run inside a worker thread.');
  port.on('message', async (task: Task) => {
    try {
      port.postMessage({ ok: true, result: await handler(task) });
    } catch (error) {
      port.postMessage({ ok: false, error: (error as Error).stack ?? String(error) });
    }
  });
}
