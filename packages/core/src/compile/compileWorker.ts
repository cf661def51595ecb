import { parentPort } from 'node:worker_threads';
import type { SourceDocument } from '../content/types.ts';
import { serveWorker } from '../util/workerPool.ts';
import { compileDocument } from './compileDocument.ts';
import type { CompiledDocument, CompileOptions } from './types.ts';

serveWorker<{ docs: SourceDocument[]; options: CompileOptions }, CompiledDocument[]>(parentPort, async ({ docs, options }) => {
  const out: CompiledDocument[] = [];
  for (const doc of docs) out.push(await compileDocument(doc, options));
  return out;
});
