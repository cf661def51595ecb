import path from 'node:path';
import type { ValuePath } from '../../core/src/util/locateValue.ts';
import { readClassicPreset } from './classicPreset.ts';
import { CONFIG_KEYS, configKey, type ConfigKey } from './configKeys.ts';
import { type ConfigNotice, keyName } from './configNotice.ts';
import { isObject, namesPackage, readPluginEntry } from './pluginEntry.ts';
import { nativePluginFor, type NativeTarget } from './nativePlugins.ts';

/** The themeConfig keys that are top-level keys of our config, as the inventory maps them. */
const LIFTED = new Set(CONFIG_KEYS.filter((k) => k.state === 'mapped' && k.key.startsWith('themeConfig.')).map((k) => k.key.slice('themeConfig.'.length)));

/** The top-level keys passed to our config unchanged. */
const PASSED = new Set(CONFIG_KEYS.filter((k) => k.state === 'passed' && /^\w+$/.test(k.key)).map((k) => k.key));

export interface MappedConfig {
  /** Our `UserConfig`, unvalidated: the passed-through keys are for our schema to judge. */
  config: Record<string, unknown>;
  notices: ConfigNotice[];
  /** The `plugins` and `themes` entries for the plugin host: neither content plugins nor implemented natively. */
  hosted: HostedPluginEntry[];
}

/** A `plugins`/`themes` entry handed to the plugin host, with its place in the config. */
export interface HostedPluginEntry {
  kind: 'plugins' | 'themes';
  entry: unknown;
  /** The name as the author reads it. */
  shown: string;
  at: ValuePath;
}

/**
 * A Docusaurus config (already validated by Docusaurus's rules) as our config: the classic
 * preset's options and the theme's `themeConfig` moved to where our config has them, and a notice
 * at every key `docs` does not implement.
 */
export function toUserConfig(site: Record<string, unknown>, siteDir: string): MappedConfig {
  const notices: ConfigNotice[] = [];
  const hosted: HostedPluginEntry[] = [];
  // Infima styles the pages a Docusaurus site writes (`container`, `button--primary`, ...).
  const config: Record<string, unknown> = { infima: true };
  const themeConfig: Record<string, unknown> = {};
  const contentEntries: Partial<Record<ContentPluginKey, ContentPluginEntry[]>> = {};
  let classic = false;
  for (const [key, value] of Object.entries(site)) {
    if (value === undefined) continue;
    if (PASSED.has(key)) config[key] = value;
    else if (key === 'themeConfig') liftThemeConfig(value, config, themeConfig);
    else if (key === 'presets') classic = readPresets(value, config, themeConfig, notices, siteDir);
    else if (key === 'plugins' || key === 'themes') readPlugins(key, value, contentEntries, { config, themeConfig, notices }, siteDir, hosted);
    else if (key === 'future') readFuture(value, notices);
    else notices.push(notice(configKey(key), [key]));
  }
  settleInstances(config, classic, contentEntries, notices);
  if (Object.keys(themeConfig).length) config.themeConfig = themeConfig;
  return { config, notices, hosted };
}

function notice(entry: ConfigKey, at: ValuePath, what = `\`${keyName(at)}\` is not used by docs.`): ConfigNotice {
  return { severity: entry.state === 'info' ? 'info' : 'warning', code: 'config-unsupported', at, message: `${what} ${entry.loses}`, hint: 'Keep it for Docusaurus, or remove it to silence this.' };
}

function liftThemeConfig(value: unknown, config: Record<string, unknown>, themeConfig: Record<string, unknown>): void {
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if (LIFTED.has(key)) config[key] = v;
    // A native theme listed before themeConfig may have set defaults under the key (liveCodeBlock): the site's values win.
    else themeConfig[key] = isObject(themeConfig[key]) && isObject(v) ? { ...themeConfig[key], ...v } : v;
  }
}

/** Read the presets; whether one is the classic preset (whose docs and blog are the default instances). */
function readPresets(value: unknown, config: Record<string, unknown>, themeConfig: Record<string, unknown>, notices: ConfigNotice[], siteDir: string): boolean {
  if (!Array.isArray(value)) return false;
  let classic = false;
  value.forEach((item, i) => {
    const entry = readPluginEntry(item);
    if (!entry) return;
    if (!namesPackage(entry.name, 'preset', 'classic')) {
      notices.push(notice(configKey('presets[*]'), ['presets', i], `The preset \`${shownName(entry.name, siteDir)}\` is not run.`));
      return;
    }
    classic = true;
    const options = readClassicPreset(entry.options, Array.isArray(item) ? ['presets', i, 1] : ['presets', i], notices);
    for (const key of ['docs', 'blog', 'pages', 'gtag', 'googleTagManager', 'sitemap', 'debug'] as const) if (options[key] !== undefined) config[key] = options[key];
    if (options.customCss !== undefined) themeConfig.customCss = options.customCss;
  });
  return classic;
}

