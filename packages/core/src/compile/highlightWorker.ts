import { parentPort, type MessagePort } from 'node:worker_threads';
import { getHighlighter } from './highlighter.ts';
import { serveHighlights, warmHighlights } from './highlightService.ts';
import type { CodeSample } from './highlightSamples.ts';

// The shared highlight thread of a compile pool (see highlightThread.ts): the pool sends it one
// port per compile worker. Its highlighter loads while the workers parse their first documents.
getHighlighter().catch(() => undefined);

parentPort?.on('message', (message: { port?: MessagePort; warm?: CodeSample[] }) => {
  if (message.port) serveHighlights(message.port);
  if (message.warm) warmHighlights(message.warm);
});
