import type { SitePlugins } from '../plugins/sitePlugins.ts';
/** The shapes of `docs.config.ts`: what a site writes (`UserConfig`) and what the build reads (`SiteConfig`). */
import type { Encoding } from '../write/precompress.ts';

type Position = 'left' | 'right';

/**
 * A link of the navbar, footer or a dropdown, with Docusaurus's keys. `html` replaces the label
 * with markup; other keys (`rel`, `data-*`, ...) are passed to the link as attributes, as
 * Docusaurus passes them.
 */
export interface NavbarLinkItem {
  type?: 'default' | 'link';
  label?: string;
  html?: string;
  to?: string;
  href?: string;
  /** Paths under this one make the item active (instead of its `to`). */
  activeBasePath?: string;
  /** A regular expression over the path that makes the item active. */
  activeBaseRegex?: string;
  /** Put the base URL in front of an `href` to the site itself. */
  prependBaseUrlToHref?: boolean;
  target?: string;
  className?: string;
  'aria-label'?: string;
  position?: Position;
  [attribute: string]: unknown;
}

/** `doc`: a link to a doc by id; without a label it takes the doc's sidebar label or title. */
export interface NavbarDocItem { type: 'doc'; docId: string; label?: string; html?: string; position?: Position; className?: string; docsPluginId?: string; [attribute: string]: unknown }
/** `docSidebar`: a link to a sidebar's first doc, active on every doc of that sidebar. */
export interface NavbarDocSidebarItem { type: 'docSidebar'; sidebarId: string; label?: string; html?: string; position?: Position; className?: string; docsPluginId?: string; [attribute: string]: unknown }
/** `html`: markup written into the navbar as it is. */
export interface NavbarHtmlItem { type: 'html'; value: string; className?: string; position?: Position }
export type NavbarDropdownChild = NavbarLinkItem | NavbarDocItem | NavbarDocSidebarItem | NavbarHtmlItem;
/** A dropdown; Docusaurus takes an item with `items` and no `type` as one too. */
export interface NavbarDropdownItem { type?: 'dropdown'; label?: string; html?: string; position?: Position; items: NavbarDropdownChild[]; className?: string; to?: string; [attribute: string]: unknown }

export type NavbarItem =
  | NavbarLinkItem
  | NavbarDocItem
  | NavbarDocSidebarItem
  | NavbarHtmlItem
  | NavbarDropdownItem
  | { type: 'docsVersionDropdown' | 'localeDropdown'; position?: Position; className?: string; [key: string]: unknown }
  | { type: 'docsVersion'; label?: string; to?: string; position?: Position; className?: string; docsPluginId?: string; [key: string]: unknown }
  | { type: 'search'; position?: Position; className?: string };

/** A logo of the navbar or footer, as Docusaurus takes it; `srcDark` is shown in dark mode. */
export interface LogoConfig {
  alt?: string;
  src: string;
  srcDark?: string;
  href?: string;
  target?: string;
  width?: string | number;
  height?: string | number;
  className?: string;
  style?: Record<string, string | number>;
}

export interface FooterGroup {
  /** A simple (one-row) footer is one group without a title. */
  title?: string | null;
  items: NavbarLinkItem[];
}

export interface FooterConfig {
  /** `dark` keeps the footer dark in both colour modes. */
  style: 'light' | 'dark';
  logo?: LogoConfig;
  links: FooterGroup[];
  /** The links were written as one row (Docusaurus's simple footer), not in columns. */
  simple: boolean;
  /** HTML. */
  copyright?: string;
}

export interface AnnouncementBarConfig {
  id: string;
  content: string;
  backgroundColor?: string;
  textColor?: string;
  isCloseable: boolean;
}

export interface NavbarConfig {
  title?: string | null;
  logo?: LogoConfig;
  /** `dark` keeps the navbar dark in both colour modes; `primary` paints it in the brand colour. */
  style?: 'primary' | 'dark';
  hideOnScroll: boolean;
  items: NavbarItem[];
}

/** Docusaurus's reporting levels for what the link and route checks find. */
export type ReportingSeverity = 'ignore' | 'log' | 'warn' | 'throw';

/** A stylesheet or script of every page: its URL, or its attributes (`{ src, async: true }`). */
export type HeadAsset = string | Record<string, string | boolean | null | undefined>;

