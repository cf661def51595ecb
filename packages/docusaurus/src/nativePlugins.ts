import type { ValuePath } from '../../core/src/util/locateValue.ts';
import { readThemeOptions } from './classicPreset.ts';
import { configKey } from './configKeys.ts';
import type { ConfigNotice } from './configNotice.ts';
import { namesPackage } from './pluginEntry.ts';

/** Where a native plugin's options go: our config and the theme config being built, and the notices. */
export interface NativeTarget {
  config: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
  notices: ConfigNotice[];
  /** Set by a community search theme: the navbar gets the search box the theme would have put there. */
  searchTheme?: boolean;
}

/** Where an entry is written (`plugins[2]`) and where its options are (`plugins[2][1]`, or the entry itself). */
export interface EntryPlace {
  entry: ValuePath;
  options: ValuePath;
}

/**
 * An official Docusaurus plugin or theme that `docs` implements itself: listed in `plugins` or
 * `themes`, its options become our config's (`apply`), and no plugin code is loaded.
 */
export interface NativePlugin {
  kind: 'plugin' | 'theme';
  /** The short name: `client-redirects` for `@docusaurus/plugin-client-redirects`. */
  short: string;
  /**
   * For a community package docs stands in for: its package names, matched exactly or as a path
   * into the package (`require.resolve(...)`), in `plugins` or `themes` alike (sites list them in either).
   */
  packages?: readonly string[];
  /** Moves the entry's options into our config; absent for those `toUserConfig` reads itself. `shown` is the entry's name as the author reads it. */
  apply?: (options: Record<string, unknown>, target: NativeTarget, at: EntryPlace, shown: string) => void;
}

/** Options of plugin-pwa that change how Docusaurus builds its worker, which ours does not take. */
const PWA_UNUSED: Record<string, string> = {
  swCustom: 'the custom service worker code is not added: the built-in worker caches the site as it is',
  swRegister: 'the custom registration module is not used: the built-in script registers the worker',
  injectManifestConfig: 'Workbox\'s precache settings are not used: the worker caches every file the build writes',
  reloadPopup: 'no reload popup is shown: a new build takes effect on the next visit',
};

function applyPwa(options: Record<string, unknown>, { config, notices }: NativeTarget, at: EntryPlace): void {
  const pwa: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (key in PWA_UNUSED) notices.push({ severity: 'warning', code: 'config-unsupported', at: [...at.options, key], message: `plugin-pwa's \`${key}\` is not used by docs: ${PWA_UNUSED[key]}.`, hint: 'Keep it for Docusaurus, or remove it to silence this.' });
    else pwa[key] = value;
  }
  config.pwa = pwa;
}

/** The options an entry sets, `id` aside (Docusaurus adds it to every plugin's). */
const givenOptions = (options: Record<string, unknown>): string[] => Object.keys(options).filter((k) => k !== 'id' && options[k] !== undefined);

/** A community local-search theme or plugin: the built-in local search takes its place, said once. */
function applySearchTheme(options: Record<string, unknown>, target: NativeTarget, at: EntryPlace, shown: string): void {
  target.searchTheme = true;
  const lost = givenOptions(options);
  target.notices.push({
    severity: 'warning',
    code: 'config-unsupported',
    at: at.entry,
    message: `The search plugin \`${shown}\` is not loaded: docs' built-in local search takes its place (its own search box in the navbar, results page at /search and index of every page)${lost.length ? `, and its options ${lost.map((k) => `\`${k}\``).join(', ')} are not used` : ''}.`,
    hint: 'Keep the entry for Docusaurus, or remove it to silence this: the built-in search needs no plugin.',
  });
}

/** docusaurus-plugin-sass: Sass is compiled natively; its options (sass-loader's) are said once when given. */
function applySass(options: Record<string, unknown>, { notices }: NativeTarget, at: EntryPlace, shown: string): void {
  const lost = givenOptions(options);
  if (!lost.length) return;
  notices.push({ severity: 'info', code: 'config-unsupported', at: at.options, message: `\`${shown}\` is not needed: docs compiles .scss and .sass files itself, with the site's \`sass-embedded\` or \`sass\`; the plugin's options ${lost.map((k) => `\`${k}\``).join(', ')} are not used.`, hint: 'Set what they did in the Sass files themselves (an @use with the variables, say), or remove them.' });
}

/** A notice at the entry with what its key in the inventory says the site loses. */
function lossAt(key: string, severity: 'warning' | 'info', what: string): NonNullable<NativePlugin['apply']> {
  return (_options, { notices }, at, shown) => notices.push({ severity, code: 'config-unsupported', at: at.entry, message: `${what.replace('$name', `\`${shown}\``)} ${configKey(key).loses}`, hint: 'Keep it for Docusaurus, or remove it to silence this.' });
}

const svgrOptionsLost = lossAt('plugins[@docusaurus/plugin-svgr]', 'warning', 'The options of $name are not used.');

/**
 * What the classic preset returns, listed by a preset that wraps it or by the config itself:
 * plugin-content-pages is our `pages` (one instance), theme-classic's `customCss` our custom CSS.
 */
function applyPages(options: Record<string, unknown>, target: NativeTarget, at: EntryPlace, shown: string): void {
  const { id, ...rest } = options;
  if (id === undefined || id === 'default') target.config.pages = rest;
  else target.notices.push({ severity: 'warning', code: 'config-unsupported', at: at.entry, message: `The pages instance \`${String(id)}\` of \`${shown}\` is not built: docs builds one pages instance, the default one.`, hint: 'Move its pages under the default instance\'s folder (src/pages), or keep the entry for Docusaurus.' });
}

