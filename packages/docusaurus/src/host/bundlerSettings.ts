import path from 'node:path';
import type { PluginBundlerSettings } from '../../../core/src/plugins/sitePlugins.ts';

/** A webpack config as the `configureWebpack` hook receives it: the parts a plugin reads or extends. */
export function webpackConfigSeen(isServer: boolean): Record<string, unknown> {
  return { mode: 'production', target: isServer ? 'node' : 'web', resolve: { alias: {}, modules: ['node_modules'], extensions: ['.js', '.jsx', '.ts', '.tsx', '.json'] }, module: { rules: [] }, plugins: [], output: {} };
}

/** What of a `configureWebpack` result our bundler applies, and the parts it cannot (named as the plugin wrote them). */
export interface WebpackMapping {
  settings: PluginBundlerSettings;
  unapplied: string[];
}

/**
 * The parts of a webpack config that mean the same to esbuild: `resolve.alias` (exact names and
 * their subpaths), `resolve.modules` (folders searched for bare imports) and the definitions of a
 * `DefinePlugin`. Everything else is listed as not applied.
 */
export function mapWebpackConfig(result: unknown, siteDir: string): WebpackMapping {
  const settings: PluginBundlerSettings = { alias: {}, modules: [], define: {} };
  const unapplied: string[] = [];
  if (!result || typeof result !== 'object') return { settings, unapplied };
  for (const [key, value] of Object.entries(result as Record<string, unknown>)) {
    if (value === undefined || key === 'mergeStrategy') continue;
    if (key === 'resolve' && value && typeof value === 'object') {
      for (const [rkey, rvalue] of Object.entries(value as Record<string, unknown>)) {
        if (rkey === 'alias' && rvalue && typeof rvalue === 'object' && !Array.isArray(rvalue)) {
          for (const [name, target] of Object.entries(rvalue as Record<string, unknown>)) {
            if (typeof target === 'string') settings.alias[name.replace(/\$$/, '')] = target;
            else unapplied.push(`resolve.alias[${JSON.stringify(name)}] (not a path)`);
          }
        } else if (rkey === 'modules' && Array.isArray(rvalue)) {
          for (const m of rvalue) if (typeof m === 'string' && m !== 'node_modules') settings.modules.push(path.resolve(siteDir, m));
        } else if (rkey !== 'extensions') unapplied.push(`resolve.${rkey}`);
      }
    } else if (key === 'plugins' && Array.isArray(value)) {
      value.forEach((p, i) => {
        const definitions = (p as { definitions?: unknown } | null)?.definitions;
        if (definitions && typeof definitions === 'object') Object.assign(settings.define, flattenDefinitions(definitions as Record<string, unknown>));
        else unapplied.push(`plugins[${i}] (${(p as { constructor?: { name?: string } } | null)?.constructor?.name ?? typeof p})`);
      });
    } else if (key === 'module' && value && typeof value === 'object') {
      const rules = (value as { rules?: unknown[] }).rules;
      if (!Array.isArray(rules) || rules.length > 0 || Object.keys(value).length > 1) unapplied.push('module.rules');
    } else unapplied.push(key);
  }
  return { settings, unapplied };
}

/** DefinePlugin's definitions as esbuild's `define`: nested objects are dotted names, values are code. */
function flattenDefinitions(definitions: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(definitions)) {
    const key = prefix + name;
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, flattenDefinitions(value as Record<string, unknown>, `${key}.`));
    else out[key] = typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined';
  }
  return out;
}

/** Several plugins' settings as one, later plugins over earlier ones. */
export function mergeSettings(all: PluginBundlerSettings[]): PluginBundlerSettings {
  return { alias: Object.assign({}, ...all.map((s) => s.alias)), modules: all.flatMap((s) => s.modules), define: Object.assign({}, ...all.map((s) => s.define)) };
}
