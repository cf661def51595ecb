import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { displayPath } from '../../packages/core/src/diagnostics/displayPath.ts';
import { copyFixture, ROOT, runCli, type CliResult, temporaryFolder } from '../helpers/site.ts';

const version = (JSON.parse(readFileSync(path.join(ROOT, 'packages', 'core', 'package.json'), 'utf8')) as { version: string }).version;

describe.concurrent('cli: usage', () => {
  it('--help exits 0 and lists the commands', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    const out = r.stdout + r.stderr;
    expect(out).toContain('Usage: docs');
    for (const command of ['build', 'serve', 'clear']) expect(out).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
  });

  it('build --help exits 0 and lists its options', async () => {
    const r = await runCli(['build', '--help']);
    expect(r.code).toBe(0);
    for (const option of ['--out-dir', '--empty-out-dir', '--strict', '--json']) expect(r.stdout + r.stderr).toContain(option);
  });

  it('--version exits 0 and prints the package version', async () => {
    const r = await runCli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(version);
    const short = await runCli(['-v']);
    expect(short.code).toBe(0);
    expect(short.stdout.trim()).toBe(version);
  });

  it('an unknown command exits 2 and names it', async () => {
    const r = await runCli(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('frobnicate');
  });

  it('an unknown option exits 2 and names it', async () => {
    const r = await runCli(['build', '--no-such-option']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--no-such-option');
  });

  it('an invalid option value exits 2', async () => {
    const r = await runCli(['serve', '.', '--port', 'not-a-port']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/port/);
  });
});

describe('cli: build', () => {
  let minimalDir: string;
  let minimal: CliResult;

  beforeAll(async () => {
    minimalDir = copyFixture('minimal');
    minimal = await runCli(['build', minimalDir]);
  });

  it('exits 1 with a clear message on a folder with no config', async () => {
    const empty = temporaryFolder('docs-empty-');
    const r = await runCli(['build', empty]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`No config file in ${empty}`);
    expect(r.stderr).toContain('docs.config.ts');
    expect(r.stderr).toMatch(/Build failed with 1 error/);
    expect(r.stdout + r.stderr).not.toMatch(/\bat .*\.js:\d+/); // no stack trace
    expect(existsSync(path.join(empty, 'build'))).toBe(false);
  });

  it('reports the missing config in the JSON report too', async () => {
    const empty = temporaryFolder('docs-empty-');
    const r = await runCli(['build', empty, '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.ok).toBe(false);
    expect(report.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'config-missing' })]);
  });

  it('ends with the summary line: routes, output folder, time and warnings', () => {
    expect(minimal.code, minimal.stderr).toBe(0);
    expect(minimal.stdout).toBe('');
    const last = minimal.stderr.trim().split('\n').pop()!;
    const shown = displayPath(path.join(minimalDir, 'build'), ROOT);
    expect(last).toMatch(/^Built 4 routes into .+ in \d+(\.\d+)? s, with 0 warnings\.$/);
    expect(last).toContain(`into ${shown} in`);
  });

  it('says "1 warning" in the singular', async () => {
    const dir = copyFixture('minimal');
    appendFileSync(path.join(dir, 'docs', '01-intro.md'), '\nA [broken link](/docs/missing-page).\n');
    const r = await runCli(['build', dir]);
    expect(r.code).toBe(0);
    expect(r.stderr.trim().split('\n').pop()).toMatch(/^Built 4 routes into .+, with 1 warning\.$/);
  });

  it('the JSON report has the route count, timings and no human text on stdout', async () => {
    const dir = copyFixture('minimal');
    const r = await runCli(['build', dir, '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ ok: true, routes: 4, errors: 0, warnings: 0, diagnostics: [] });
    expect(Object.keys(report.timings)).toEqual(expect.arrayContaining(['config', 'content', 'compile', 'bundle', 'render', 'write']));
    expect(r.stderr).toMatch(/Built 4 routes/);
  });

  it('--out-dir writes to that folder and not to build/', async () => {
    const dir = copyFixture('minimal');
    const out = path.join(temporaryFolder('docs-out-'), 'custom');
    const r = await runCli(['build', dir, '--out-dir', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(out, 'docs', 'intro', 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'manifest.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('builds the current folder when no siteDir is given', async () => {
    const dir = copyFixture('minimal');
    const r = await runCli(['build'], { cwd: dir });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'build', 'index.html'))).toBe(true);
  });

  describe('clear', () => {
    it('removes build/ and .docs/ and keeps the sources', async () => {
      expect(existsSync(path.join(minimalDir, 'build'))).toBe(true);
      expect(existsSync(path.join(minimalDir, '.docs'))).toBe(true);
      const r = await runCli(['clear', minimalDir]);
      expect(r.code).toBe(0);
      expect(existsSync(path.join(minimalDir, 'build'))).toBe(false);
      expect(existsSync(path.join(minimalDir, '.docs'))).toBe(false);
      expect(existsSync(path.join(minimalDir, 'docs.config.ts'))).toBe(true);
      expect(existsSync(path.join(minimalDir, 'docs', '01-intro.md'))).toBe(true);
    });

    it('succeeds when there is nothing to clear', async () => {
      const dir = temporaryFolder('docs-clear-');
      mkdirSync(path.join(dir, 'docs'));
      writeFileSync(path.join(dir, 'keep.txt'), 'keep');
      const r = await runCli(['clear', dir]);
      expect(r.code).toBe(0);
      expect(readFileSync(path.join(dir, 'keep.txt'), 'utf8')).toBe('keep');
    });
  });

  it('serve exits 1 with a clear message when there is nothing built', async () => {
    const empty = temporaryFolder('docs-empty-');
    const r = await runCli(['serve', empty]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Nothing to serve');
    expect(r.stderr).toContain('docs build');
  });
});
