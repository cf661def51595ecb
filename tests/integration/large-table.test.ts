import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompiledDocument } from '../../packages/core/src/compile/types.ts';
import { cacheFolder } from '../../packages/core/src/util/cacheFolder.ts';
import { buildSite, copyFixture, ROOT } from '../helpers/site.ts';

/** The bench's generator (scripts/bench/largeTable.mjs). */
const largeTable = async () => (await import(path.join(ROOT, 'scripts', 'bench', 'largeTable.mjs'))) as { largeTableDocument(rows: number): string };

const ROWS = 50_000;
/** Row i of the table is on line FIRST_ROW_LINE + i (after a title, a sentence, the header and delimiter rows). */
const FIRST_ROW_LINE = 7;
const BROKEN_ROW = 45_001;

describe('a document of one table of 50,000 rows', () => {
  it('builds, with every row on the page and every link at its place', async () => {
    const siteDir = copyFixture('minimal');
    const lines = (await largeTable()).largeTableDocument(ROWS).split('\n');
    // One link no page answers, far into the table: the link checker must name its line and column.
    const broken = lines[FIRST_ROW_LINE - 1 + BROKEN_ROW]!.replace(/none \|$/, '[gone](/docs/gone) |');
    lines[FIRST_ROW_LINE - 1 + BROKEN_ROW] = broken;
    const source = lines.join('\n');
    writeFileSync(path.join(siteDir, 'docs', '03-codes.md'), source);

    const site = await buildSite(siteDir);
    expect(site.result.code, site.result.stderr).toBe(0);
    expect(site.report.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'broken-link', file: path.join(siteDir, 'docs', '03-codes.md'), line: FIRST_ROW_LINE + BROKEN_ROW, column: broken.indexOf('[gone]') + 1 }),
    ]);

    const page = site.read('docs/codes/index.html');
    const table = page.slice(page.indexOf('<table'), page.indexOf('</table>'));
    expect(table.match(/<tr>/g)).toHaveLength(ROWS + 1);
    expect(table.match(/<a href="\/docs\/guides\/setup"/g)).toHaveLength(ROWS / 10);
    expect(table).toContain('<tr><td>E49999</td><td>');

    // What the compile made of it, as cached: its search text, and a module a few times the size of
    // the Markdown (one call per element made it 8.4 times; rows without a component are HTML strings).
    const cacheDir = cacheFolder(siteDir, 'compile');
    // Each entry is a .json file, its code in the .code file it names.
    const compiled = readdirSync(cacheDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(cacheDir, f), 'utf8')) as CompiledDocument)
      .find((d) => d.source.endsWith('03-codes.md'))!;
    expect(compiled.text).toContain('E49999');
    expect(compiled.links).toHaveLength(ROWS / 10 + 1);
    expect(compiled.storedCode!.codeLength).toBeGreaterThan(0);
    expect(compiled.storedCode!.codeLength).toBeLessThan(4 * source.length);
  }, 300_000);
});