function applyThemeClassic(options: Record<string, unknown>, target: NativeTarget, at: EntryPlace, shown: string): void {
  const customCss = readThemeOptions(options, at.options, target.notices);
  if (customCss !== undefined) target.themeConfig.customCss = customCss;
  lossAt('themes[@docusaurus/theme-classic]', 'info', 'The theme $name is not loaded.')(options, target, at, shown);
}

/** The navbar search box a search theme adds, where the navbar has none. */
export function addSearchItem(config: Record<string, unknown>): void {
  const navbar = (config.navbar ?? {}) as Record<string, unknown>;
  const items = Array.isArray(navbar.items) ? navbar.items : [];
  if (items.some((item) => (item as { type?: unknown } | null)?.type === 'search')) return;
  config.navbar = { ...navbar, items: [...items, { type: 'search', position: 'right' }] };
}

/**
 * Every official plugin and theme handled natively, by kind and short name. The plugin host runs
 * what is listed in `plugins`/`themes` and is not here; it consults `nativePluginFor` first.
 */
export const NATIVE_PLUGINS: readonly NativePlugin[] = [
  // Read by toUserConfig itself: a default instance or further instances of our docs and blog.
  { kind: 'plugin', short: 'content-docs' },
  { kind: 'plugin', short: 'content-blog' },
  { kind: 'plugin', short: 'client-redirects', apply: (options, { config }) => void (config.clientRedirects = options) },
  { kind: 'plugin', short: 'sitemap', apply: (options, { config }) => void (config.sitemap = options) },
  { kind: 'plugin', short: 'google-gtag', apply: (options, { config }) => void (config.gtag = options) },
  { kind: 'plugin', short: 'google-tag-manager', apply: (options, { config }) => void (config.googleTagManager = options) },
  { kind: 'plugin', short: 'pwa', apply: applyPwa },
  // `disableInDev` and `name` are accepted: images are written the same way in `docs dev` and under hashed names.
  { kind: 'plugin', short: 'ideal-image', apply: (options, { config }) => void (config.idealImage = options) },
  { kind: 'plugin', short: 'debug', apply: (_options, { config }) => void (config.debug = true) },
  { kind: 'plugin', short: 'rsdoctor', apply: lossAt('plugins[@docusaurus/plugin-rsdoctor]', 'warning', 'The plugin $name is not run.') },
  { kind: 'plugin', short: 'content-pages', apply: applyPages },
  // SVG imports work without it; only options it is given are lost.
  { kind: 'plugin', short: 'svgr', apply: (options, ...rest) => { if (givenOptions(options).length) svgrOptionsLost(options, ...rest); } },
  { kind: 'plugin', short: 'css-cascade-layers', apply: lossAt('plugins[@docusaurus/plugin-css-cascade-layers]', 'info', 'The plugin $name is not run.') },
  { kind: 'plugin', short: 'google-analytics', apply: lossAt('plugins[@docusaurus/plugin-google-analytics]', 'warning', 'The plugin $name is not run.') },
  { kind: 'theme', short: 'classic', apply: applyThemeClassic },
  // `markdown.mermaid: true` draws the diagrams; the theme's own options are read from themeConfig.mermaid.
  { kind: 'theme', short: 'mermaid', apply: () => undefined },
  // ```jsx live blocks are our live code already; the theme puts the result under the editor unless
  // themeConfig.liveCodeBlock says `top`, as Docusaurus's theme-live-codeblock does.
  {
    kind: 'theme',
    short: 'live-codeblock',
    apply: (_options, { themeConfig }) => {
      const given = themeConfig.liveCodeBlock as Record<string, unknown> | undefined;
      themeConfig.liveCodeBlock = { playgroundPosition: 'bottom', ...given };
    },
  },
  // themeConfig.algolia with its keys is DocSearch; without them the local search stands in.
  { kind: 'theme', short: 'search-algolia', apply: () => undefined },
  // Community packages: Sass is compiled natively, and the local search stands in for the search themes.
  { kind: 'plugin', short: 'sass', packages: ['docusaurus-plugin-sass'], apply: applySass },
  { kind: 'theme', short: 'search-local', packages: ['@easyops-cn/docusaurus-search-local', 'docusaurus-lunr-search', 'docusaurus-search-local', '@cmfcmf/docusaurus-search-local'], apply: applySearchTheme },
];

/** The community packages of the table: a config may `require.resolve` them without their being installed. */
export const COMMUNITY_PACKAGES: readonly string[] = NATIVE_PLUGINS.flatMap((p) => p.packages ?? []);

/** The native plugin an entry of `plugins` or `themes` names, in any form Docusaurus takes. */
export function nativePluginFor(kind: 'plugins' | 'themes', name: string): NativePlugin | undefined {
  const wanted = kind === 'plugins' ? 'plugin' : 'theme';
  return NATIVE_PLUGINS.find((p) => (p.packages ? p.packages.some((pkg) => namesCommunityPackage(name, pkg)) : p.kind === wanted && namesPackage(name, wanted, p.short)));
}

/** Whether a name is the package or a path into it (`.../node_modules/docusaurus-lunr-search/src/index.js`). */
function namesCommunityPackage(name: string, pkg: string): boolean {
  if (name === pkg) return true;
  const segments = pkg.split('/').map((s) => s.replace(/[.]/g, '\\.')).join('[\\\\/]');
  return new RegExp(`[\\\\/]${segments}(?:[\\\\/]|$)`).test(name);
}
