import { parentPort, type MessagePort } from 'node:worker_threads';
import { getHighlighter } from './highlighter.ts';
import { serveHighlights } from './highlightService.ts';

// The shared highlight thread of a compile pool (see highlightThread.ts): the pool sends it one
// port per compile worker. Its highlighter loads while the workers parse their first documents.
getHighlighter().catch(() => undefined);

parentPort?.on('message', (message: { port?: MessagePort }) => {
  if (message.port) serveHighlights(message.port);
});
