import { readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, runCli, shownPath, type BuiltSite, type CliResult, snapshot } from '../helpers/site.ts';

type Diagnostic = BuiltSite['report']['diagnostics'][number] & { frame?: string };

let siteDir: string;
let okBuild: BuiltSite;
let before: Map<string, string>;
let failed: BuiltSite;
let human: CliResult;


const BROKEN = ['docs/broken-div.mdx', 'docs/broken-brace.mdx'];
const src = (rel: string) => path.join(siteDir, rel);
// Infos (broken-div.mdx's `custom_key`) are beside the point here.
const diagnosticsOf = (rel: string) => (failed.report.diagnostics as Diagnostic[]).filter((d) => d.file === src(rel) && d.severity !== 'info');
/** 1-based line and column of the first occurrence of `needle` in a fixture file. */
function positionOf(rel: string, needle: string): { line: number; column: number } {
  const lines = readFileSync(src(rel), 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  return { line: line + 1, column: lines[line]!.indexOf(needle) + 1 };
}

beforeAll(async () => {
  siteDir = copyFixture('syntax-error');
  // First a good build (broken files set aside), then the broken files back and a failing build
  // into the same folder.
  for (const rel of BROKEN) renameSync(src(rel), src(rel) + '.aside');
  okBuild = await buildSite(siteDir);
  before = snapshot(okBuild.outDir);
  for (const rel of BROKEN) renameSync(src(rel) + '.aside', src(rel));
  failed = await buildSite(siteDir);
  human = await runCli(['build', siteDir]);
});

describe('syntax-error', () => {
  it('builds fine without the broken files (the valid files are valid)', () => {
    expect(okBuild.result.code, okBuild.result.stderr).toBe(0);
    expect(okBuild.report.diagnostics).toEqual([]);
  });

  it('fails with exit code 1', () => {
    expect(failed.result.code).toBe(1);
    expect(failed.report.ok).toBe(false);
    expect(human.code).toBe(1);
  });

  it('reports one error per broken file and nothing about the valid ones', () => {
    const errors = failed.report.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.file).sort()).toEqual(BROKEN.map(src).sort());
    for (const d of errors) expect(d.code).toBe('mdx-syntax');
    expect(failed.report.diagnostics.filter((d) => d.file && !BROKEN.map(src).includes(d.file))).toEqual([]);
  });

  it('points at the unclosed <div> itself, after the 17 lines of front matter', () => {
    const [d] = diagnosticsOf('docs/broken-div.mdx');
    expect(positionOf('docs/broken-div.mdx', '<div')).toEqual({ line: 25, column: 11 });
    expect({ line: d!.line, column: d!.column }).toEqual({ line: 25, column: 11 });
  });

  it('points at the line of the unclosed `{`, within the broken expression', () => {
    const [d] = diagnosticsOf('docs/broken-brace.mdx');
    const brace = positionOf('docs/broken-brace.mdx', '{1 + 2');
    expect(brace).toEqual({ line: 11, column: 14 });
    expect(d!.line).toBe(11);
    const lineText = readFileSync(src('docs/broken-brace.mdx'), 'utf8').split('\n')[10]!;
    expect(d!.column).toBeGreaterThanOrEqual(brace.column);
    expect(d!.column).toBeLessThanOrEqual(lineText.length + 1);
  });

  it('says what is wrong in plain words', () => {
    for (const rel of BROKEN) {
      const [d] = diagnosticsOf(rel);
      expect(d!.message.length).toBeGreaterThan(10);
      expect(d!.message).not.toContain('[object Object]');
      expect(d!.message).not.toMatch(/^\s*[{[]/);
      expect(d!.message).not.toContain('"line":');
      expect(d!.message).not.toMatch(/\n/);
    }
    expect(diagnosticsOf('docs/broken-div.mdx')[0]!.message).toContain('<div>');
    expect(diagnosticsOf('docs/broken-brace.mdx')[0]!.message).toMatch(/brace|`\{`|expression/);
  });

  it('prints file:line:col and a code frame whose caret is under the reported column (stdout without --json)', () => {
    for (const rel of BROKEN) {
      const [d] = diagnosticsOf(rel);
      expect(human.stderr).toContain(`${shownPath(src(rel))}:${d!.line}:${d!.column}: error: ${d!.message}`);
      const lineText = readFileSync(src(rel), 'utf8').split('\n')[d!.line! - 1]!;
      const frameLine = `> ${d!.line} | ${lineText}`;
      expect(human.stderr).toContain(frameLine);
      // The caret line follows the marked line, with the caret under the reported column.
      const after = human.stderr.slice(human.stderr.indexOf(frameLine) + frameLine.length + 1).split('\n')[0]!;
      expect(after.indexOf('^') - after.indexOf('|') - 2).toBe(d!.column! - 1);
    }
    expect(human.stderr).toMatch(/Build failed with 2 errors and 0 warnings/);
    expect(human.stderr).not.toContain('[object Object]');
  });

  it('writes the human text to stderr under --json, keeping stdout pure JSON', () => {
    expect(() => JSON.parse(failed.result.stdout)).not.toThrow();
    expect(failed.result.stderr).toContain(`${shownPath(src('docs/broken-div.mdx'))}:`);
    expect(failed.result.stderr).toContain('> 25 | Text then <div className="box">');
  });

  it('leaves the previous output untouched', () => {
    const after = snapshot(okBuild.outDir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, content] of before) expect(after.get(file), file).toBe(content);
    expect(readdirSync(siteDir).filter((f) => f.includes('staging'))).toEqual([]);
  });
});
