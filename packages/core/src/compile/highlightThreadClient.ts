import type { MessagePort } from 'node:worker_threads';
import type { CodeToHighlight } from './codeToHighlight.ts';

/*
 * A compile worker's side of the shared highlight thread (see highlightThread.ts). Each new
 * highlighter pays most of its cost on its first blocks (compiling each grammar's rules: 0.7 s of
 * CPU for the bench corpus's 541 blocks, against 0.2 s for the same blocks once warm), so the
 * workers of a pool send their blocks to one thread instead of each warming a highlighter of its
 * own. Any trouble with the thread (no answer in time, an error, the thread gone) falls back to
 * highlighting here, for good: the same shiki writes the same HTML on any thread.
 */

/** What a compile worker asks of the thread, and what it answers. */
export type HighlightRequest = { id: number; blocks: CodeToHighlight[] };
export type HighlightAnswer = { id: number; html: string[] } | { id: number; error: string };

interface Waiting {
  resolve(html: string[] | undefined): void;
  timer: NodeJS.Timeout;
}

let thread: MessagePort | undefined;
let stallMs = 0;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** Stop using the thread (it failed, or `docs dev` stops): every request still waiting, and every later one, is highlighted here. */
export function disconnectHighlightThread(): void {
  thread?.close();
  thread = undefined;
  for (const [id, w] of waiting) {
    clearTimeout(w.timer);
    waiting.delete(id);
    w.resolve(undefined);
  }
}

/**
 * Send this worker's blocks to the thread at the other end of `port`. A request not answered
 * within `stall` ms gives the thread up: it may be stuck on a grammar that never ends, which then
 * stops the document that brought it (the compile timeout), not every document after it.
 */
export function connectHighlightThread(port: MessagePort, stall: number): void {
  disconnectHighlightThread();
  thread = port;
  stallMs = stall;
  port.on('message', (answer: HighlightAnswer) => {
    const w = waiting.get(answer.id);
    if (!w) return;
    waiting.delete(answer.id);
    clearTimeout(w.timer);
    // An error highlights here again, where it is thrown with its own stack and reported as usual.
    w.resolve('html' in answer ? answer.html : undefined);
  });
  port.on('close', () => {
    if (thread === port) disconnectHighlightThread();
  });
}

/** The blocks' HTML from the shared thread; undefined with no thread or when it failed (highlight here then). */
export function highlightOnThread(blocks: CodeToHighlight[]): Promise<string[] | undefined> {
  const port = thread;
  if (!port) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      if (waiting.has(id)) disconnectHighlightThread();
    }, stallMs);
    waiting.set(id, { resolve, timer });
    port.postMessage({ id, blocks } satisfies HighlightRequest);
  });
}