/** A content plugin entry read from `plugins`, with where it is written. */
interface ContentPluginEntry {
  options: Record<string, unknown>;
  at: ValuePath;
}

/** The content plugins that may have several instances, by the key of our config their default instance is. */
const CONTENT_PLUGINS = [
  { key: 'docs', short: 'content-docs', instances: 'docsInstances', what: 'docs' },
  { key: 'blog', short: 'content-blog', instances: 'blogInstances', what: 'blog' },
] as const;
type ContentPluginKey = (typeof CONTENT_PLUGINS)[number]['key'];

function readPlugins(kind: 'plugins' | 'themes', value: unknown, contentEntries: Partial<Record<ContentPluginKey, ContentPluginEntry[]>>, target: NativeTarget, siteDir: string, hosted: HostedPluginEntry[]): void {
  const { notices } = target;
  if (!Array.isArray(value)) return;
  value.forEach((item, i) => {
    const entry = readPluginEntry(item);
    if (!entry) return;
    const content = kind === 'plugins' ? CONTENT_PLUGINS.find((p) => namesPackage(entry.name, 'plugin', p.short)) : undefined;
    if (content) {
      (contentEntries[content.key] ??= []).push({ options: entry.options, at: [kind, i] });
      return;
    }
    // An official plugin or theme docs implements: its options become our config's.
    const native = nativePluginFor(kind, entry.name);
    if (native?.apply) {
      native.apply(entry.options, target, { entry: [kind, i], options: Array.isArray(item) ? [kind, i, 1] : [kind, i] });
      return;
    }
    if (native) {
      notices.push(notice(configKey(`themes[@docusaurus/theme-${native.short}]`), [kind, i], `The theme \`${shownName(entry.name, siteDir)}\` is not loaded.`));
      return;
    }
    // Everything else runs through the plugin host, Docusaurus's lifecycle.
    hosted.push({ kind, entry: item, shown: shownName(entry.name, siteDir), at: [kind, i] });
  });
}

/**
 * The docs and blog plugins of `plugins` as our config has them: one without an id (or with
 * `default`) is the default instance when the preset has none; the others are `docsInstances` /
 * `blogInstances`. Two instances of one id stop the build, as they stop Docusaurus's.
 */
function settleInstances(config: Record<string, unknown>, classic: boolean, contentEntries: Partial<Record<ContentPluginKey, ContentPluginEntry[]>>, notices: ConfigNotice[]): void {
  for (const plugin of CONTENT_PLUGINS) {
    const entries = contentEntries[plugin.key];
    if (!entries) continue;
    // The preset's docs or blog are the default instance unless it says `false`.
    const seen = new Set<string>(!classic || config[plugin.key] === false ? [] : ['default']);
    const instances: Record<string, unknown>[] = [];
    for (const { options, at } of entries) {
      const id = typeof options.id === 'string' ? options.id : 'default';
      if (seen.has(id)) {
        notices.push({ severity: 'error', code: 'config-invalid', at, message: `A second ${plugin.what} plugin instance has the id "${id}"${id === 'default' ? ` (the classic preset's ${plugin.what} is "default")` : ''}.`, hint: `Give each ${plugin.what} plugin its own \`id\`, as Docusaurus requires.` });
        continue;
      }
      seen.add(id);
      if (id === 'default') config[plugin.key] = options;
      else instances.push({ ...options, id, path: options.path ?? plugin.key, routeBasePath: options.routeBasePath ?? plugin.key });
    }
    if (instances.length) config[plugin.instances] = instances;
  }
}

/** A plugin given as an absolute path (`require.resolve(...)`) named as the author would write it, from the site. */
function shownName(name: string, siteDir: string): string {
  if (!path.isAbsolute(name)) return name;
  const relative = path.relative(siteDir, name);
  if (relative.startsWith('..')) return name;
  const inPackage = /(?:^|[\\/])node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(relative);
  return inPackage ? inPackage[1]!.replace(/\\/g, '/') : `./${relative.split(path.sep).join('/')}`;
}

function readFuture(value: unknown, notices: ConfigNotice[]): void {
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    // The defaults Docusaurus itself applies change nothing, so they need no word.
    if (key === 'experimental_router' && v === 'browser') continue;
    notices.push(notice(configKey(`future.${key}`), ['future', key]));
  }
}
