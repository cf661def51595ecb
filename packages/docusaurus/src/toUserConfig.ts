import type { ValuePath } from '../../core/src/util/locateValue.ts';
import { readClassicPreset } from './classicPreset.ts';
import { CONFIG_KEYS, configKey, type ConfigKey } from './configKeys.ts';
import { type ConfigNotice, keyName } from './configNotice.ts';
import type { PresetPluginEntry } from './loadPresets.ts';
import { isClassicPreset, isObject, readPluginEntry, namesPackage } from './pluginEntry.ts';
import { addSearchItem, nativePluginFor, type EntryPlace, type NativeTarget } from './nativePlugins.ts';
import { shownName } from './shownName.ts';

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
 * at every key `docs` does not implement. `presetEntries` are the plugins and themes the other
 * presets returned (see loadPresets.ts): read first, as Docusaurus lists them before the config's own.
 */
export function toUserConfig(site: Record<string, unknown>, siteDir: string, presetEntries: readonly PresetPluginEntry[] = []): MappedConfig {
  const notices: ConfigNotice[] = [];
  const hosted: HostedPluginEntry[] = [];
  // Infima styles the pages a Docusaurus site writes (`container`, `button--primary`, ...).
  const config: Record<string, unknown> = { infima: true };
  const themeConfig: Record<string, unknown> = {};
  const contentEntries: Partial<Record<ContentPluginKey, ContentPluginEntry[]>> = {};
  let classic = false;
  const target: NativeTarget = { config, themeConfig, notices };
  for (const { kind, item, at, preset } of presetEntries) {
    readPluginItem(kind, item, { entry: at, options: at }, contentEntries, target, siteDir, hosted, preset);
  }
  for (const [key, value] of Object.entries(site)) {
    if (value === undefined) continue;
    if (PASSED.has(key)) config[key] = value;
    else if (key === 'themeConfig') liftThemeConfig(value, config, themeConfig);
    else if (key === 'presets') classic = readClassicPresets(value, config, themeConfig, notices);
    else if (key === 'plugins' || key === 'themes') {
      if (Array.isArray(value)) value.forEach((item, i) => readPluginItem(key, item, { entry: [key, i], options: Array.isArray(item) ? [key, i, 1] : [key, i] }, contentEntries, target, siteDir, hosted));
    }
    else if (key === 'future') readFuture(value, notices);
    else notices.push(notice(configKey(key), [key]));
  }
  settleInstances(config, classic, contentEntries, notices);
  if (target.searchTheme) addSearchItem(config);
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

/** Read the classic preset's options (the others are run by loadPresets); whether it is listed (its docs and blog are the default instances). */
function readClassicPresets(value: unknown, config: Record<string, unknown>, themeConfig: Record<string, unknown>, notices: ConfigNotice[]): boolean {
  if (!Array.isArray(value)) return false;
  let classic = false;
  value.forEach((item, i) => {
    const entry = readPluginEntry(item);
    if (!entry || !isClassicPreset(entry.name)) return;
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

/**
 * One `plugins`/`themes` entry (the config's own, or one a preset returned, named by `preset`): a
 * content plugin instance, an official plugin docs implements, or one for the plugin host.
 */
function readPluginItem(kind: 'plugins' | 'themes', item: unknown, at: EntryPlace, contentEntries: Partial<Record<ContentPluginKey, ContentPluginEntry[]>>, target: NativeTarget, siteDir: string, hosted: HostedPluginEntry[], preset?: string): void {
  const entry = readPluginEntry(item);
  if (!entry) return;
  const shown = shownName(entry.name, siteDir) + (preset ? ` (from the preset ${preset})` : '');
  const content = kind === 'plugins' ? CONTENT_PLUGINS.find((p) => namesPackage(entry.name, 'plugin', p.short)) : undefined;
  if (content) {
    (contentEntries[content.key] ??= []).push({ options: entry.options, at: at.entry });
    return;
  }
  // An official plugin or theme docs implements, or a community one it stands in for: its options become our config's.
  const native = nativePluginFor(kind, entry.name);
  if (native?.apply) {
    native.apply(entry.options, target, at, shown);
    return;
  }
  // Read by this module itself (the docs and blog), or nothing to do.
  if (native) return;
  // Everything else runs through the plugin host, Docusaurus's lifecycle.
  hosted.push({ kind, entry: item, shown, at: at.entry });
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

function readFuture(value: unknown, notices: ConfigNotice[]): void {
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    // The defaults Docusaurus itself applies change nothing, so they need no word.
    if (key === 'experimental_router' && v === 'browser') continue;
    notices.push(notice(configKey(`future.${key}`), ['future', key]));
  }
}
