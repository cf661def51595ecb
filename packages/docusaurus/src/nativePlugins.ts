import type { ValuePath } from '../../core/src/util/locateValue.ts';
import { configKey } from './configKeys.ts';
import type { ConfigNotice } from './configNotice.ts';
import { namesPackage } from './pluginEntry.ts';

/** Where a native plugin's options go: our config and the theme config being built, and the notices. */
export interface NativeTarget {
  config: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
  notices: ConfigNotice[];
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
  /** Moves the entry's options into our config; absent for those `toUserConfig` reads itself. */
  apply?: (options: Record<string, unknown>, target: NativeTarget, at: EntryPlace) => void;
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
  {
    kind: 'plugin',
    short: 'rsdoctor',
    apply: (_options, { notices }, at) => notices.push({ severity: 'warning', code: 'config-unsupported', at: at.entry, message: `The plugin \`@docusaurus/plugin-rsdoctor\` is not run. ${configKey('plugins[@docusaurus/plugin-rsdoctor]').loses}`, hint: 'Keep it for Docusaurus, or remove it to silence this.' }),
  },
  { kind: 'theme', short: 'classic' },
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
];

/** The native plugin an entry of `plugins` or `themes` names, in any form Docusaurus takes. */
export function nativePluginFor(kind: 'plugins' | 'themes', name: string): NativePlugin | undefined {
  const wanted = kind === 'plugins' ? 'plugin' : 'theme';
  return NATIVE_PLUGINS.find((p) => p.kind === wanted && namesPackage(name, wanted, p.short));
}
