import { MessageChannel, Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CodeSample } from './highlightSamples.ts';

/**
 * One highlight thread for a compile pool of two workers or more: each worker sends it the code
 * blocks it has to highlight (see highlightThreadClient.ts) instead of warming a highlighter of its
 * own, which a cold build paid once per worker (0.7 s of CPU each on the bench corpus). With one
 * worker there is nothing to share, and no thread unless asked for at once. Workers are connected
 * as they start, and all of them when the second one does.
 */
export class SharedHighlighter {
  private thread: Worker | undefined;
  private readonly workers = new Set<Worker>();
  private closed = false;

  /**
   * `now`: the thread starts at once, not with a second worker. A first build knows it will have
   * documents to compile before it knows how many: the thread loads the highlighter while the config
   * and content load, rather than after, with both workers waiting for it.
   */
  constructor(private readonly threadUrl: URL = new URL('./highlightWorker.js', import.meta.url), now = false) {
    if (now && existsSync(fileURLToPath(this.threadUrl))) this.start();
  }

  /** A compile worker started: connected now when the thread runs, or when a second worker makes it worth starting. */
  attach(worker: Worker): void {
    if (this.closed) return;
    this.workers.add(worker);
    worker.once('exit', () => this.workers.delete(worker));
    if (this.thread) this.connect(worker);
    else if (this.workers.size >= 2 && existsSync(fileURLToPath(this.threadUrl))) this.start();
  }

  private start(): void {
    const thread = new Worker(this.threadUrl);
    // A stopped thread (crash, out of memory) closes its ports: the workers highlight on their own then.
    thread.on('error', () => undefined);
    thread.unref();
    this.thread = thread;
    for (const worker of this.workers) this.connect(worker);
  }

  private connect(worker: Worker): void {
    const { port1, port2 } = new MessageChannel();
    this.thread!.postMessage({ port: port1 }, [port1]);
    worker.postMessage({ highlightPort: port2 }, [port2]);
  }

  /**
   * Blocks to highlight first, before any worker asks (see highlightSamples): sent when the thread
   * runs, ignored when none does (one worker highlights for itself).
   */
  warm(samples: CodeSample[]): void {
    if (this.thread && samples.length) this.thread.postMessage({ warm: samples });
  }

  /** Whether the thread runs (a second worker started it). */
  get started(): boolean {
    return this.thread !== undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.workers.clear();
    await this.thread?.terminate();
    this.thread = undefined;
  }
}
