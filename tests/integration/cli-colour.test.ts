import { appendFileSync, cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, temporaryFolder, type CliResult } from '../helpers/site.ts';

/** Any escape sequence at all. */
const ESCAPE = /\x1b\[/;
const BROKEN = 'Broken link "/docs/missing-page"';

let cwd: string;
let outside: string;
let coloured: CliResult;
let plain: CliResult;
let json: CliResult;
let failed: CliResult;

beforeAll(async () => {
  // The site is under the current folder (`site/`); the other output folder is in a temporary
  // folder of its own, several folders away from it.
  cwd = path.join(temporaryFolder('docs-cli-colour-'), 'work', 'here');
  const site = path.join(cwd, 'site');
  cpSync(path.join(ROOT, 'fixtures', 'minimal'), site, { recursive: true, filter: (src) => !/[\\/](build|\.docs)$/.test(src) });
  appendFileSync(path.join(site, 'docs', '01-intro.md'), '\nA [broken link](/docs/missing-page).\n');
  mkdirSync(path.join(cwd, 'empty'));
  outside = path.join(temporaryFolder('docs-cli-colour-out-'), 'out');
  // One after another: the builds share the site's cache.
  coloured = await runCli(['build', 'site'], { cwd, env: { FORCE_COLOR: '1' } });
  plain = await runCli(['build', 'site', '--out-dir', outside], { cwd, env: { NO_COLOR: '1' } });
  json = await runCli(['build', 'site', '--json', '--out-dir', path.join(outside, '..', 'json')], { cwd, env: { FORCE_COLOR: '1' } });
  failed = await runCli(['build', 'empty'], { cwd, env: { FORCE_COLOR: '1' } });
});

const lastLine = (text: string) => text.trimEnd().split('\n').pop()!;

describe('cli: where output goes and its colours', () => {
  it('writes diagnostics and the summary to stderr, nothing to stdout', () => {
    expect(coloured.code, coloured.stderr).toBe(0);
    expect(coloured.stdout).toBe('');
    expect(plain.stdout).toBe('');
    expect(coloured.stderr).toContain(BROKEN);
  });

  it('with FORCE_COLOR=1, colours a warning yellow and the success line green, keeping file:line:col and the hint', () => {
    expect(coloured.stderr).toMatch(new RegExp(`^site/docs/01-intro\\.md:\\d+:\\d+: \\x1b\\[33mwarning\\x1b\\[39m: ${BROKEN.replace(/[/"]/g, '\\$&')}`, 'm'));
    expect(coloured.stderr).toContain('  hint: ');
    expect(lastLine(coloured.stderr)).toMatch(/^\x1b\[32mBuilt 4 routes into site\/build in \d+(\.\d+)? s, with 1 warning\.\x1b\[39m$/);
  });

  it('with FORCE_COLOR=1, colours an error and the failure line red', () => {
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('\x1b[31merror\x1b[39m: No config file in ');
    expect(lastLine(failed.stderr)).toMatch(/^\x1b\[31mBuild failed with 1 error and 0 warnings .*\x1b\[39m$/);
  });

  it('with NO_COLOR=1, writes no escape code at all', () => {
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stderr).not.toMatch(ESCAPE);
    expect(plain.stderr).toMatch(/^site\/docs\/01-intro\.md:\d+:\d+: warning: Broken link/m);
  });

  it('shows a path under the current folder relative to it, and one far from it absolute, never as a ../ climb', () => {
    expect(lastLine(plain.stderr)).toMatch(/^Built 4 routes into (.+) in /);
    const shown = /^Built 4 routes into (.+) in /.exec(lastLine(plain.stderr))![1]!;
    expect(shown).toBe(outside);
    expect(plain.stderr + coloured.stderr).not.toContain('../');
  });

  it('keeps the --json report on stdout plain and parseable, whatever the colour settings', () => {
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout).not.toMatch(ESCAPE);
    const report = JSON.parse(json.stdout);
    expect(report).toMatchObject({ ok: true, warnings: 1, diagnostics: [expect.objectContaining({ severity: 'warning', message: expect.stringContaining(BROKEN) })] });
    expect(json.stderr).toContain('\x1b[33mwarning\x1b[39m');
  });
});