/** A tag put into every page's head: `{ tagName: 'link', attributes: { rel: 'preconnect', href } }`. */
export interface HeadTag {
  tagName: string;
  attributes?: Record<string, string | boolean | null | undefined>;
  innerHTML?: string;
}

/** A `<meta>` tag of every page: `{ name: 'keywords', content: 'docs' }`. */
export type MetadataTag = Record<string, string>;

/** Context Docusaurus passes a docs `editUrl` function. */
export interface DocsEditUrlArgs { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }
/** Context Docusaurus passes a blog `editUrl` function. */
export interface BlogEditUrlArgs { blogDirPath: string; blogPath: string; permalink: string; locale: string }

export type FeedType = 'rss' | 'atom' | 'json';
export interface FeedOptions {
  /** Which feeds are written; `null` none. */
  type: FeedType[];
  title?: string;
  description?: string;
  copyright?: string;
  language?: string;
  /** At most this many posts in each feed; `false` or `null`: all. */
  limit: number | false | null;
  /** `true`, or `{ rss, atom }` each `true` or an XSL file in the blog folder: the feeds render in a browser (see blog/feedStylesheets.ts). */
  xslt?: boolean | Record<string, unknown>;
  /** Docusaurus's: the feeds' items, from `{ blogPosts, siteConfig, outDir, defaultCreateFeedItems }` (see blog/feeds.ts). */
  createFeedItems?: (params: { blogPosts: unknown[]; siteConfig: unknown; outDir?: string; defaultCreateFeedItems: (params: { blogPosts: unknown[] }) => Promise<unknown[]> }) => unknown;
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface TocLevels {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/**
 * A remark or rehype plugin as Docusaurus takes it: the plugin, or `[plugin, options]`. Plugins
 * are functions, so they never cross to the compile workers: each worker imports the config itself.
 */
export type UnifiedPlugin = unknown;

/** The Markdown plugins of one content kind, with Docusaurus's option names and order. */
export interface ContentPluginOptions {
  /** Run after the built-in remark plugins (admonitions, heading ids, links...). */
  remarkPlugins?: UnifiedPlugin[];
  /** Run before the built-in remark plugins. */
  beforeDefaultRemarkPlugins?: UnifiedPlugin[];
  /** Run after raw HTML is parsed, before code blocks are highlighted. */
  rehypePlugins?: UnifiedPlugin[];
  /** Run first on the HTML tree. */
  beforeDefaultRehypePlugins?: UnifiedPlugin[];
}

/** Docusaurus's `markdown.format`: `mdx` compiles every file as MDX, `detect` only `.mdx` files. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** Docusaurus's `markdown.mdx1Compat`: MDX 1 syntax MDX 3 no longer parses, accepted as before. */
export interface Mdx1CompatOptions {
  /** `<!-- comments -->` in MDX files. */
  comments: boolean;
  /** `:::note Title` (the title after a space instead of `:::note[Title]`). */
  admonitions: boolean;
  /** `## Heading {#id}` without escaping the brace. */
  headingIds: boolean;
}

export interface MarkdownOptions {
  format: MarkdownFormat;
  mdx1Compat: Mdx1CompatOptions;
  /** Docusaurus's `markdown.mermaid`: diagrams in ```mermaid blocks (needs a theme that renders them). */
  mermaid?: boolean;
  hooks?: { onBrokenMarkdownLinks?: ReportingSeverity | ((...args: unknown[]) => unknown); onBrokenMarkdownImages?: ReportingSeverity | ((...args: unknown[]) => unknown) };
  anchors?: { maintainCase?: boolean };
  emoji?: boolean;
  parseFrontMatter?: (params: { filePath: string; fileContent: string; defaultParseFrontMatter: (p: { filePath: string; fileContent: string }) => unknown }) => unknown;
  preprocessor?: (args: { filePath: string; fileContent: string }) => string;
  remarkRehypeOptions?: Record<string, unknown>;
}

/** Options every content plugin of Docusaurus takes beside its Markdown plugins. */
export interface SharedContentOptions {
  /** Globs of the files, relative to the content folder, that are content. */
  include?: string[];
  /** Globs of files left out. */
  exclude?: string[];
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  editLocalizedFiles?: boolean;
}

export interface DocsOptions extends ContentPluginOptions, SharedContentOptions {
  /** The docs plugin instance (`default` for `docs`; each of `docsInstances` has its own). */
  id?: string;
  /** `docs: false` (the classic preset's way to have no docs): the docs folder is not read. */
  disabled?: boolean;
  /** Folder of the docs, relative to the site. */
  path: string;
  /** URL prefix the docs are served under; `/` serves them at the site root. */
  routeBasePath: string;
  /** Module exporting the sidebars; without it one autogenerated sidebar covers every doc; `false`: no sidebar. */
  sidebarPath?: string | false;
  toc: TocLevels;
  /** A base URL the doc's path is appended to, or a function of the doc returning its edit URL. */
  editUrl?: string | ((args: DocsEditUrlArgs) => string | undefined);
  editCurrentVersion?: boolean;
  sidebarCollapsible: boolean;
  sidebarCollapsed: boolean;
  /** Docusaurus's: called for every `autogenerated` item, with the built-in generator to build on (see sidebars/itemsGenerator.ts). */
  sidebarItemsGenerator?: (args: never) => unknown;
  /** `false`: number prefixes (`01-intro.md`) stay in ids and URLs. */
  numberPrefixParser: boolean | ((filename: string) => { filename: string; numberPrefix?: number });
  /** Label of the current version (the docs folder). */
  currentVersionLabel: string;
  /** Tag pages' folder under `routeBasePath`. */
  tagsBasePath: string;
  breadcrumbs: boolean;
  /** Versioning (`versions.json`, `versioned_docs/`): which version is served at the docs' path. */
  lastVersion?: string;
  /** `false`: the docs folder is not built, only released versions. */
  includeCurrentVersion?: boolean;
  onlyIncludeVersions?: string[];
  /** Build the docs folder alone, whatever versions.json says. */
  disableVersioning?: boolean;
  /** Per version: `label`, `path`, `banner` (`'none'`, `'unreleased'`, `'unmaintained'`), `badge`, `noIndex`, `className`. */
  versions?: Record<string, { label?: string; path?: string; banner?: 'none' | 'unreleased' | 'unmaintained'; badge?: boolean; noIndex?: boolean; className?: string }>;
  /** The tags file, relative to the docs folder (unset: `tags.yml` when there is one; `false` / `null`: none). */
  tags?: string | false | null;
  /** What a tag the tags file does not define is (a warning unless set). */
  onInlineTags?: ReportingSeverity;
}

export interface BlogOptions extends ContentPluginOptions, SharedContentOptions {
  path: string;
  routeBasePath: string;
  /** Tag pages' folder under `routeBasePath`. */
  tagsBasePath: string;
  /** List pages after the first: `<routeBasePath>/<pageBasePath>/2`. */
  pageBasePath: string;
  /** The archive's folder under `routeBasePath`; `null`: no archive. */
  archiveBasePath: string | null;
  /** Where a post's excerpt ends; unset: `<!-- truncate -->` or `{/* truncate *\/}` on a line of its own. */
  truncateMarker?: RegExp;
  /** `ascending`: oldest first in lists, feeds and the sidebar. */
  sortPosts: 'ascending' | 'descending';
  /** Docusaurus's: `({ blogPosts }) => posts`, the posts to keep, in their order (see blog/processBlogPosts.ts). */
  processBlogPosts?: (args: { blogPosts: unknown[] }) => unknown;
  /** The tags file, relative to the blog folder (unset: `tags.yml` when there is one; `false` / `null`: none). */
  tags?: string | false | null;
  /** What a tag the tags file does not define is (a warning unless set). */
  onInlineTags?: ReportingSeverity;
  /** `'ALL'`: one list page with every post. */
  postsPerPage: number | 'ALL';
  /** Posts in the blog sidebar: a number or `'ALL'`. */
  blogSidebarCount: number | 'ALL';
  showReadingTime: boolean;
  /** Docusaurus's reading-time hook: `({ content, frontMatter, defaultReadingTime }) => minutes`. */
  readingTime?: (args: { content: string; frontMatter: Record<string, unknown>; locale: string; defaultReadingTime: (o: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => number }) => number | undefined;
  feedOptions: FeedOptions;
  editUrl?: string | ((args: BlogEditUrlArgs) => string | undefined);
  blogTitle: string;
  /** For list pages' meta description and the feeds. */
  blogDescription?: string;
  blogSidebarTitle: string;
  /**
   * The product each post is about, by the part of its file name after the date
   * (`2022-05-06-webops` → `webops`): `{ webops: 'WebOps' }`. Written to
   * `@generated/blog-posts.json` as each post's `product`; with this set, a post whose name is
   * not listed is a warning.
   */
  products?: Record<string, string>;
}

export interface PropsTablesOptions {
  /**
   * Modules whose exported React components `<PropsTable of="Name" />` documents: package names
   * (their `.d.ts` types are read) or files relative to the site.
   */
  modules: string[];
}

export interface I18nConfig {
  defaultLocale: string;
  locales: string[];
  /** The translations' folder (`i18n` unless set). */
  path?: string;
  localeConfigs?: Record<string, { label?: string; direction?: 'ltr' | 'rtl'; htmlLang?: string; calendar?: string; path?: string; baseUrl?: string; url?: string; [key: string]: unknown }>;
  /** The locale this config is built for (set by the build for each locale; the default when unset). */
  currentLocale?: string;
  /** The locale's `code.json` messages by id (set by the build). */
  codeTranslations?: Record<string, string>;
}

/** Markdown and MDX pages in the pages folder. */
export interface PagesOptions extends ContentPluginOptions, SharedContentOptions {
  /** URL prefix the pages are served under (`/` by default). */
  routeBasePath: string;
  /** `pages: false`: the pages folder is not read. */
  disabled?: boolean;
  editUrl?: string | ((args: Record<string, unknown>) => string | undefined);
}

/** `gtag` as it is settled: one or more tracking IDs, the first loading gtag.js. */
export interface GtagOptions {
  trackingID: string[];
  anonymizeIP: boolean;
}

/** How often a page is said to change, in the sitemap (the sitemaps.org values). */
export type SitemapChangefreq = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

/** One `<url>` of the sitemap, as Docusaurus's `createSitemapItems` takes and returns them. */
export interface SitemapItem {
  url: string;
  lastmod?: string | null;
  changefreq?: SitemapChangefreq | null;
  priority?: number | null;
}

/** Docusaurus's `plugin-sitemap` options (also the classic preset's `sitemap`). */
export interface SitemapOptions {
  /** The last change of each page, from its `last_update` front matter or git: a date, a date-time, or none. */
  lastmod: 'date' | 'datetime' | null;
  /** Written only when set (Docusaurus writes `weekly` by default, which search engines ignore). */
  changefreq: SitemapChangefreq | null;
  /** Written only when set (Docusaurus writes 0.5 by default). */
  priority: number | null;
  /** Route paths (with the base URL) left out, as globs: `/tags/**`. */
  ignorePatterns: string[];
  filename: string;
  createSitemapItems?: (params: { siteConfig: Record<string, unknown>; routes: { path: string }[]; defaultCreateSitemapItems: (params: unknown) => Promise<SitemapItem[]> }) => SitemapItem[] | Promise<SitemapItem[]>;
}

/** Docusaurus's `plugin-client-redirects` options: pages that send the reader on to another address. */
export interface ClientRedirectsOptions {
  redirects: { from: string | string[]; to: string }[];
  /** `['html']`: `/a.html` leads to `/a`. */
  fromExtensions: string[];
  /** `['html']`: `/a` leads to `/a.html` when that is a page. */
  toExtensions: string[];
  /** The old addresses of an existing page. */
  createRedirects?: (existingPath: string) => string | string[] | null | undefined;
}

/** When the PWA's service worker is registered (Docusaurus's `offlineModeActivationStrategies`). */
export type OfflineStrategy = 'appInstalled' | 'standalone' | 'queryString' | 'mobile' | 'saveData' | 'always';

/** Docusaurus's `plugin-pwa` options that change what a page does. */
export interface PwaOptions {
  offlineModeActivationStrategies: OfflineStrategy[];
  /** Tags in every page's head (the manifest link, theme colour...), as `{ tagName, ...attributes }`. */
  pwaHead: { tagName: string; [attribute: string]: string }[];
  /** Logs in the browser console why the service worker is or is not registered. */
  debug: boolean;
}

/** Docusaurus's `plugin-ideal-image` options: the widths imported PNG and JPEG images are written at. */
export interface IdealImageOptions {
  sizes?: number[];
  size?: number;
  min?: number;
  max?: number;
  steps?: number;
  /** JPEG quality, 85 unless set. */
  quality?: number;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  /** Origin of the deployed site, e.g. `https://faststore.dev`, used for canonical and Open Graph URLs. */
  url: string;
  /** Path the site is served under, always starting and ending with `/`. */
  baseUrl: string;
  favicon?: string;
  /** Image for Open Graph cards, relative to static/. */
  image?: string;
  i18n: I18nConfig;
  docs: DocsOptions;
  /**
   * The site's other docs sets (Docusaurus's further docs plugin instances), each with its `id`,
   * folder, URL prefix, sidebars and versions. `docs` stays the default instance, so a site with
   * one docs set reads as before.
   */
  docsInstances: (DocsOptions & { id: string })[];
  blog: BlogOptions | false;
  /** The site's other blogs (Docusaurus's further blog plugin instances), each with its `id`, folder and URL prefix. */
  blogInstances: (BlogOptions & { id: string })[];
  pages: PagesOptions;
  markdown: MarkdownOptions;
  navbar: NavbarConfig;
  footer: FooterConfig;
  /** Extra `<meta>` tags on every page. */
  metadata: MetadataTag[];
  /** `true` keeps every page out of search engines (a robots `noindex` meta). */
  noIndex: boolean;
  /** Between a page's title and the site's: `Page | Site`. */
  titleDelimiter: string;
  /**
   * Docusaurus's `trailingSlash`: `true` writes `/a/index.html` and links `/a/`, `false` writes
   * `/a.html` and links `/a`; undefined writes `/a/index.html` and links `/a` as written.
   */
  trailingSlash?: boolean;
  onBrokenLinks: ReportingSeverity;
  onBrokenMarkdownLinks: ReportingSeverity;
  onBrokenAnchors: ReportingSeverity;
  onDuplicateRoutes: ReportingSeverity;
  stylesheets: HeadAsset[];
  scripts: HeadAsset[];
  headTags: HeadTag[];
  /** Modules imported once in the browser before the page hydrates; their `onRouteUpdate` / `onRouteDidUpdate` run on navigation. */
  clientModules: string[];
  /** Plugins run beyond the built-in stages (a Docusaurus site's `plugins` and `themes`); absent when there are none. */
  plugins?: SitePlugins<SiteConfig>;
  /** Folders of files copied to the output as they are (Docusaurus's form of `staticDir`). */
  staticDirectories: string[];
  baseUrlIssueBanner: boolean;
  announcementBar?: AnnouncementBarConfig;
  colorMode: ColorModeConfig;
  /**
   * Local search: an index built with the site, the search modal and the `/search` page. On by
   * default when the navbar has a `search` item.
   */
  search: boolean;
  /** Props tables generated at build time from components' TypeScript types. */
  propsTables?: PropsTablesOptions;
  /**
   * Load Infima, the CSS framework Docusaurus sites' pages are written against (`container`, `row`,
   * `col`, `hero`, `button`...), before the theme's and the site's stylesheets, and let its `--ifm-*`
   * variables (brand colour, fonts, navbar...) style the theme. Off by default: the theme needs no
   * framework. On for sites built from a `docusaurus.config.*`.
   */
  infima: boolean;
  /** Free options the theme reads (image zoom, code themes, ...). */
  themeConfig: Record<string, unknown>;
  /** Free data for the site's own components. */
  customFields: Record<string, unknown>;
  /**
   * Sources added to the Content-Security-Policy the build writes into `_headers`, by directive
   * (`{ 'connect-src': ['https://api.example.com'] }`): the services the site's own code uses.
   */
  csp: Record<string, string[]>;
  /** Google Analytics (gtag.js), as Docusaurus's `plugin-google-gtag`: in built pages only, never in `docs dev`. */
  gtag?: GtagOptions;
  /** Google Tag Manager, as Docusaurus's `plugin-google-tag-manager`: in built pages only. */
  googleTagManager?: { containerId: string };
  /** The sitemap's options; `false` writes none. */
  sitemap: SitemapOptions | false;
  /** Redirect pages, as Docusaurus's `plugin-client-redirects` writes them. */
  clientRedirects?: ClientRedirectsOptions;
  /** A web app manifest and an offline service worker, as Docusaurus's `plugin-pwa`. */
  pwa?: PwaOptions;
  /** Responsive images for imported PNG and JPEG files, as Docusaurus's `plugin-ideal-image` (with `@theme/IdealImage`). */
  idealImage?: IdealImageOptions;
  /** The `/__docusaurus/debug` pages, as Docusaurus's `plugin-debug`: the config, routes and content the build used. */
  debug: boolean;
  /**
   * Environment variables a deployment sets for the site's services, each with what the site does
   * without it (`{ SURVEY_WEBHOOK_URL: 'the survey sends its answers nowhere' }`). The config reads
   * them itself; a build in which any is unset or empty warns once, naming them. A warning, not an
   * error: a local build without them is legitimate (under `--strict` it fails, as a deploy should).
   */
  deployEnv: Record<string, string>;
  /**
   * The compressed copies `docs build` writes beside each text file of 1 KB or more (`x.html.br`,
   * `x.html.gz`), for a host that serves such siblings as they are. The config says `true` (both),
   * `'brotli'`, `'gzip'` or `false`, the default: most hosts compress on the fly, and `docs serve`
   * does so itself when they are absent. `docs build --compress[=…]` / `--no-compress` override it.
   */
  compress: Encoding[];
  /**
   * Whether `docs build` writes source maps beside the browser's JavaScript (`x.js.map`, named by
   * a `sourceMappingURL` comment). Off by default, as in Docusaurus, VitePress and Astro: on the
   * 250-doc bench corpus they were 17% of the output and 2% of the build's time, and a reader's
   * browser never fetches them. `docs build --source-maps` / `--no-source-maps` override it;
   * `docs dev` always writes them.
   */
  sourceMaps: boolean;
  /** Folder of files copied to the output as they are: the first of `staticDirectories`. */
  staticDir: string;
  /** Folder of `.tsx` and `.mdx` pages. */
  pagesDir: string;
}

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends Array<unknown> ? T[K] : T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

/** The footer as a site writes it: link columns, or one row of links (Docusaurus's simple footer). */
export interface UserFooter {
  style?: 'light' | 'dark';
  logo?: LogoConfig;
  links?: FooterGroup[] | NavbarLinkItem[];
  copyright?: string;
}

/** The blog's feeds as a site writes them: `type` is one kind, `'all'`, a list, or `null` for none. */
export interface UserFeedOptions extends Partial<Omit<FeedOptions, 'type'>> {
  type?: FeedType | 'all' | FeedType[] | null;
}

export type UserBlogOptions = Partial<Omit<BlogOptions, 'feedOptions'>> & { feedOptions?: UserFeedOptions };
export type UserDocsOptions = Partial<Omit<DocsOptions, 'toc'>> & { toc?: Partial<TocLevels> };

/** What a site writes: title and url are required, everything else has a default. */
export type UserConfig = Pick<SiteConfig, 'title' | 'url'> &
  DeepPartial<Omit<SiteConfig, 'title' | 'url' | 'blog' | 'blogInstances' | 'docs' | 'docsInstances' | 'pages' | 'search' | 'footer' | 'announcementBar' | 'navbar' | 'image' | 'metadata' | 'stylesheets' | 'scripts' | 'headTags' | 'staticDirectories' | 'clientModules' | 'compress' | 'gtag' | 'googleTagManager' | 'sitemap' | 'clientRedirects' | 'pwa'>> & {
    sitemap?: Partial<SitemapOptions> | false;
    clientRedirects?: Partial<ClientRedirectsOptions>;
    pwa?: Partial<PwaOptions>;
    /** One tracking ID or several (Docusaurus's shape); `anonymizeIP` defaults to false. */
    gtag?: { trackingID: string | string[]; anonymizeIP?: boolean };
    googleTagManager?: { containerId: string };
    docs?: UserDocsOptions | false;
    docsInstances?: (UserDocsOptions & { id: string })[];
    blog?: UserBlogOptions | false;
    blogInstances?: (UserBlogOptions & { id: string })[];
    pages?: Partial<PagesOptions> & { path?: string } | false;
    search?: boolean;
    navbar?: Partial<NavbarConfig>;
    footer?: UserFooter;
    /** Without `id`, Docusaurus's default id (`announcement-bar`). `isCloseable` defaults to true. */
    announcementBar?: Omit<AnnouncementBarConfig, 'id' | 'isCloseable'> & { id?: string; isCloseable?: boolean };
    /** Image for Open Graph and Twitter cards: a URL, or a path in the static folder. */
    image?: string;
    metadata?: MetadataTag[];
    stylesheets?: HeadAsset[];
    scripts?: HeadAsset[];
    headTags?: HeadTag[];
    staticDirectories?: string[];
    clientModules?: string[];
    compress?: CompressSetting;
  };

/** What `compress` takes in the config and on the command line (see `SiteConfig.compress`). */
export type CompressSetting = boolean | 'brotli' | 'gzip';
