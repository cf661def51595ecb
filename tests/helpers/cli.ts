import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath } from '../../packages/core/src/diagnostics/displayPath.ts';

// Running the CLI as a user would, without vitest: the global setup (portalBuilds.setup.ts) runs it too.

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = path.join(ROOT, 'bin', 'docs.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The environment the CLI runs in under test: the tests' own, without the colour settings of the
 * shell that started them (so output is plain, as in a pipe, unless a test sets them), with `extra`
 * on top (an `undefined` value leaves a variable out).
 */
export function cliEnvironment(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _force, NO_COLOR: _none, ...inherited } = process.env;
  return { ...inherited, CI: 'true', ...extra };
}

/**
 * A file as the CLI names it in its human output when run by `runCli` (from the repository): a
 * relative path, or an absolute one past a folder beside it (see displayPath). Where temporary
 * folders are relative to the checkout decides which, so tests ask rather than assume.
 */
export function shownPath(file: string, cwd = ROOT): string {
  return displayPath(file, cwd);
}

/** Run the real `docs` CLI, as a user would. */
export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string | undefined> } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? ROOT, env: cliEnvironment(options.env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}


export interface BuiltSite {
  siteDir: string;
  outDir: string;
  result: CliResult;
  /** The `--json` report. */
  report: { ok: boolean; routes: number; diagnostics: { severity: string; code: string; file?: string; line?: number; column?: number; message: string; hint?: string }[] };
  read(file: string): string;
  exists(file: string): boolean;
  manifest(): { routes: { path: string; kind: string; title: string; file: string; chunks: string[]; css: string[] }[]; entry: { js: string; css: string[]; imports: string[] }; routesIndex: string };
}

/** Build a site with `docs build --json` (into `build/` unless `extraArgs` has an `--out-dir`). */
export async function buildSite(siteDir: string, extraArgs: string[] = [], env: Record<string, string | undefined> = {}): Promise<BuiltSite> {
  const result = await runCli(['build', siteDir, '--json', ...extraArgs], { env });
  const outAt = extraArgs.indexOf('--out-dir');
  return builtSite(siteDir, outAt === -1 ? path.join(siteDir, 'build') : path.resolve(extraArgs[outAt + 1]!), result);
}

/** What a finished `docs build --json` gives a test: its report, and its output to read. */
export function builtSite(siteDir: string, outDir: string, result: CliResult): BuiltSite {
  let report: BuiltSite['report'];
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`docs build did not print JSON (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
  return {
    siteDir,
    outDir,
    result,
    report,
    read: (file) => readFileSync(path.join(outDir, file), 'utf8'),
    exists: (file) => existsSync(path.join(outDir, file)),
    manifest: () => JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')),
  };
}
