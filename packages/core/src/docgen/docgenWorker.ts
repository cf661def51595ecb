import { parentPort } from 'node:worker_threads';
import { serveWorker } from '../util/workerPool.ts';
import type { DocgenTask } from './docgenOffThread.ts';
import { loadComponentDocs, type ComponentDocsResult } from './loadComponentDocs.ts';

// The TypeScript compiler takes seconds on a first start: `docs dev` runs it here, off the thread
// that answers requests.
serveWorker<DocgenTask, ComponentDocsResult>(parentPort, ({ modules, siteDir, configFile }) => loadComponentDocs(modules, siteDir, configFile));
