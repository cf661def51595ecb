import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildError, codeFrame, type Diagnostic } from '../../../core/src/diagnostics/diagnostic.ts';
import type { SiteConfig } from '../../../core/src/config/types.ts';
import type { LoadedSitePlugins, PluginBundlerSettings, PluginTranslationFile, SitePlugins, SitePluginsInput } from '../../../core/src/plugins/sitePlugins.ts';
import { errorPositionIn } from '../../../core/src/util/evaluateModule.ts';
import { NOT_FOUND_PATH } from '../../../core/src/routes/planRoutes.ts';
import { isInside } from '../../../core/src/util/insidePath.ts';
import { unsafeUrlPath } from '../../../core/src/content/urlPathCheck.ts';
import { localeMeta, localizationDir } from '../../../core/src/i18n/locales.ts';
import { mapWebpackConfig, mergeSettings, webpackConfigSeen } from './bundlerSettings.ts';
import { htmlTagsOf } from './htmlTags.ts';
import { candidateNames, fromFunction, loadPluginModule, resolvePluginFile, validate, validateOptions, withId, type ModuleKind, type PluginModule } from './pluginModule.ts';
import { pluginRouteRecords, type PluginRouteConfig } from './pluginRoutes.ts';

/** A `plugins` or `themes` entry handed to the host, with where the config writes it. */
export interface HostedEntry {
  kind: 'plugins' | 'themes';
  /** The entry as written: a name or path, a function, or `[either, options]`. */
  entry: unknown;
  /** The name the author reads (a path relative to the site). */
  shown: string;
  /** Where the entry is in the config file. */
  line?: number;
  column?: number;
}

/** The plugin object a plugin function returns: the lifecycle hooks it implements. */
interface PluginInstance {
  name: string;
  [hook: string]: unknown;
}

/** A plugin once created: its instance, its id and options, and where it comes from, for errors. */
interface RunningPlugin {
  instance: PluginInstance;
  id: string;
  options: Record<string, unknown>;
  label: string;
  file?: string;
  entry: HostedEntry;
  content?: unknown;
}

export interface PluginHostOptions {
  entries: HostedEntry[];
  siteDir: string;
  configFile: string;
  /** The Docusaurus config as the site exports it: plugins receive it as `siteConfig`. */
  siteConfig: Record<string, unknown>;
}

/**
 * The host that runs a Docusaurus site's plugins and themes through their lifecycle, in the order
 * Docusaurus calls the hooks: each plugin is created (its options validated first), then every
 * `loadContent`, every `contentLoaded` (with `addRoute`, `createData`, `setGlobalData`), every
 * `allContentLoaded`; the theme folders, client modules, HTML tags and bundler settings are read
 * then, and `postBuild` runs once the output is written. What the pipeline needs of it is a
 * `SitePlugins`; nothing of Docusaurus reaches the core.
 */
export function createPluginHost(o: PluginHostOptions): SitePlugins<SiteConfig> {
  return {
    load: (input) => runPlugins(o, input),
    extendCli: async (cli, input) => {
      const { plugins } = await createPlugins(o, input);
      for (const p of plugins) await callHook(p, 'extendCli', (fn) => fn(cli), o.configFile);
    },
  };
}

