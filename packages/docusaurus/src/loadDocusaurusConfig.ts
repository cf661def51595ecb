import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BuildError, codeFrame, type Diagnostic } from '../../core/src/diagnostics/diagnostic.ts';
import { errorPositionIn, evaluateModule } from '../../core/src/util/evaluateModule.ts';
import { locateValue } from '../../core/src/util/locateValue.ts';
import type { ConfigNotice } from './configNotice.ts';
import type { SiteConfig } from '../../core/src/config/types.ts';
import type { SitePlugins } from '../../core/src/plugins/sitePlugins.ts';
import { COMMUNITY_PACKAGES } from './nativePlugins.ts';
import { hasOtherPresets, isObject } from './pluginEntry.ts';
import { toUserConfig } from './toUserConfig.ts';
import { validateDocusaurusConfig } from './validateDocusaurusConfig.ts';

export interface LoadedDocusaurusConfig {
  /** Our `UserConfig`, for our schema to validate. */
  config: Record<string, unknown>;
  /** Warnings and infos at the keys `docs` does not implement. */
  diagnostics: Diagnostic[];
  /** The site's plugins and themes run through the plugin host; absent when it lists none. */
  plugins?: SitePlugins<SiteConfig>;
}

/**
 * Load a `docusaurus.config.*` as Docusaurus does (evaluated in place with Node's module
 * semantics; a function, async or not, is called) and turn it into our config. A config
 * Docusaurus refuses is a BuildError with its reasons, each at its key.
 */
export async function loadDocusaurusConfig(configFile: string): Promise<LoadedDocusaurusConfig> {
  let site: unknown;
  try {
    const exported = await evaluateModule(configFile, { resolveMissing: docusaurusPackageStandIn(path.dirname(configFile)) });
    site = typeof exported === 'function' ? await (exported as () => unknown)() : await exported;
  } catch (error) {
    throw new BuildError([loadFailure(error, configFile)]);
  }
  if (!isObject(site)) {
    throw new BuildError([
      { severity: 'error', code: 'config-invalid', file: configFile, message: `The config exports ${site === undefined ? 'nothing' : `a ${Array.isArray(site) ? 'array' : typeof site}`}, not a config object.`, hint: 'End it with `module.exports = config;` or `export default config;` (a function returning the config works too).' },
    ]);
  }
  const source = readFileSync(configFile, 'utf8');
  const locate = (notice: ConfigNotice): Diagnostic => located(notice, configFile, source);
  const errors = validateDocusaurusConfig(site);
  // Presets other than the classic one are run to learn their plugins; a site without any imports nothing for it.
  const presets = !errors.length && hasOtherPresets(site) ? await (await import('./loadPresets.ts')).loadPresets(site, configFile) : undefined;
  errors.push(...(presets?.errors ?? []));
  const mapped = errors.length ? undefined : toUserConfig(site, path.dirname(configFile), presets?.entries);
  const refused = [...errors, ...(mapped?.notices.filter((n) => n.severity === 'error') ?? [])];
  if (refused.length || !mapped) throw new BuildError(refused.map(locate));
  // The host is loaded only for a site that lists plugins: a site without any pays nothing for it.
  if (!mapped.hosted.length) return { config: mapped.config, diagnostics: mapped.notices.map(locate) };
  const { createPluginHost } = await import('./host/pluginHost.ts');
  const entries = mapped.hosted.map(({ kind, entry, shown, at }) => ({ kind, entry, shown, ...locateValue(source, at, { key: true }) }));
  return { config: mapped.config, diagnostics: mapped.notices.map(locate), plugins: createPluginHost({ entries, siteDir: path.dirname(configFile), configFile, siteConfig: site }) };
}

/**
 * A Docusaurus package (or a community one docs stands in for) the site has not installed, as a path
 * into the site's node_modules: a config that only names it (`require.resolve('@docusaurus/preset-classic')`,
 * `require.resolve('docusaurus-lunr-search')`) loads, since we never import it.
 */
function docusaurusPackageStandIn(siteDir: string): (request: string) => string | undefined {
  return (request) => (/^@docusaurus\/[\w.-]+$/.test(request) || COMMUNITY_PACKAGES.includes(request) ? path.join(siteDir, 'node_modules', ...request.split('/')) : undefined);
}

function located(notice: ConfigNotice, file: string, source: string): Diagnostic {
  const at = locateValue(source, notice.at, { key: true });
  return { severity: notice.severity, code: notice.code, file, ...(at ? { line: at.line, column: at.column, frame: codeFrame(source, at.line, at.column) } : {}), message: notice.message, hint: notice.hint };
}

function loadFailure(error: unknown, file: string): Diagnostic {
  const at = errorPositionIn(error, file);
  const syntax = (error as { errors?: unknown[] }).errors?.length || error instanceof SyntaxError;
  const message = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error | undefined)?.message ?? String(error);
  let frame: string | undefined;
  if (at) {
    try {
      frame = codeFrame(readFileSync(file, 'utf8'), at.line, at.column);
    } catch {
      frame = undefined;
    }
  }
  return {
    severity: 'error',
    code: syntax ? 'config-syntax' : 'config-load',
    file,
    ...(at ? { line: at.line, column: at.column, frame } : {}),
    message: syntax ? `The config cannot be parsed: ${message}` : `The config threw while loading: ${message}`,
    hint: missingModuleHint(error, file) ?? (/top-level await/i.test(message) ? 'A TypeScript or CommonJS config is run as CommonJS, which has no top-level `await`: move it into `export default async function createConfig() { ... }`, which the build awaits (or name the file .mjs).' : syntax ? 'Fix the syntax at this position.' : `Run \`node ${path.basename(file)}\` in the site folder to see the same failure; the line above is where it was thrown.`),
  };
}

/** A package the config requires and the site has not installed. */
function missingModuleHint(error: unknown, file: string): string | undefined {
  const e = error as { code?: string; message?: string };
  if (e.code !== 'MODULE_NOT_FOUND' && e.code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  const name = /Cannot find (?:module|package) '([^']+)'/.exec(e.message ?? '')?.[1];
  return name ? `Install ${name} in ${path.dirname(file)} (npm install ${name}), or remove what needs it from the config.` : undefined;
}
