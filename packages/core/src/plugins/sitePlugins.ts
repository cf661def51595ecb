import type { Command } from 'commander';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RouteRecord } from '../routes/types.ts';

/**
 * The plugins a site runs beyond the built-in stages, as the pipeline sees them: routes, global
 * data, head tags, client modules, theme folders, bundler settings and a hook after the build.
 * How they are written (Docusaurus's lifecycle, say) is the business of whoever makes this; the
 * core only asks for `load` once per build of a locale. `Config` is the site's config
 * (`SiteConfig`), a parameter so that the config's types can name this without a cycle.
 */
export interface SitePlugins<Config extends object = object> {
  /** Run the plugins for one build of a locale. Throws a BuildError naming a plugin that failed. */
  load(input: SitePluginsInput<Config>): Promise<LoadedSitePlugins>;
  /** Let the plugins add commands to the CLI (`docs <command>`); a command's action runs when it is the one called. */
  extendCli(cli: Command, input: SitePluginsInput<Config>): Promise<void>;
}

export interface SitePluginsInput<Config extends object = object> {
  siteDir: string;
  /** The folder the build writes into (the locale's, for another locale). */
  outDir: string;
  config: Config;
  configFile: string;
}

/** Head and body tags as finished HTML (the host escapes what it writes). */
export interface PluginHtmlTags {
  head: string[];
  preBody: string[];
  postBody: string[];
}

/** What the bundler takes from the plugins: aliases, module folders, constant replacements. */
export interface PluginBundlerSettings {
  alias: Record<string, string>;
  /** Folders searched for bare imports after node_modules. */
  modules: string[];
  /** esbuild `define`: identifier to JavaScript expression. */
  define: Record<string, string>;
}

export interface LoadedSitePlugins {
  routes: RouteRecord[];
  /** By plugin name, then plugin id: what each plugin published for `useGlobalData()`. */
  globalData: Record<string, Record<string, unknown>>;
  tags: PluginHtmlTags;
  /** Modules every page imports before hydrating, as `clientModules` (absolute files or packages). */
  clientModules: string[];
  /** Folders whose components shadow the theme's, behind the site's own `src/theme`; later ones win. */
  themePaths: string[];
  bundler: PluginBundlerSettings;
  /** Files and globs `docs dev` watches, relative to the site or absolute. */
  watchPaths: string[];
  /** The plugins' messages to translate, for `docs write-translations`. */
  translationFiles: PluginTranslationFile[];
  diagnostics: Diagnostic[];
  /** After the output is written; throws a BuildError naming the plugin that failed. */
  postBuild(input: { outDir: string; routes: RouteRecord[] }): Promise<void>;
}


/** A translation file a plugin offers: its place in the locale's folder, its messages untranslated. */
export interface PluginTranslationFile {
  /** Relative to the locale's folder (`i18n/<locale>/`). */
  path: string;
  content: Record<string, { message: string; description?: string }>;
}
