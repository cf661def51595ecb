import { readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, runCli, snapshot, type BuiltSite, type CliResult } from '../helpers/site.ts';

type Diagnostic = BuiltSite['report']['diagnostics'][number];

/** Every file that imports something missing, the import, and where it is written (checked against the file below). */
const MISSING = [
  { file: 'docs/callouts.mdx', specifier: '@site/src/components/Callout', line: 1, column: 21 },
  { file: 'docs/setup.mdx', specifier: '@site/src/components/Callout', line: 8, column: 21 },
  // Line 10 shows the same import in a code block: the real one is on line 15.
  { file: 'docs/guide/usage.mdx', specifier: '@site/src/components/Callout', line: 15, column: 21 },
  { file: 'docs/guide/notes.md', specifier: '@site/src/components/Callout', line: 7, column: 21 },
  { file: 'docs/typo.mdx', specifier: '@site/src/components/Higlight', line: 5, column: 23 },
  { file: 'docs/theme.mdx', specifier: '@theme/Nope', line: 6, column: 18 },
  { file: 'docs/broken.mdx', specifier: '@site/src/components/Chart', line: 5, column: 19 },
  { file: 'src/pages/index.tsx', specifier: '../components/HeroBanner', line: 3, column: 24 },
  { file: 'src/pages/about.tsx', specifier: 'left-pad', line: 3, column: 21 },
];
/** Everything that fails: set aside for the first, good build. */
const FAILING = [...new Set(MISSING.map((m) => m.file))];
const JARGON = /external|esbuild|namespace|resolv|bundler/i;

let siteDir: string;
let before: Map<string, string>;
let failed: BuiltSite;
let human: CliResult;
/** The same site without the document that does not compile: its missing imports are found by the bundle stage itself. */
let compiles: BuiltSite;

const src = (rel: string) => path.join(siteDir, rel);
const missingIn = (report: BuiltSite['report'], rel: string) => report.diagnostics.filter((d) => d.code === 'module-not-found' && d.file === src(rel));

beforeAll(async () => {
  siteDir = copyFixture('missing-imports');
  for (const rel of FAILING) renameSync(src(rel), src(rel) + '.aside');
  const good = await buildSite(siteDir);
  expect(good.result.code, good.result.stderr).toBe(0);
  before = snapshot(good.outDir);
  for (const rel of FAILING) renameSync(src(rel) + '.aside', src(rel));
  failed = await buildSite(siteDir);
  human = await runCli(['build', siteDir]);
  const other = copyFixture('missing-imports');
  rmSync(path.join(other, 'docs/broken.mdx'));
  compiles = await buildSite(other);
});

describe('missing-imports', () => {
  it('the expected positions are where the fixture writes each import', () => {
    for (const m of MISSING) {
      const line = readFileSync(src(m.file), 'utf8').split('\n')[m.line - 1]!;
      expect(line.slice(m.column - 1)).toMatch(new RegExp(`^'${m.specifier.replace(/[./]/g, '\\$&')}'`));
    }
  });

  it('fails, and leaves the previous output as it was', () => {
    expect(failed.result.code).toBe(1);
    expect(failed.report.ok).toBe(false);
    expect(snapshot(failed.outDir)).toEqual(before);
  });

  it('reports every importing file once, at the import in its own source', () => {
    const errors = failed.report.diagnostics.filter((d) => d.code === 'module-not-found');
    expect(errors).toHaveLength(MISSING.length);
    for (const m of MISSING) {
      expect(missingIn(failed.report, m.file), m.file).toEqual([expect.objectContaining({ severity: 'error', line: m.line, column: m.column })]);
      expect(missingIn(failed.report, m.file)[0]!.message).toMatch(new RegExp(`^Cannot find "${m.specifier.replace(/[./]/g, '\\$&')}": `));
    }
  });

  it('says what was looked for and what to do', () => {
    const one = (rel: string) => missingIn(failed.report, rel)[0]!;
    for (const rel of ['docs/callouts.mdx', 'docs/setup.mdx', 'docs/guide/usage.mdx', 'docs/guide/notes.md']) {
      expect(one(rel).message).toBe('Cannot find "@site/src/components/Callout": no file src/components/Callout.tsx, .ts, .jsx, .js, .mdx, .md or folder with an index file.');
      expect(one(rel).hint).toBe('Check the path, or create src/components/Callout.tsx.');
    }
    expect(one('docs/typo.mdx').hint).toBe('Did you mean "@site/src/components/Highlight"?');
    expect(one('docs/theme.mdx')).toMatchObject({
      message: 'Cannot find "@theme/Nope": neither the theme nor src/theme of the site has a component "Nope".',
      hint: 'Check the name, or add src/theme/Nope.tsx to the site to create the component.',
    });
    expect(one('src/pages/index.tsx').message).toBe('Cannot find "../components/HeroBanner": no file src/components/HeroBanner.tsx, .ts, .jsx, .js, .css, .json or folder with an index file.');
    expect(one('src/pages/about.tsx')).toMatchObject({ message: 'Cannot find "left-pad": the package "left-pad" is not installed.', hint: 'Install it: npm install left-pad' });
  });

  it('lists the syntax error together with the missing imports, in one run', () => {
    const broken = failed.report.diagnostics.filter((d) => d.file === src('docs/broken.mdx')).map((d) => d.code).sort();
    expect(broken).toEqual(['mdx-syntax', 'module-not-found']);
    expect(failed.report.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(MISSING.length + 1);
  });

  it('uses no bundler words, in the report or on the terminal', () => {
    for (const d of failed.report.diagnostics as Diagnostic[]) expect(`${d.message} ${d.hint ?? ''}`).not.toMatch(JARGON);
    expect(human.code).toBe(1);
    expect(human.stdout + human.stderr).not.toMatch(JARGON);
    for (const m of MISSING) expect(human.stdout + human.stderr).toContain(`${m.file}:${m.line}:${m.column}: error: Cannot find "${m.specifier}"`);
  });

  it('reports the same, once per file, when the bundle stage finds them (browser and server builds alike)', () => {
    expect(compiles.result.code).toBe(1);
    const found = compiles.report.diagnostics.map((d) => ({ code: d.code, file: path.relative(compiles.siteDir, d.file!), line: d.line, column: d.column }));
    const expected = MISSING.filter((m) => m.file !== 'docs/broken.mdx').map((m) => ({ code: 'module-not-found', file: m.file, line: m.line, column: m.column }));
    const order = (list: { file: string }[]) => [...list].sort((a, b) => a.file.localeCompare(b.file));
    expect(order(found)).toEqual(order(expected));
    for (const d of compiles.report.diagnostics) expect(`${d.message} ${d.hint ?? ''}`).not.toMatch(JARGON);
  });
});
