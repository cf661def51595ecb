import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, ROOT, runCli, type BuiltSite } from './cli.ts';
import { temporaryFolder } from './temporaryFolder.ts';

export { buildSite, builtSite, CLI, cliEnvironment, ROOT, runCli, shownPath, type BuiltSite, type CliResult } from './cli.ts';

export { temporaryFolder };

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

/**
 * Set one top-level key of a copied site's `docs.config.ts` to `value` (source text): the line
 * that sets it is replaced, or a new one goes before `docs:`, which every fixture config has.
 */
export function setConfigKey(siteDir: string, key: string, value: string): void {
  const config = path.join(siteDir, 'docs.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace(new RegExp(`\\n\\s*${key}: [^\\n]*|(?=\\n\\s*docs:)`), `\n  ${key}: ${value},`));
}

/**
 * Set `key` of a copied site's config to `value` (source text) and build with `--json`: the exit
 * code and the diagnostic that names the key, for a value the config may not hold.
 */
export async function buildWithConfigValue(siteDir: string, key: string, value: string): Promise<{ code: number; problem?: { file?: string; line?: number; message: string } }> {
  setConfigKey(siteDir, key, value);
  const result = await runCli(['build', siteDir, '--json']);
  const report = JSON.parse(result.stdout) as { diagnostics: { file?: string; line?: number; message: string }[] };
  return { code: result.code, problem: report.diagnostics.find((d) => d.message.includes(key)) };
}

/** Copy a fixture and build it with `docs build --json`. */
export async function buildFixture(name: string, extraArgs: string[] = []): Promise<BuiltSite> {
  const siteDir = copyFixture(name);
  return buildSite(siteDir, extraArgs);
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

