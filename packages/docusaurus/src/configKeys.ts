/**
 * Every key a Docusaurus 3 config accepts (the site config, the classic preset's options and the
 * classic theme's `themeConfig`), with what `docs` does with it:
 *
 * - `passed`: handed to our config unchanged, under the same name; our schema takes it from there,
 *   and `effect` says what it does (implemented, accepted, or which parts are warned).
 * - `mapped`: moved to another place of our config (`becomes` says where).
 * - `warned`: not used by docs; the build gives one warning at the key, saying what the site loses.
 * - `info`: not used by docs, and nothing a page shows depends on it (a deploy setting, a build
 *   tool's switch): an info at the key, listed with `--verbose`.
 *
 * `*` stands for any name (a plugin's name, a locale). The README's table is generated from this one.
 */
export type KeyState = 'passed' | 'mapped' | 'warned' | 'info';

export interface ConfigKey {
  /** Where Docusaurus reads it: `title`, `presets[classic].docs`, `themeConfig.navbar`. */
  key: string;
  state: KeyState;
  /** Where our config has it, for `mapped` keys. */
  becomes?: string;
  /** What the site loses, for `warned` and `info` keys: a sentence ending with a full stop. */
  loses?: string;
  /** What our config does with a `passed` key: implemented, accepted, or warned (and for which parts). */
  effect?: string;
}

const passed = (...keys: [key: string, effect: string][]): ConfigKey[] => keys.map(([key, effect]) => ({ key, state: 'passed', effect }));
const mapped = (key: string, becomes: string): ConfigKey => ({ key, state: 'mapped', becomes });
const warned = (key: string, loses: string): ConfigKey => ({ key, state: 'warned', loses });
const info = (key: string, loses: string): ConfigKey => ({ key, state: 'info', loses });

