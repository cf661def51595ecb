import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { SourceDocument } from '../content/types.ts';
import { createWorkerPool } from '../util/workerPool.ts';
import { compileOnPool, type CompilePool, type CompileProgress, type CompileTask } from './compileOnPool.ts';
import type { CompiledDocument, CompileOptions } from './types.ts';
import { temporaryFolder } from '../../../../tests/helpers/temporaryFolder.ts';

// A stand-in compiler on a real worker thread, speaking the compile worker's protocol: it says
// which document it starts, hangs on documents named "hang", dies on "crash", and sends each
// other document's result once the next one is under way (as the real one does, after minifying
// while the next compiles), so a hang holds back the result before it. Each start is logged, to
// count attempts; so is each arrival of the compile options, to count how often they are sent.
const dir = temporaryFolder('docs-pool-');
const workerFile = path.join(dir, 'worker.mjs');
const startLog = path.join(dir, 'started.log');
const optionsLog = path.join(dir, 'options.log');
writeFileSync(
  workerFile,
  `import { appendFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
const send = (result) => parentPort.postMessage({ partial: { result } });
parentPort.on('message', ({ task: { docs }, context }) => {
  if (context) appendFileSync(${JSON.stringify(optionsLog)}, context.baseUrl + '\\n');
  let held;
  for (const [index, d] of docs.entries()) {
    parentPort.postMessage({ partial: { compiling: index } });
    appendFileSync(${JSON.stringify(startLog)}, d.source + '\\n');
    if (d.source.includes('hang')) for (;;) {}
    if (d.source.includes('crash')) process.exit(3);
    if (held) send(held);
    held = { source: d.source, code: 'compiled', headings: [], excerpt: '', text: '', sections: [], links: [], assets: [], diagnostics: [] };
  }
  parentPort.postMessage({ partial: { compiling: null } });
  if (held) send(held);
  parentPort.postMessage({ ok: true, result: null });
});
`,
);
const pool = createWorkerPool<CompileTask, null, CompileProgress>(pathToFileURL(workerFile), 1) as CompilePool;
afterAll(() => pool.close());

const doc = (name: string): SourceDocument => ({ source: `/site/docs/${name}.md`, format: 'md', body: '', frontMatter: {} });

async function compileAll(names: string[], options: CompileOptions = { permalinks: {}, baseUrl: '/' }): Promise<Map<string, CompiledDocument>> {
  writeFileSync(startLog, '');
  const results = new Map<string, CompiledDocument>();
  await compileOnPool(pool, names.map(doc), options, (r) => results.set(r.source, r), { timeoutMs: 1_000 });
  return results;
}

/** How many times each document was started. */
function attempts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of readFileSync(startLog, 'utf8').split('\n').filter(Boolean)) counts[path.basename(line, '.md')] = (counts[path.basename(line, '.md')] ?? 0) + 1;
  return counts;
}

describe('compileOnPool', () => {
  it('reports a document that hangs, stops its worker, and compiles the ones after it', async () => {
    const results = await compileAll(['a', 'hang', 'b', 'c']);
    expect([...results.keys()].map((s) => path.basename(s)).sort()).toEqual(['a.md', 'b.md', 'c.md', 'hang.md']);
    expect(results.get('/site/docs/hang.md')!.diagnostics).toMatchObject([{ severity: 'error', code: 'compile-timeout', file: '/site/docs/hang.md' }]);
    for (const name of ['a', 'b', 'c']) expect(results.get(`/site/docs/${name}.md`)!.code).toBe('compiled');
  });

  it('blames the document being compiled, not the one whose result it holds back, and compiles it once', async () => {
    const results = await compileAll(['a', 'b', 'hang', 'c']);
    expect(results.get('/site/docs/hang.md')!.diagnostics).toMatchObject([{ code: 'compile-timeout', file: '/site/docs/hang.md' }]);
    for (const name of ['a', 'b', 'c']) expect(results.get(`/site/docs/${name}.md`)!, name).toMatchObject({ code: 'compiled', diagnostics: [] });
    // b finished but its result went down with the worker: compiled again, unlike the hang.
    expect(attempts()).toEqual({ a: 1, b: 2, hang: 1, c: 1 });
  });

  it('reports a document that kills its worker, and goes on with a new one', async () => {
    const results = await compileAll(['crash', 'd', 'hang', 'crash-again', 'e']);
    expect(results.get('/site/docs/crash.md')!.diagnostics).toMatchObject([{ code: 'compile-crash' }]);
    expect(results.get('/site/docs/crash-again.md')!.diagnostics).toMatchObject([{ code: 'compile-crash' }]);
    expect(results.get('/site/docs/hang.md')!.diagnostics).toMatchObject([{ code: 'compile-timeout' }]);
    expect(results.get('/site/docs/d.md')!.code).toBe('compiled');
    expect(results.get('/site/docs/e.md')!.code).toBe('compiled');
    // d's result is lost with each worker the next document stops, and d compiled again each time.
    expect(attempts()).toEqual({ crash: 1, d: 3, hang: 1, 'crash-again': 1, e: 1 });
  });

  it('sends the options once to a worker for all the batches that share them, and again to a worker that replaced one', async () => {
    writeFileSync(optionsLog, '');
    const options: CompileOptions = { permalinks: {}, baseUrl: '/shared/' };
    await compileAll(['a', 'b'], options);
    await compileAll(['c'], options);
    expect(readFileSync(optionsLog, 'utf8')).toBe('/shared/\n');
    // The hang stops the worker: its replacement gets the options before it compiles c.
    const results = await compileAll(['hang', 'c'], options);
    expect(results.get('/site/docs/c.md')!.code).toBe('compiled');
    expect(readFileSync(optionsLog, 'utf8')).toBe('/shared/\n/shared/\n');
    // Other options (another build in the same process) are sent as they come.
    await compileAll(['d'], { permalinks: {}, baseUrl: '/other/' });
    expect(readFileSync(optionsLog, 'utf8')).toBe('/shared/\n/shared/\n/other/\n');
  });
});
