import path from 'node:path';
import type { ValuePath } from '../../core/src/util/locateValue.ts';
import type { ConfigNotice } from './configNotice.ts';
import { candidateNames, resolvePluginFile } from './host/pluginModule.ts';
import { evaluateModule } from '../../core/src/util/evaluateModule.ts';
import { isClassicPreset, isObject, isValidPluginEntry, readPluginEntry } from './pluginEntry.ts';
import { shownName } from './shownName.ts';

/** A `plugins` or `themes` entry a preset returned, with the preset it comes from. */
export interface PresetPluginEntry {
  kind: 'plugins' | 'themes';
  /** The entry as the preset returned it: a name or path, a function, or `[either, options]`. */
  item: unknown;
  /** The preset's entry in the config (`presets[1]`): what the entry's notices and errors point at. */
  at: ValuePath;
  /** The preset's name as the author reads it. */
  preset: string;
}

export interface LoadedPresets {
  entries: PresetPluginEntry[];
  errors: ConfigNotice[];
}

/**
 * Run the config's presets other than the classic one (which `toUserConfig` reads natively) as
 * Docusaurus runs them: each module resolved from the site (short names as Docusaurus expands them),
 * its function called with the site's context and the preset's options, and the `plugins` and
 * `themes` it returns listed, every preset's plugins before every preset's themes, for the config's
 * own plugins and themes to follow. A preset that cannot be found, throws or returns another shape is
 * an error at its entry in the config.
 */
export async function loadPresets(site: Record<string, unknown>, configFile: string): Promise<LoadedPresets> {
  const siteDir = path.dirname(configFile);
  const context = presetContext(site, configFile);
  const errors: ConfigNotice[] = [];
  const returned: { plugins: PresetPluginEntry[]; themes: PresetPluginEntry[] }[] = [];
  const presets = Array.isArray(site.presets) ? site.presets : [];
  for (const [i, item] of presets.entries()) {
    const entry = readPluginEntry(item);
    if (!entry || isClassicPreset(entry.name)) continue;
    const shown = shownName(entry.name, siteDir);
    const fail = (message: string, hint: string, code: ConfigNotice['code'] = 'plugin-failed') => errors.push({ severity: 'error', code, at: ['presets', i], message, hint });
    const file = resolvePluginFile(entry.name, 'preset', siteDir);
    if (!file) {
      const isPath = entry.name.startsWith('.') || path.isAbsolute(entry.name);
      fail(`The preset \`${shown}\` cannot be found from the site folder.`, isPath ? `Check the path: it is read from ${siteDir}.` : `Install one of ${candidateNames(entry.name, 'preset').join(', ')} in the site (npm install), or check the name.`, 'plugin-missing');
      continue;
    }
    let preset: unknown;
    try {
      const exported = (await evaluateModule(file, { allExports: true })) as unknown;
      const run = typeof exported === 'function' ? exported : isObject(exported) ? exported.default : undefined;
      if (typeof run !== 'function') {
        fail(`The preset \`${shown}\` exports no function (${path.relative(siteDir, file)}): a preset is a function Docusaurus calls with the site's context and the preset's options.`, 'Export the preset function as the module\'s default export, or as `module.exports`.');
        continue;
      }
      preset = await (run as (context: unknown, options: unknown) => unknown)(context, entry.options);
    } catch (error) {
      const message = ((error as Error | undefined)?.message ?? String(error)).split('\n')[0];
      fail(`The preset \`${shown}\` threw: ${message}`, process.env.DOCS_DEBUG ? (error as Error | undefined)?.stack ?? message : `Fix the preset (${path.relative(siteDir, file)}), or remove it from the config; DOCS_DEBUG=1 prints the stack.`);
      continue;
    }
    const read = readPresetResult(preset, shown, ['presets', i]);
    if (typeof read === 'string') fail(read, 'A preset returns `{ plugins: [...], themes: [...] }` (either may be left out), each entry a name, a path, a function or `[name or function, options]`.');
    else returned.push(read);
  }
  return { entries: [...returned.flatMap((r) => r.plugins), ...returned.flatMap((r) => r.themes)], errors };
}

/** The entries a preset returned, or what is wrong with what it returned. */
function readPresetResult(preset: unknown, shown: string, at: ValuePath): { plugins: PresetPluginEntry[]; themes: PresetPluginEntry[] } | string {
  if (!isObject(preset)) return `The preset \`${shown}\` returned ${preset === null ? 'null' : Array.isArray(preset) ? 'an array' : typeof preset}, not an object with \`plugins\` and \`themes\`.`;
  const out = { plugins: [] as PresetPluginEntry[], themes: [] as PresetPluginEntry[] };
  for (const kind of ['plugins', 'themes'] as const) {
    const list = preset[kind];
    if (list === undefined) continue;
    if (!Array.isArray(list)) return `The preset \`${shown}\` returned \`${kind}\` as ${typeof list}, not an array.`;
    for (const [j, item] of list.entries()) {
      // Docusaurus drops the entries a preset switches off with a falsy value.
      if (!item) continue;
      if (!isValidPluginEntry(item, true)) return `The preset \`${shown}\` returned \`${kind}[${j}]\` that is not a ${kind.slice(0, -1)} entry (a name, a path, a function, or [name or function, options]).`;
      out[kind].push({ kind, item, at, preset: shown });
    }
  }
  return out;
}

/**
 * The context a preset function receives, as Docusaurus's `LoadContext`, from the config as the site
 * exports it: presets are run once, when the config is read, so the current locale is the default one.
 */
function presetContext(site: Record<string, unknown>, configFile: string): Record<string, unknown> {
  const siteDir = path.dirname(configFile);
  const i18n = isObject(site.i18n) ? site.i18n : {};
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const i18nDir = path.resolve(siteDir, typeof i18n.path === 'string' ? i18n.path : 'i18n');
  return {
    siteDir,
    siteConfig: withDefaults(site),
    siteConfigPath: configFile,
    outDir: path.join(siteDir, 'build'),
    baseUrl: site.baseUrl,
    generatedFilesDir: path.join(siteDir, '.docs', 'generated', 'plugins'),
    i18n: { defaultLocale, locales: Array.isArray(i18n.locales) ? i18n.locales : [defaultLocale], currentLocale: defaultLocale, path: i18nDir, localeConfigs: isObject(i18n.localeConfigs) ? i18n.localeConfigs : {} },
    localizationDir: path.join(i18nDir, defaultLocale),
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
}

/**
 * The config as Docusaurus hands it to presets: validated, with its defaults filled in, so that a
 * preset reading `siteConfig.themeConfig` or `siteConfig.future.v4` (the classic preset does) finds them.
 */
function withDefaults(site: Record<string, unknown>): Record<string, unknown> {
  const future = isObject(site.future) ? site.future : {};
  const v4 = future.v4 === true ? { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true } : { removeLegacyPostBuildHeadAttribute: false, useCssCascadeLayers: false, ...(isObject(future.v4) ? future.v4 : {}) };
  return {
    plugins: [], themes: [], presets: [], customFields: {}, themeConfig: {}, headTags: [], scripts: [], stylesheets: [], clientModules: [],
    ...site,
    future: { experimental_storage: { type: 'localStorage', namespace: false }, experimental_router: 'browser', ...future, v4 },
  };
}
