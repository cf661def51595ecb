import type { MessagePort } from 'node:worker_threads';
import { highlightHere } from './codeHighlighter.ts';
import type { HighlightAnswer, HighlightRequest } from './highlightThreadClient.ts';

/** One request at a time, in the order they came, whichever port they came on. */
let queue = Promise.resolve();

/** Answer the highlight requests of one compile worker, on the port they came from (see highlightThread.ts). */
export function serveHighlights(port: MessagePort): void {
  port.on('message', ({ id, blocks }: HighlightRequest) => {
    queue = queue.then(async () => {
      let answer: HighlightAnswer;
      try {
        answer = { id, html: await highlightHere(blocks) };
      } catch (error) {
        answer = { id, error: error instanceof Error ? error.message : String(error) };
      }
      port.postMessage(answer);
    });
  });
}