/** The context every plugin function is called with, and the plugins created with it, in config order. */
async function createPlugins(o: PluginHostOptions, input: SitePluginsInput<SiteConfig>): Promise<{ plugins: RunningPlugin[]; context: PluginContext }> {
  const { config, outDir } = input;
  const generatedFilesDir = path.join(o.siteDir, '.docs', 'generated', 'plugins');
  await rm(generatedFilesDir, { recursive: true, force: true });
  const currentLocale = config.i18n.currentLocale ?? config.i18n.defaultLocale;
  const i18nDir = path.resolve(o.siteDir, config.i18n.path ?? 'i18n');
  const context: PluginContext = {
    siteDir: o.siteDir,
    siteConfig: { ...o.siteConfig, baseUrl: config.baseUrl },
    siteConfigPath: o.configFile,
    outDir,
    baseUrl: config.baseUrl,
    generatedFilesDir,
    i18n: { defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales, currentLocale, path: i18nDir, localeConfigs: config.i18n.localeConfigs ?? {} },
    localizationDir: localizationDir(o.siteDir, config.i18n, localeMeta(config, currentLocale)),
    codeTranslations: config.i18n.codeTranslations ?? {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
  const plugins: RunningPlugin[] = [];
  for (const entry of o.entries) {
    const created = await createPlugin(entry, o, context);
    if (!created) continue;
    // Two instances of one plugin need their own ids, as Docusaurus requires.
    if (plugins.some((p) => p.instance.name === created.instance.name && p.id === created.id)) {
      throw new BuildError([{ severity: 'error', code: 'config-invalid', file: o.configFile, line: entry.line, column: entry.column, message: `The plugin "${created.instance.name}" is used twice with the id "${created.id}".`, hint: 'Give each instance of the plugin its own `id` option.' }]);
    }
    plugins.push(created);
  }
  return { plugins, context };
}

type PluginContext = Record<string, unknown> & { siteConfig: Record<string, unknown>; localizationDir: string; generatedFilesDir: string };

async function runPlugins(o: PluginHostOptions, input: SitePluginsInput<SiteConfig>): Promise<LoadedSitePlugins> {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const { plugins, context } = await createPlugins(o, input);
  const { generatedFilesDir } = context;
  const call = <T>(plugin: RunningPlugin, hook: string, run: (fn: (...args: unknown[]) => unknown) => unknown): Promise<T | undefined> => callHook<T>(plugin, hook, run, o.configFile);

  await Promise.all(plugins.map(async (p) => (p.content = await call(p, 'loadContent', (fn) => fn()))));
  const translationFiles = (await Promise.all(plugins.map((p) => translate(p, context.localizationDir, o.configFile, call)))).flat();

  const routes: { route: PluginRouteConfig; source?: string }[] = [];
  const globalData: Record<string, Record<string, unknown>> = {};
  const actionsOf = (p: RunningPlugin) => ({
    addRoute: (route: PluginRouteConfig) => {
      checkRoute(route);
      routes.push({ route, source: p.file });
    },
    createData: async (name: string, data: unknown) => {
      const file = path.resolve(generatedFilesDir, p.instance.name, p.id, name);
      if (!isInside(generatedFilesDir, file)) throw new Error(`createData("${name}"): the name leads out of the plugin's folder of generated files.`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data));
      return file;
    },
    setGlobalData: (data: unknown) => {
      (globalData[p.instance.name] ??= {})[p.id] = data;
    },
  });
  await Promise.all(plugins.map((p) => call(p, 'contentLoaded', (fn) => fn({ content: p.content, actions: actionsOf(p) }))));
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const p of plugins) (allContent[p.instance.name] ??= {})[p.id] = p.content;
  await Promise.all(plugins.map((p) => call(p, 'allContentLoaded', (fn) => fn({ allContent, actions: actionsOf(p) }))));

  const tags = { head: [] as string[], preBody: [] as string[], postBody: [] as string[] };
  const clientModules: string[] = [];
  const themePaths: string[] = [];
  const watchPaths: string[] = [];
  const settings: PluginBundlerSettings[] = [];
  for (const p of plugins) {
    const dir = p.file ? path.dirname(p.file) : o.siteDir;
    const themePath = (await call<string>(p, 'getThemePath', (fn) => fn())) ?? (await call<string>(p, 'getTypeScriptThemePath', (fn) => fn()));
    if (typeof themePath === 'string') themePaths.push(path.resolve(dir, themePath));
    for (const m of (await call<string[]>(p, 'getClientModules', (fn) => fn())) ?? []) clientModules.push(m.startsWith('.') ? path.resolve(dir, m) : m);
    for (const w of (await call<string[]>(p, 'getPathsToWatch', (fn) => fn())) ?? []) watchPaths.push(w);
    const injected = await call(p, 'injectHtmlTags', (fn) => fn({ content: p.content }));
    if (injected !== undefined) {
      const html = await guarded(p, 'injectHtmlTags', () => htmlTagsOf(injected), o.configFile) as ReturnType<typeof htmlTagsOf>;
      for (const key of ['head', 'preBody', 'postBody'] as const) tags[key].push(...html[key]);
    }
    const unapplied: string[] = [];
    for (const isServer of [false, true]) {
      const webpack = await call(p, 'configureWebpack', (fn) => fn(webpackConfigSeen(isServer), isServer, { getStyleLoaders: () => [], getJSLoader: () => ({ loader: 'esbuild' }), currentBundler: { name: 'webpack' } }, p.content));
      const mapped = mapWebpackConfig(webpack, o.siteDir);
      if (!isServer) settings.push(mapped.settings);
      for (const u of mapped.unapplied) if (!unapplied.includes(u)) unapplied.push(u);
    }
    if (unapplied.length) diagnostics.push(pluginWarning(p, o.configFile, `The plugin "${p.label}" configures webpack; docs bundles with esbuild and applies its aliases, module folders and definitions, not ${unapplied.map((u) => `\`${u}\``).join(', ')}.`, 'What those parts do is missing from the build; keep the plugin for Docusaurus, or do the same in the site (a client module, a stylesheet).'));
    const postCss = await call<{ plugins?: unknown[] }>(p, 'configurePostCss', (fn) => fn({ plugins: [] }));
    if (postCss?.plugins?.length) diagnostics.push(pluginWarning(p, o.configFile, `The plugin "${p.label}" adds PostCSS plugins; docs does not run PostCSS, so its stylesheets are used as written.`, 'Write the CSS those PostCSS plugins would produce, or keep the plugin for Docusaurus.'));
  }

  const routeRecords = await pluginRouteRecords({ routes, baseUrl: config.baseUrl, dir: path.join(o.siteDir, '.docs', 'generated', 'plugin-routes'), title: config.title });
  return {
    routes: routeRecords,
    globalData,
    tags,
    clientModules,
    themePaths,
    bundler: mergeSettings(settings),
    watchPaths,
    translationFiles,
    diagnostics,
    postBuild: async ({ outDir: builtDir, routes: built }) => {
      // As Docusaurus lists them: with the baseUrl, the not-found page as the file it is.
      const routesPaths = built.map((r) => (r.path === NOT_FOUND_PATH ? `${config.baseUrl}404.html` : withBase(config.baseUrl, r.path)));
      const routeConfigs = built.map((r, i) => ({ path: routesPaths[i]!, component: r.component, exact: true }));
      const head = Object.fromEntries(routesPaths.map((p) => [p, {}]));
      await Promise.all(plugins.map((p) => call(p, 'postBuild', (fn) => fn({ ...context, outDir: builtDir, siteConfig: context.siteConfig, routes: routeConfigs, routesPaths, plugins: plugins.map((q) => q.instance), content: p.content, head, routesBuildMetadata: {} }))));
    },
  };
}

const isPath = (name: string) => name.startsWith('.') || path.isAbsolute(name);

const withBase = (baseUrl: string, routePath: string) => baseUrl + routePath.replace(/^\//, '');

/** Load an entry's module, validate its options and call it with the site's context. */
async function createPlugin(entry: HostedEntry, o: PluginHostOptions, context: PluginContext): Promise<RunningPlugin | undefined> {
  const [target, rawOptions] = Array.isArray(entry.entry) ? entry.entry : [entry.entry, {}];
  const kind: ModuleKind = entry.kind === 'themes' ? 'theme' : 'plugin';
  const label = entry.shown;
  let module: PluginModule;
  if (typeof target === 'function') module = fromFunction(target as PluginModule['create']);
  else {
    const file = resolvePluginFile(String(target), kind, o.siteDir);
    if (!file) {
      throw new BuildError([{ severity: 'error', code: 'plugin-missing', file: o.configFile, line: entry.line, column: entry.column, message: `The ${kind} \`${label}\` cannot be found from the site folder.`, hint: isPath(String(target)) ? `Check the path: it is read from ${o.siteDir}.` : `Install one of ${candidateNames(String(target), kind).join(', ')} in the site (npm install), or check the name.` }]);
    }
    try {
      module = await loadPluginModule(file);
    } catch (error) {
      throw new BuildError([failure({ label, file }, 'loading', error, o.configFile)]);
    }
  }
  const running = { label, file: module.file, entry };
  let options = withId({ ...(rawOptions as Record<string, unknown> | undefined) });
  if (module.validateOptions) {
    const run = module.validateOptions;
    options = (await guarded(running, 'validateOptions', () => run({ validate: validateOptions, options }), o.configFile)) as Record<string, unknown>;
  }
  if (module.validateThemeConfig) {
    const run = module.validateThemeConfig;
    const siteConfig = context.siteConfig as Record<string, unknown>;
    const themeConfig = (siteConfig.themeConfig ?? {}) as Record<string, unknown>;
    // As in Docusaurus, what it returns (defaults filled in) is merged into the themeConfig every plugin sees.
    const checked = await guarded(running, 'validateThemeConfig', () => run({ validate, themeConfig }), o.configFile);
    siteConfig.themeConfig = { ...themeConfig, ...(checked as Record<string, unknown> | undefined) };
  }
  const instance = (await guarded(running, 'the plugin function', () => module.create(context, options), o.configFile)) as PluginInstance | null;
  // A plugin function may return null to add nothing (Docusaurus allows it for conditional plugins).
  if (instance === null || instance === undefined) return undefined;
  if (typeof instance !== 'object' || typeof instance.name !== 'string') {
    throw new BuildError([failure(running, 'the plugin function', new Error('It returned no plugin object with a string `name`.'), o.configFile)]);
  }
  return { instance, id: typeof options.id === 'string' ? options.id : 'default', options, label: instance.name, file: module.file, entry };
}

