import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { SourceDocument } from '../content/types.ts';
import { createWorkerPool } from '../util/workerPool.ts';
import { compileOnPool, type CompilePool, type CompileTask } from './compileOnPool.ts';
import type { CompiledDocument } from './types.ts';

// A stand-in compiler on a real worker thread: it hangs on documents named "hang", dies on
// "crash", and answers the others at once.
const workerFile = path.join(mkdtempSync(path.join(tmpdir(), 'docs-pool-')), 'worker.mjs');
writeFileSync(
  workerFile,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ docs }) => {
  for (const d of docs) {
    if (d.source.includes('hang')) for (;;) {}
    if (d.source.includes('crash')) process.exit(3);
    parentPort.postMessage({ partial: { source: d.source, code: 'compiled', headings: [], excerpt: '', text: '', sections: [], links: [], assets: [], diagnostics: [] } });
  }
  parentPort.postMessage({ ok: true, result: null });
});
`,
);
const pool = createWorkerPool<CompileTask, null, CompiledDocument>(pathToFileURL(workerFile), 1) as CompilePool;
afterAll(() => pool.close());

const doc = (name: string): SourceDocument => ({ source: `/site/docs/${name}.md`, format: 'md', body: '', frontMatter: {} });

async function compileAll(names: string[]): Promise<Map<string, CompiledDocument>> {
  const results = new Map<string, CompiledDocument>();
  await compileOnPool(pool, names.map(doc), { permalinks: {}, baseUrl: '/' }, (r) => results.set(r.source, r), 1_000);
  return results;
}

describe('compileOnPool', () => {
  it('reports a document that hangs, stops its worker, and compiles the ones after it', async () => {
    const results = await compileAll(['a', 'hang', 'b', 'c']);
    expect([...results.keys()].map((s) => path.basename(s))).toEqual(['a.md', 'hang.md', 'b.md', 'c.md']);
    expect(results.get('/site/docs/hang.md')!.diagnostics).toMatchObject([{ severity: 'error', code: 'compile-timeout', file: '/site/docs/hang.md' }]);
    for (const name of ['a', 'b', 'c']) expect(results.get(`/site/docs/${name}.md`)!.code).toBe('compiled');
  });

  it('reports a document that kills its worker, and goes on with a new one', async () => {
    const results = await compileAll(['crash', 'd', 'hang', 'crash-again', 'e']);
    expect(results.get('/site/docs/crash.md')!.diagnostics).toMatchObject([{ code: 'compile-crash' }]);
    expect(results.get('/site/docs/crash-again.md')!.diagnostics).toMatchObject([{ code: 'compile-crash' }]);
    expect(results.get('/site/docs/hang.md')!.diagnostics).toMatchObject([{ code: 'compile-timeout' }]);
    expect(results.get('/site/docs/d.md')!.code).toBe('compiled');
    expect(results.get('/site/docs/e.md')!.code).toBe('compiled');
  });
});