export const CONFIG_KEYS: readonly ConfigKey[] = [
  // The site config's own keys.
  ...passed(
    ['title', 'implemented: page titles, the navbar title unless set, feeds'],
    ['tagline', 'implemented: the home page\'s title and `siteConfig.tagline`'],
    ['url', 'implemented: canonical and Open Graph URLs, sitemap, feeds'],
    ['baseUrl', 'implemented: every page, link and asset under it'],
    ['favicon', 'implemented: the icon link on every page'],
    ['trailingSlash', 'implemented: `true` writes `/a/index.html` and links `/a/`, `false` writes `/a.html` and links `/a`, unset writes `/a/index.html` and links `/a`; `docs serve` and `docs dev` redirect the other form'],
    ['noIndex', 'implemented: a robots `noindex` meta on every page, an empty sitemap'],
    ['onBrokenLinks', 'implemented: `throw` an error, `warn` a warning, `log` an info, `ignore` nothing (unset: a warning, where Docusaurus throws)'],
    ['onBrokenMarkdownLinks', 'implemented, as `onBrokenLinks`, for Markdown links to files (also `markdown.hooks.onBrokenMarkdownLinks`)'],
    ['onBrokenAnchors', 'implemented, as `onBrokenLinks`, for `#anchors` no heading has'],
    ['onDuplicateRoutes', 'implemented, as `onBrokenLinks`, for two pages at one address'],
    ['titleDelimiter', 'implemented: `Page | Site` titles with the delimiter given'],
    ['customFields', 'implemented: `useDocusaurusContext().siteConfig.customFields`'],
    ['staticDirectories', 'implemented: every folder published and served by `docs dev`; the first wins where two hold one path'],
    ['stylesheets', 'implemented: a `<link>` in every page\'s head; other sites\' origins added to the Content-Security-Policy'],
    ['scripts', 'implemented: a `<script>` in every page\'s head; other sites\' origins added to the Content-Security-Policy'],
    ['headTags', 'implemented: the tags in every page\'s head, escaped'],
    ['clientModules', 'implemented: imported before hydration; `onRouteUpdate` / `onRouteDidUpdate` called on the first page and each navigation'],
    ['i18n', 'every locale built in one run (the default at baseUrl, others at baseUrl + locale), translated docs, blog and pages with fallback, `localeConfigs` label / direction / htmlLang / path / baseUrl / url, hreflang, locale dropdown; code.json, navbar/footer/sidebar translations, theme words (fr, ar), per-locale stemming, calendar'],
    ['markdown', '`format`, `mdx1Compat`, `anchors.maintainCase`, `parseFrontMatter`, `preprocessor` and `hooks.onBrokenMarkdownLinks` / `onBrokenMarkdownImages` implemented; `mermaid` implemented (`mermaid` code blocks drawn in the browser, their source kept as text); `emoji`, `remarkRehypeOptions` and function hooks are warnings'],
    ['baseUrlIssueBanner', 'accepted with no message: the build always checks the base URL itself'],
  ),
  mapped('presets[classic]', 'docs, blog, pages, gtag, googleTagManager, sitemap, debug, themeConfig.customCss'),
  ...passed(['presets[*]', 'implemented: a package (short names as Docusaurus expands them) or a local file, called with the site\'s context and its options when the config is read (the default locale\'s context); the plugins and themes it returns are read as the config\'s own and listed before them, as in Docusaurus; one that cannot be found, throws or returns another shape than `{ plugins, themes }` is an error at its entry']),
  mapped('plugins[@docusaurus/plugin-content-docs]', 'docsInstances'),
  mapped('plugins[@docusaurus/plugin-content-blog]', 'blogInstances'),
  mapped('plugins[@docusaurus/plugin-client-redirects]', 'clientRedirects'),
  mapped('plugins[@docusaurus/plugin-sitemap]', 'sitemap'),
  mapped('plugins[@docusaurus/plugin-google-gtag]', 'gtag'),
  mapped('plugins[@docusaurus/plugin-google-tag-manager]', 'googleTagManager'),
  mapped('plugins[@docusaurus/plugin-pwa]', 'pwa'),
  mapped('plugins[@docusaurus/plugin-debug]', 'debug'),
  mapped('plugins[@docusaurus/plugin-ideal-image]', 'idealImage'),
  mapped('plugins[@docusaurus/plugin-content-pages]', 'pages'),
  warned('plugins[@docusaurus/plugin-svgr]', 'SVGR options (such as `svgoConfig`) are not applied: SVG imports use the default settings.'),
  warned('plugins[@docusaurus/plugin-google-analytics]', 'The legacy Google Analytics script is not loaded: the site records no page views.'),
  info('plugins[@docusaurus/plugin-css-cascade-layers]', 'Docusaurus v4\'s opt-in to CSS cascade layers for its own styles; our stylesheets need none.'),
  warned('plugins[@docusaurus/plugin-rsdoctor]', 'Rsdoctor reports on a webpack or Rspack build, and docs bundles with esbuild: there is no report.'),
  ...passed(
    ['plugins[*]', 'implemented: a package, a local file (JS or TS) or a function, run through Docusaurus\'s lifecycle: `validateOptions`, `loadContent`, `contentLoaded` (`addRoute`, nested `routes` too, `createData`, `setGlobalData`), `allContentLoaded`, `translateContent`, `injectHtmlTags`, `getClientModules`, `getThemePath`, `getPathsToWatch`, `extendCli`, `postBuild`; `configureWebpack` applies aliases, `resolve.modules` and definitions and warns about the rest; `configurePostCss` plugins are a warning'],
    ['themes[*]', 'implemented: run as a plugin; its `getThemePath` components shadow the theme\'s, the site\'s `src/theme` first'],
  ),
  info('themes[@docusaurus/theme-classic]', 'Our theme renders the classic theme\'s components, so nothing is lost.'),
  mapped('themes[@docusaurus/theme-mermaid]', 'markdown.mermaid'),
  mapped('themes[@docusaurus/theme-live-codeblock]', 'themeConfig.liveCodeBlock'),
  mapped('themes[@docusaurus/theme-search-algolia]', 'themeConfig.algolia'),
  info('plugins[docusaurus-plugin-sass]', 'Not needed: .scss and .sass files are compiled by docs with the site\'s `sass-embedded` or `sass`; the plugin\'s sass-loader options, when given, are not used (an info).'),
  warned('themes[@easyops-cn/docusaurus-search-local]', 'The built-in local search takes its place (search box in the navbar, results page at /search, an index of every page); the theme\'s options are not used. The same for `docusaurus-lunr-search`, `docusaurus-search-local` and `@cmfcmf/docusaurus-search-local`, in `plugins` or `themes`.'),
  info('organizationName', 'Only `docusaurus deploy` reads it (the GitHub Pages organization); no page changes.'),
  info('projectName', 'Only `docusaurus deploy` reads it (the GitHub Pages repository); no page changes.'),
  info('deploymentBranch', 'Only `docusaurus deploy` reads it; no page changes.'),
  info('githubHost', 'Only `docusaurus deploy` reads it; no page changes.'),
  info('githubPort', 'Only `docusaurus deploy` reads it; no page changes.'),
  info('future.v4', 'Docusaurus v4 opt-ins for its own build (head attributes, CSS cascade layers); our build needs neither.'),
  info('future.experimental_faster', 'Switches Docusaurus\'s bundler and minifiers (Rspack, SWC, Lightning CSS); our build uses esbuild either way.'),
  warned('future.experimental_storage', 'Browser storage keys are not namespaced or moved to sessionStorage: settings such as the colour mode use our default keys.'),
  warned('future.experimental_router', 'The site is built for the browser router: a hash router site (`experimental_router: \'hash\'`) is served with ordinary paths.'),
  warned('ssrTemplate', 'The custom HTML template is not used: pages are written with our HTML shell.'),
  warned('webpack', 'The webpack `jsLoader` is not used: esbuild compiles the site\'s code.'),

  // The classic preset's options.
  mapped('presets[classic].docs', 'docs'),
  mapped('presets[classic].blog', 'blog'),
  mapped('presets[classic].pages', 'pages'),
  mapped('presets[classic].theme.customCss', 'themeConfig.customCss'),
  mapped('presets[classic].sitemap', 'sitemap'),
  mapped('presets[classic].gtag', 'gtag'),
  mapped('presets[classic].googleTagManager', 'googleTagManager'),
  warned('presets[classic].googleAnalytics', 'The legacy Google Analytics script is not loaded: the site records no page views.'),
  mapped('presets[classic].debug', 'debug'),
  warned('presets[classic].svgr', 'SVGR options (such as `svgoConfig`) are not applied: SVG imports use the default settings.'),

  // The classic theme's themeConfig: lifted to our top level, the rest kept in themeConfig.
  mapped('themeConfig.navbar', 'navbar'),
  mapped('themeConfig.footer', 'footer'),
  mapped('themeConfig.announcementBar', 'announcementBar'),
  mapped('themeConfig.colorMode', 'colorMode'),
  mapped('themeConfig.image', 'image'),
  mapped('themeConfig.metadata', 'metadata'),
  ...passed(
    ['themeConfig.prism', '`magicComments` implemented; `theme` / `darkTheme` implemented: their plain and token colours become the code blocks\' palettes (light, dark); `additionalLanguages` / `defaultLanguage` accepted (shiki knows every language)'],
    ['themeConfig.docs', '`sidebar.autoCollapseCategories` and `sidebar.hideable` (a collapse button at the sidebar\'s foot) implemented; `versionPersistence` accepted (the version menu remembers the choice in localStorage)'],
    ['themeConfig.blog', '`sidebar.groupByYear` implemented (on by default, as in Docusaurus 3): the blog sidebar\'s posts under a heading per year'],
    ['themeConfig.tableOfContents', 'implemented: the default heading levels of every table of contents'],
    ['themeConfig.algolia', '`appId`, `apiKey`, `indexName` implemented: a DocSearch button and modal that query the Algolia index (`searchParameters`, `placeholder` too); without the three keys, the built-in local search'],
    ['themeConfig.mermaid', '`theme.light` / `theme.dark` implemented (the diagram follows the colour mode); `options` passed to mermaid'],
    ['themeConfig.liveCodeBlock', '`playgroundPosition` implemented (`top` or `bottom`); live code blocks use the theme\'s own editor'],
    ['themeConfig.zoom', 'accepted; images zoom with the theme\'s own zoom'],
    ['themeConfig.*', 'kept in `themeConfig`, for `useThemeConfig()` and the site\'s components'],
  ),
];