/** Refuse a route (or a nested one) `addRoute` cannot take: no string path and component, or a path that is no page address. */
function checkRoute(route: PluginRouteConfig): void {
  if (!route || typeof route.path !== 'string' || typeof route.component !== 'string') throw new TypeError(`addRoute takes { path, component, ... } with both strings; got ${JSON.stringify(route)}.`);
  // The path becomes a folder of the output: one that climbs out of it, or breaks out of an attribute, is refused.
  const unsafe = route.path.startsWith('/') ? unsafeUrlPath(route.path) : 'no leading `/`';
  if (unsafe) throw new Error(`addRoute: the path ${JSON.stringify(route.path)} has ${unsafe}, which a page's address cannot have.`);
  if (route.routes !== undefined && !Array.isArray(route.routes)) throw new TypeError(`addRoute: the \`routes\` of ${route.path} must be an array of routes.`);
  for (const child of route.routes ?? []) checkRoute(child);
}

/** Call a hook the plugin implements (nothing when it does not); what it throws is an error naming the plugin and the hook. */
async function callHook<T>(plugin: RunningPlugin, hook: string, run: (fn: (...args: unknown[]) => unknown) => unknown, configFile: string): Promise<T | undefined> {
  const fn = plugin.instance[hook];
  if (typeof fn !== 'function') return undefined;
  return (await guarded(plugin, hook, () => run((...args) => (fn as (...a: unknown[]) => unknown).apply(plugin.instance, args)), configFile)) as T;
}

