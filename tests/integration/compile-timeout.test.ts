import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompiledDocument } from '../../packages/core/src/compile/types.ts';
import { cacheFolder } from '../../packages/core/src/util/cacheFolder.ts';
import { buildSite, copyFixture } from '../helpers/site.ts';

/**
 * A paragraph of 60,000 closing brackets without an opening one: the Markdown parser looks back
 * for an opener at each, so its time grows with the square of their number (40,000 took 28 s on
 * one core; this is about twice as long). Real input the compiler is slow on, far over the limit
 * below on any machine.
 */
const SLOW_BODY = `# Slow\n\n${'a] '.repeat(60_000)}\n`;
/** Well over a worker's start and a small document's compile on a loaded machine. */
const LIMIT_MS = 5_000;

describe('a document that compiles for longer than the limit, after one that is fast', () => {
  it('is the one reported, once, and the documents around it compile', async () => {
    // Batched in path order on one worker: intro and setup, then the slow one, then another. The
    // result of setup, minified while the slow one compiles, is held back by it.
    const siteDir = copyFixture('minimal');
    writeFileSync(path.join(siteDir, 'docs', '03-slow.md'), SLOW_BODY);
    writeFileSync(path.join(siteDir, 'docs', '04-after.md'), '# After\n\nA short page.\n');
    const site = await buildSite(siteDir, [], { DOCS_COMPILE_TIMEOUT_MS: String(LIMIT_MS) });
    const timeouts = site.report.diagnostics.filter((d) => d.code === 'compile-timeout');
    // One timeout: the slow document was compiled once (a second attempt would time out again).
    expect(timeouts).toEqual([expect.objectContaining({ severity: 'error', file: path.join(siteDir, 'docs', '03-slow.md') })]);
    expect(site.report.diagnostics.filter((d) => d.file !== path.join(siteDir, 'docs', '03-slow.md'))).toEqual([]);
    // The build stops at the error, so the others' compiled modules are seen where they are cached.
    const cacheDir = cacheFolder(siteDir, 'compile');
    // Each entry is a .json file, its code in the .code file it names.
    const cached = readdirSync(cacheDir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(path.join(cacheDir, f), 'utf8')) as CompiledDocument);
    const compiled = cached.filter((d) => d.storedCode && readFileSync(path.join(cacheDir, d.storedCode.file), 'utf8').length > 0).map((d) => path.relative(siteDir, d.source)).sort();
    expect(compiled).toEqual(['docs/01-intro.md', 'docs/02-guides/setup.md', 'docs/04-after.md']);
  }, 120_000);
});