/** The inventory entry for a key, by its exact name, then by a `[*]` or `*` pattern. */
export function configKey(key: string): ConfigKey {
  const found = CONFIG_KEYS.find((k) => k.key === key) ?? CONFIG_KEYS.find((k) => k.key.includes('*') && new RegExp(`^${k.key.replace(/[.[\]]/g, '\\$&').replace(/\*/g, '[^.]+')}$`).test(key));
  if (!found) throw new Error(`${key} is not in the Docusaurus config key inventory`);
  return found;
}

/** The top-level keys Docusaurus accepts; any other is an error in Docusaurus too. */
export const TOP_LEVEL_KEYS: readonly string[] = [...new Set(CONFIG_KEYS.map((k) => /^\w+/.exec(k.key)![0]))];

/** The inventory as a Markdown table, for the README's "Coming from Docusaurus". */
export function inventoryTable(): string {
  const label: Record<KeyState, string> = { passed: 'passed', mapped: 'moved', warned: 'warning', info: 'info' };
  const effect = (k: ConfigKey) => (k.state === 'mapped' ? `becomes \`${k.becomes}\`` : k.state === 'passed' ? k.effect : k.loses);
  const rows = CONFIG_KEYS.map((k) => `| \`${k.key}\` | ${label[k.state]} | ${effect(k)} |`);
  return ['| Key | State | Effect |', '| --- | --- | --- |', ...rows].join('\n');
}
