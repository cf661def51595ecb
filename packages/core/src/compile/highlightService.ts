import type { MessagePort } from 'node:worker_threads';
import { highlightHere } from './codeHighlighter.ts';
import { resolveLanguage } from './highlighter.ts';
import type { CodeSample } from './highlightSamples.ts';
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

/** Highlight these blocks for nothing but their grammars' rules, compiled now (see highlightSamples); ahead of any request. */
export function warmHighlights(samples: CodeSample[]): void {
  queue = queue.then(async () => {
    for (const { lang, code } of samples) {
      try {
        await highlightHere([{ code, language: resolveLanguage(lang), lineClasses: new Map() }]);
      } catch {
        // A sample that fails warms nothing; its document reports the failure when it compiles.
      }
    }
  });
}
