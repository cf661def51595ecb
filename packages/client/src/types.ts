import type { ComponentType } from 'react';

/**
 * A compiled Markdown/MDX document: its component, carrying the document's whole front matter as
 * Docusaurus's content modules do (what `useDoc().frontMatter` gives).
 */
export type ContentComponent = ComponentType<{ components?: Record<string, unknown> }> & { frontMatter?: Record<string, unknown> };

/** The props every route component receives. */
export interface RouteProps<Data = Record<string, unknown>> {
  data: Data;
  /** The compiled Markdown/MDX content of the route, when it has one. */
  Content?: ContentComponent;
  /** Several compiled contents, for routes that show many (a blog list page's posts). */
  contents?: ContentComponent[];
}

/** What a route chunk exports. */
export interface RouteModule {
  default: ComponentType<RouteProps<any>>;
  Content?: RouteProps['Content'];
  contents?: RouteProps['contents'];
  data: Record<string, unknown>;
}

/** Where the browser finds what a route needs; one entry per route in the routes index. */
export interface RouteAssets {
  /** URL of the route chunk. */
  chunk: string;
  /** Stylesheets of the route besides the global one. */
  css: string[];
  /** Name of the sidebar the route shows. */
  sidebar?: string;
}

/** The routes index: fetched lazily for client navigation, so the first page carries none of it. */
export interface RoutesIndex {
  app: string;
  routes: Record<string, RouteAssets>;
  notFound: RouteAssets;
  sidebars: Record<string, string>;
}

export interface SidebarLinkItem { type: 'link'; label: string; href: string; docId?: string; description?: string; className?: string; customProps?: Record<string, unknown> }
export interface SidebarCategoryItem { type: 'category'; label: string; href?: string; docId?: string; description?: string; items: SidebarItem[]; collapsed: boolean; collapsible: boolean; className?: string; customProps?: Record<string, unknown> }
/** Markup the site's sidebars file writes (a heading, a divider); `defaultStyle` gives it a link's padding. */
export interface SidebarHtmlItem { type: 'html'; value: string; defaultStyle: boolean; className?: string; customProps?: Record<string, unknown> }
export type SidebarItem = SidebarLinkItem | SidebarCategoryItem | SidebarHtmlItem;

/** Inlined in every page as JSON: enough to hydrate the page without any other request. */
export interface BootData {
  path: string;
  assets: RouteAssets;
  data: Record<string, unknown>;
  /** URL of the sidebar JSON; the sidebar itself is fetched (and cached) rather than inlined in each page. */
  sidebarUrl?: string;
  routesIndexUrl: string;
  /** The version of the app this page runs; the routes index names its own (see `writeRoutesIndex`). */
  app: string;
  notFound: boolean;
}

/** A navbar or footer logo, in Docusaurus's shape. */
export interface ClientLogo { alt?: string; src: string; srcDark?: string; href?: string; target?: string; width?: string | number; height?: string | number; className?: string; style?: Record<string, string | number> }
/** A footer link: a label with `to` or `href`, or markup (`html`); other keys are its attributes. */
export interface ClientFooterLink { label?: string; to?: string; href?: string; html?: string; [attribute: string]: unknown }

/** One docs version, newest first in `docs.versions` (the build's `ClientDocsVersion`). */
export interface ClientDocsVersion {
  /** The docs set (plugin instance) when it is not the default one. */
  pluginId?: string;
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  /** Where the version menu and banner go when a doc is not in this version. */
  mainDocPath: string;
  mainDocId: string;
  /**
   * `[id, path, sidebar?]` of each doc: compact, since every page's app carries them, as
   * Docusaurus's global data does (a site's components look docs up in it).
   */
  docs: [id: string, path: string, sidebar?: string][];
  /** The first link of each sidebar, by name. */
  sidebars: Record<string, string>;
}

/** The part of the site config the browser needs. */
/** One locale as the build settled it (see core's i18n/locales.ts). */
export interface ClientLocaleConfig {
  label?: string;
  direction?: 'ltr' | 'rtl';
  htmlLang?: string;
  calendar?: string;
  path?: string;
  baseUrl?: string;
  url?: string;
}

export interface ClientSiteConfig {
  title: string;
  /** Between a page's title and the site's (`Page | Site`). */
  titleDelimiter: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** Docusaurus's `trailingSlash`: the form every internal link takes (see applyTrailingSlash). */
  trailingSlash?: boolean;
  favicon?: string;
  /** `currentLocale` and every locale's settled `localeConfigs` (its baseUrl included) on a site with several locales. */
  i18n: { defaultLocale: string; locales: string[]; currentLocale?: string; localeConfigs?: Record<string, ClientLocaleConfig> };
  /** The locale's `code.json` messages by id, when it has any. */
  codeTranslations?: Record<string, string>;
  docs: { routeBasePath: string; mainDocPath: string; currentVersionLabel: string; breadcrumbs: boolean; versions: ClientDocsVersion[]; instances?: Record<string, { routeBasePath: string; breadcrumbs: boolean }> };
  blog: false | { routeBasePath: string; blogTitle: string };
  navbar: { title?: string | null; logo?: ClientLogo; style?: 'primary' | 'dark'; hideOnScroll: boolean; items: Record<string, unknown>[] };
  footer: { style: 'light' | 'dark'; logo?: ClientLogo; simple: boolean; links: { title?: string | null; items: ClientFooterLink[] }[]; copyright?: string };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  themeConfig: Record<string, unknown>;
  customFields: Record<string, unknown>;
  /** The site sends page views to gtag.js on navigation (the config has `gtag`). */
  gtag?: boolean;
  /** What the site's plugins published with `setGlobalData`, by plugin name, then plugin id. */
  globalData?: Record<string, Record<string, unknown>>;
}
