import { parentPort } from 'node:worker_threads';
import { serveWorker } from '../util/workerPool.ts';
import { indexBody, stemmingFor, type IndexBody } from './buildSearchIndex.ts';
import type { RecordSource } from './records.ts';

/** The records of a build's index and its stemmer language (see searchIndexBody.ts). */
export interface IndexTask {
  sources: RecordSource[];
  language: string | undefined;
}

serveWorker<IndexTask, IndexBody>(parentPort, async ({ sources, language }) => indexBody(sources, {}, await stemmingFor(language)));
