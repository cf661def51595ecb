import { parentPort } from 'node:worker_threads';
import { serveWorker } from '../util/workerPool.ts';
import { renderBatch, type RenderTask, type RenderedRoute } from './renderBatch.ts';

serveWorker<RenderTask, RenderedRoute[]>(parentPort, renderBatch);
