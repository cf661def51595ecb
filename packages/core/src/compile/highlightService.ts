import type { MessagePort } from 'node:worker_threads';
import { highlightHere } from './codeHighlighter.ts';
import { resolveLanguage } from './highlighter.ts';
import type { CodeSample } from './highlightSamples.ts';
import type { HighlightAnswer, HighlightRequest } from './highlightThreadClient.ts';
import { twoLaneQueue } from '../util/twoLaneQueue.ts';

/*
 * One job at a time. The compile workers' requests, in the order they came whichever port they
 * came on, go before the warm-up's samples: a sample only compiles a grammar ahead of need, while
 * a request holds up a worker. The warm-up was one job for all its samples, and a first build's
 * workers, started before it was done, waited for every language's grammar to be compiled before
 * getting their first block back.
 */
const queue = twoLaneQueue();

/** Answer the highlight requests of one compile worker, on the port they came from (see highlightThread.ts). */
export function serveHighlights(port: MessagePort): void {
  port.on('message', ({ id, blocks }: HighlightRequest) => {
    queue.urgent(async () => {
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

/** Highlight these blocks for nothing but their grammars' rules, compiled now (see highlightSamples), whenever no request waits. */
export function warmHighlights(samples: CodeSample[]): void {
  for (const { lang, code } of samples) {
    queue.spare(async () => {
      try {
        await highlightHere([{ code, language: resolveLanguage(lang), lineClasses: new Map() }]);
      } catch {
        // A sample that fails warms nothing; its document reports the failure when it compiles.
      }
    });
  }
}
