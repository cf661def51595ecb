// A worker of the bench's plain split (parsers.mjs): compiles each batch of documents it is sent
// with plain @mdx-js/mdx compile() and remark-gfm, and sends the compiled modules back, as a
// compile worker of ours sends its results.
import { parentPort } from 'node:worker_threads';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

parentPort.on('message', async (batch) => {
  const modules = [];
  for (const { source, body } of batch) modules.push(String((await compile({ path: source, value: body }, { format: 'mdx', remarkPlugins: [remarkGfm] })).value));
  parentPort.postMessage(modules);
});
