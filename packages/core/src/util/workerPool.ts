import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type MessagePort } from 'node:worker_threads';

export interface RunOptions<Partial> {
  /**
   * Give up on the task when the worker is silent this long (a result or a partial resets the
   * clock): the worker is stopped and replaced, and the task fails with a WorkerTimeout.
   */
  timeoutMs?: number;
  /** Results the worker sends before it is done (see `serveWorker`'s `emit`). */
  onPartial?(partial: Partial): void;
  /**
   * What many tasks share (a build's compile options, with every document's permalink): sent to
   * each worker the first time it runs a task with this object (compared by identity), not with
   * every task. Cloned per batch, the options of 10,000 documents cost 8 ms a batch, 5 s a build.
   */
  context?: object;
}

export interface WorkerPool<Task, Result, Partial = never> {
  run(task: Task, options?: RunOptions<Partial>): Promise<Result>;
  /** Start workers until there are `size` (a pool never shrinks). */
  grow(size: number): void;
  close(): Promise<void>;
}

/** A task whose worker went silent for longer than its timeout. */
export class WorkerTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer from the worker within ${timeoutMs} ms.`);
    this.name = 'WorkerTimeout';
  }
}

type Message<Result, Partial> = { partial: Partial } | { ok: true; result: Result } | { ok: false; error: string };

interface Job<Task, Result, Partial> {
  task: Task;
  options: RunOptions<Partial>;
  resolve(r: Result): void;
  reject(e: unknown): void;
  timer?: NodeJS.Timeout;
}

/** How many workers a pool gets: one per core (at least two), or `DOCS_WORKERS`. */
export function poolSize(): number {
  const fromEnv = Number(process.env.DOCS_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(2, Math.min(availableParallelism(), 8));
}

export interface PoolOptions {
  /**
   * Replace a worker once it has done this many tasks: for work that leaves something behind in
   * the worker for good (the modules a render imports stay in its module map), so that a large
   * site's run does not hold all of it at once.
   */
  tasksPerWorker?: number;
  /** Called with each worker as it is started (the first ones and their replacements). */
  onSpawn?(worker: Worker): void;
}

/**
 * A fixed pool of worker threads running one module; tasks go to whichever worker is free. A
 * worker that dies or times out is replaced, so one bad input costs one task, not the pool.
 * Returns undefined when the worker module is not there (running from TypeScript sources in
 * tests), so callers fall back to doing the work in-process.
 */
export function createWorkerPool<Task, Result, Partial = never>(workerUrl: URL, size = poolSize(), workerData?: unknown, { tasksPerWorker, onSpawn }: PoolOptions = {}): WorkerPool<Task, Result, Partial> | undefined {
  if (!existsSync(fileURLToPath(workerUrl))) return undefined;
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  const queue: Job<Task, Result, Partial>[] = [];
  const inFlight = new Map<Worker, Job<Task, Result, Partial>>();
  /** The context each worker was last sent. */
  const contextOf = new WeakMap<Worker, object>();
  /** Tasks each worker has finished, with `tasksPerWorker`. */
  const tasksDone = new WeakMap<Worker, number>();
  let closed = false;

  const settle = (worker: Worker) => {
    const job = inFlight.get(worker);
    inFlight.delete(worker);
    clearTimeout(job?.timer);
    return job;
  };
  /** Workers that have started: a thread still starting is not the task's fault. */
  const online = new WeakSet<Worker>();
  const arm = (worker: Worker, job: Job<Task, Result, Partial>) => {
    const { timeoutMs } = job.options;
    if (timeoutMs === undefined || !online.has(worker)) return;
    clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      settle(worker);
      retire(worker);
      job.reject(new WorkerTimeout(timeoutMs));
    }, timeoutMs);
  };
  /** Stop a worker for good and start another in its place. */
  const retire = (worker: Worker) => {
    all.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    void worker.terminate();
    if (!closed) {
      idle.push(spawn());
      dispatch();
    }
  };
  const spawn = () => {
    const worker = new Worker(workerUrl, { workerData });
    all.add(worker);
    onSpawn?.(worker);
    worker.once('online', () => {
      online.add(worker);
      const job = inFlight.get(worker);
      if (job) arm(worker, job);
    });
    worker.on('message', (message: Message<Result, Partial>) => {
      const job = inFlight.get(worker);
      if (!job) return;
      if ('partial' in message) {
        arm(worker, job);
        job.options.onPartial?.(message.partial);
        return;
      }
      settle(worker);
      const done = (tasksDone.get(worker) ?? 0) + 1;
      tasksDone.set(worker, done);
      // Its replacement starts (and takes the next task) before this result is handled.
      if (tasksPerWorker !== undefined && done >= tasksPerWorker) retire(worker);
      else idle.push(worker);
      if (message.ok) job.resolve(message.result);
      else job.reject(new Error(message.error));
      dispatch();
    });
    // A crash (out of memory, an uncaught error): the task fails and the worker is replaced.
    worker.on('error', (error) => {
      settle(worker)?.reject(error);
      if (all.has(worker)) retire(worker);
    });
    worker.on('exit', (code) => {
      if (!all.has(worker)) return;
      settle(worker)?.reject(new Error(`The worker stopped (exit code ${code}).`));
      retire(worker);
    });
    return worker;
  };
  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      inFlight.set(worker, job);
      arm(worker, job);
      const { context } = job.options;
      const fresh = context !== undefined && contextOf.get(worker) !== context;
      if (fresh) contextOf.set(worker, context);
      worker.postMessage(fresh ? { task: job.task, context } : { task: job.task });
    }
  };
  for (let i = 0; i < size; i++) idle.push(spawn());
  return {
    run(task, options = {}) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ task, options, resolve, reject });
        dispatch();
      });
    },
    grow(target) {
      if (closed) return;
      while (all.size < target) idle.push(spawn());
      dispatch();
    },
    async close() {
      closed = true;
      const workers = [...all];
      all.clear();
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/**
 * The other side: answer each message with the handler's result. `emit` sends a partial result
 * ahead of the final one (and tells the pool the worker is alive); `context` is the last one the
 * pool sent (see RunOptions.context).
 */
export function serveWorker<Task, Result, Partial = never, Context = undefined>(port: MessagePort | null, handler: (task: Task, emit: (partial: Partial) => void, context: Context) => Promise<Result>): void {
  if (!port) throw new Error('serveWorker must run inside a worker thread.');
  let context: Context | undefined;
  port.on('message', async (message: { task: Task; context?: Context }) => {
    // Not a task: a message for another listener of the worker (see PoolOptions.onSpawn).
    if (!('task' in message)) return;
    if (message.context !== undefined) context = message.context;
    try {
      port.postMessage({ ok: true, result: await handler(message.task, (partial) => port.postMessage({ partial }), context as Context) });
    } catch (error) {
      port.postMessage({ ok: false, error: (error as Error).stack ?? String(error) });
    }
  });
}