async function guarded(plugin: Pick<RunningPlugin, 'label' | 'file' | 'entry'>, hook: string, run: () => unknown, configFile: string): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BuildError) throw error;
    throw new BuildError([failure(plugin, hook, error, configFile)]);
  }
}

/** A plugin that threw: at the line of its own file that threw when it can be found, else at its entry in the config. */
function failure(plugin: Pick<RunningPlugin, 'label' | 'file'> & { entry?: HostedEntry }, hook: string, error: unknown, configFile: string): Diagnostic {
  const message = (error as Error | undefined)?.message ?? String(error);
  const at = plugin.file ? errorPositionIn(error, plugin.file) : undefined;
  const where = at && plugin.file ? { file: plugin.file, line: at.line, column: at.column, frame: frameOf(plugin.file, at.line, at.column) } : { file: plugin.file ?? configFile, ...(!plugin.file && plugin.entry ? { line: plugin.entry.line, column: plugin.entry.column } : {}) };
  const during = hook === 'loading' ? 'failed to load' : `threw in ${hook}`;
  return { severity: 'error', code: 'plugin-failed', ...where, message: `The plugin "${plugin.label}" ${during}: ${message.split('\n')[0]}`, hint: process.env.DOCS_DEBUG ? (error as Error | undefined)?.stack : 'Fix the plugin, or remove it from the config; DOCS_DEBUG=1 prints the stack.' };
}

function frameOf(file: string, line: number, column: number): string | undefined {
  try {
    return codeFrame(readFileSync(file, 'utf8'), line, column);
  } catch {
    return undefined;
  }
}

function pluginWarning(plugin: RunningPlugin, configFile: string, message: string, hint: string): Diagnostic {
  return { severity: 'warning', code: 'plugin-unsupported', file: configFile, line: plugin.entry.line, column: plugin.entry.column, message, hint };
}

/**
 * `getTranslationFiles` / `translateContent`: the plugin's translation files for the locale, read
 * from `i18n/<locale>/<plugin name>[-<id>]/<path>.json` where they exist, over the plugin's own
 * messages, and handed back to translate its content. Returns the files with the plugin's own
 * messages, at their place in the locale's folder, for `docs write-translations`.
 */
async function translate(p: RunningPlugin, localizationDir: string, configFile: string, call: <T>(plugin: RunningPlugin, hook: string, run: (fn: (...args: unknown[]) => unknown) => unknown) => Promise<T | undefined>): Promise<PluginTranslationFile[]> {
  const files = (await call<{ path: string; content: Record<string, { message: string; description?: string }> }[]>(p, 'getTranslationFiles', (fn) => fn({ content: p.content }))) ?? [];
  const folder = p.id === 'default' ? p.instance.name : `${p.instance.name}-${p.id}`;
  const translationFiles = files.map((f) => {
    const file = path.join(localizationDir, folder, `${f.path}.json`);
    if (!isInside(localizationDir, file)) throw new BuildError([failure(p, 'getTranslationFiles', new Error(`The translation file path ${JSON.stringify(f.path)} leads out of the locale's folder.`), configFile)]);
    const translated = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>) : {};
    return { path: f.path, content: { ...f.content, ...translated } };
  });
  if (typeof p.instance.translateContent === 'function') p.content = await call(p, 'translateContent', (fn) => fn({ content: p.content, translationFiles }));
  return files.map((f) => ({ path: path.join(folder, `${f.path}.json`), content: f.content }));
}
