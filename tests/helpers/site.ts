import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { displayPath } from '../../packages/core/src/diagnostics/displayPath.ts';

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

/** Run the real `docs` CLI, as a user would. */
/**
 * A file as the CLI names it in its human output when run by `runCli` (from the repository): a
 * relative path, or an absolute one past a folder beside it (see displayPath). Where temporary
 * folders are relative to the checkout decides which, so tests ask rather than assume.
 */
export function shownPath(file: string, cwd = ROOT): string {
  return displayPath(file, cwd);
}

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

/**
 * Temporary folders the test file made, removed after its last test so runs leave no litter. Test
 * files are isolated, so this module (and the hook) is new for each file that imports it.
 */
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});

/** A new temporary folder, removed after the test file's last test. */
export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A private copy of a fixture in a temporary folder, so tests never share caches or output. */
export function copyFixture(name: string): string {
  const dir = temporaryFolder(`docs-${name.replace(/[\\/]/g, '-')}-`);
  cpSync(path.join(ROOT, 'fixtures', name), dir, { recursive: true, filter: (src) => !/[\\/](build|\.docs)$/.test(src) });
  return dir;
}

/**
 * Give a copied site the `node_modules` a real one has: each package its `package.json` depends on
 * that this repository has installed is linked into the site's own `node_modules` (packages our
 * build stands in for, `@docusaurus/*`, are not installed and so not linked). Returns the names.
 */
export function linkSiteModules(siteDir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const linked: string[] = [];
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const installed = path.join(ROOT, 'node_modules', name);
    if (!existsSync(installed)) continue;
    const target = path.join(siteDir, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(installed, target, 'dir');
    linked.push(name);
  }
  return linked;
}

/**
 * Copy a fixture written as a real site, give it its `node_modules` (see `linkSiteModules`) and
 * build it; `website` names the site's folder inside the fixture when the site is a repository's
 * `website/` beside content it reads (`path: '../docs'`).
 */
export async function buildRealSiteFixture(name: string, extraArgs: string[] = [], website = ''): Promise<BuiltSite> {
  const siteDir = path.join(copyFixture(name), website);
  linkSiteModules(siteDir);
  return buildSite(siteDir, extraArgs);
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

/** Copy a fixture and build it with `docs build --json`. */
export async function buildFixture(name: string, extraArgs: string[] = []): Promise<BuiltSite> {
  const siteDir = copyFixture(name);
  return buildSite(siteDir, extraArgs);
}

export async function buildSite(siteDir: string, extraArgs: string[] = [], env: Record<string, string> = {}): Promise<BuiltSite> {
  const outDir = path.join(siteDir, 'build');
  const result = await runCli(['build', siteDir, '--json', ...extraArgs], { env });
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

/** Every file of a folder with its content and modification time (a symlink: where it points), for comparing two states of an output. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isSymbolicLink()) files.set(path.relative(dir, full), `-> ${readlinkSync(full)}`);
      else if (entry.isDirectory()) walk(full);
      else files.set(path.relative(dir, full), readFileSync(full, 'base64') + ':' + statSync(full).mtimeMs);
    }
  };
  walk(dir);
  return files;
}

/**
 * A private copy of the portal in `site/`, so a test build never races another. `customFields`
 * are service addresses laid over the environment's (ones a test intercepts, say); the portal's
 * Content-Security-Policy follows them.
 */
/**
 * The portal's deployment variables (its `deployEnv`) set to test addresses, for a build that must
 * have no warnings at all: without them, a build says once which are unset.
 */
export const PORTAL_DEPLOY_ENV = { STARTER_SUBMISSION_ENDPOINT: 'https://submissions.example.test/starters', SURVEY_WEBHOOK_URL: 'https://hooks.example.test/csat', GA_MEASUREMENT_ID: 'G-TEST123' };

export function copyPortal(customFields: Record<string, string> = {}): string {
  const dir = temporaryFolder('docs-portal-');
  cpSync(path.join(ROOT, 'site'), dir, { recursive: true, filter: (src) => !/[\\/](build|\.docs)$/.test(src) });
  if (Object.keys(customFields).length) {
    const file = path.join(dir, 'docs.config.ts');
    const source = readFileSync(file, 'utf8');
    const ending = 'export default portalConfig();';
    if (!source.includes(ending)) throw new Error(`site/docs.config.ts no longer ends in \`${ending}\`.`);
    writeFileSync(file, source.replace(ending, `export default portalConfig({ ...servicesFromEnvironment(), ...${JSON.stringify(customFields)} });`));
  }
  return dir;
}
