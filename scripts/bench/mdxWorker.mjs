// A worker of the bench's split floors (parsers.mjs): compiles each batch of documents it is sent
// with a bare compile of bareCompile.mjs (plain MDX + GFM, or the same work as ours with
// `workerData.sameWork`), and sends the compiled modules back, as a compile worker of ours sends
// its results.
import { parentPort, workerData } from 'node:worker_threads';
import { plainMdx, sameWorkMdx } from './bareCompile.mjs';

const compileOne = workerData?.sameWork ? sameWorkMdx : plainMdx;

parentPort.on('message', async (batch) => {
  const modules = [];
  for (const doc of batch) modules.push(String((await compileOne(doc)).value));
  parentPort.postMessage(modules);
});
