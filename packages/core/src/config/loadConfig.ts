import { algoliaOf } from '../../../client/src/algolia.ts';
import { existsSync, readFileSync } from 'node:fs';
import { locateKey } from './locateKey.ts';
import path from 'node:path';
import { BuildError, codeFrame, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { importTypeScript } from '../util/importTypeScript.ts';
import { siteConfigSchema } from './schema.ts';
import type { BlogOptions, ContentPluginOptions, DocsOptions, FeedOptions, FeedType, FooterGroup, MetadataTag, NavbarLinkItem, PagesOptions, SiteConfig, TocLevels, UserBlogOptions, UserConfig, UserDocsOptions, UserFeedOptions } from './types.ts';
import { validate } from './validate.ts';
import { joinUrl } from '../content/paths.ts';
import { encodingsOf } from '../write/compressSetting.ts';
import { DOCUSAURUS_CONFIG_FILES, isDocusaurusConfigFile } from '../../../docusaurus/src/configFiles.ts';
import { warnUnsupported } from './unsupportedKeys.ts';
import type { SitePlugins } from '../plugins/sitePlugins.ts';

/** Our own config first: a site that has both is built from `docs.config.*`. */
export const CONFIG_FILES = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs', ...DOCUSAURUS_CONFIG_FILES];

export interface LoadedConfig {
  config: SiteConfig;
  configFile: string;
  siteDir: string;
  /** What loading the config has to say that does not stop the build: keys a Docusaurus config sets that we do not implement, one warning each at its line. */
  diagnostics: Diagnostic[];
}

export function findConfigFile(siteDir: string): string | undefined {
  return CONFIG_FILES.map((f) => path.join(siteDir, f)).find((f) => existsSync(f));
}

/** Load `docs.config.ts`, validate it and fill in defaults. Any problem is one BuildError naming every bad key. */
export async function loadConfig(siteDir: string): Promise<LoadedConfig> {
  const configFile = findConfigFile(siteDir);
  if (!configFile) {
    throw new BuildError([
      {
        severity: 'error',
        code: 'config-missing',
        message: `No config file in ${siteDir}.`,
        hint: `Create ${path.join(siteDir, 'docs.config.ts')} exporting defineConfig({ title, url }), or run in the folder of a Docusaurus site (the one with docusaurus.config.js).`,
      },
    ]);
  }
  const { raw, diagnostics, plugins } = await loadRawConfig(configFile, siteDir);
  if (raw === undefined) {
    throw new BuildError([
      { severity: 'error', code: 'config-invalid', file: configFile, message: 'The config file has no default export.', hint: 'End it with `export default defineConfig({ ... })`.' },
    ]);
  }
  const issues = validate(raw, siteConfigSchema);
  const source = readFileSync(configFile, 'utf8');
  if (issues.length) {
    throw new BuildError(
      issues.map((i) => ({
        severity: 'error',
        code: 'config-invalid',
        file: configFile,
        ...withFrame(source, locateKey(source, i.key)),
        message: `Config key \`${i.key}\` should be ${i.expected}, but is ${i.received}.`,
        hint: i.suggestion ? `Did you mean \`${i.suggestion}\`?` : 'Fix the key in the config file; `defineConfig` gives completion for every key.',
      })),
    );
  }
  const config = withDefaults(raw as UserConfig);
  // Not enumerable: the config is copied and hashed as data, which the plugins are not.
  if (plugins) Object.defineProperty(config, 'plugins', { value: plugins, enumerable: false });
  return { config, configFile, siteDir, diagnostics: [...diagnostics, ...warnUnsupported(raw as Record<string, unknown>, configFile, source)] };
}

/**
 * The config file's value in our shape, before validation. A `docusaurus.config.*` goes through
 * the Docusaurus package, which maps it onto our config; loaded only for such a site.
 */
async function loadRawConfig(configFile: string, siteDir: string): Promise<{ raw: unknown; diagnostics: Diagnostic[]; plugins?: SitePlugins<SiteConfig> }> {
  if (isDocusaurusConfigFile(configFile)) {
    const { loadDocusaurusConfig } = await import('../../../docusaurus/src/loadDocusaurusConfig.ts');
    const loaded = await loadDocusaurusConfig(configFile);
    return { raw: loaded.config, diagnostics: loaded.diagnostics, plugins: loaded.plugins };
  }
  try {
    const mod = await importTypeScript<{ default?: unknown }>(configFile, siteDir);
    return { raw: mod.default, diagnostics: [] };
  } catch (error) {
    throw new BuildError([fromLoadError(error, configFile)]);
  }
}

function fromLoadError(error: unknown, file: string): Diagnostic {
  const e = error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[]; message?: string };
  const first = e.errors?.[0];
  if (first) {
    return {
      severity: 'error',
      code: 'config-syntax',
      file: first.location ? path.resolve(path.dirname(file), path.basename(first.location.file)) : file,
      line: first.location?.line,
      column: first.location ? first.location.column + 1 : undefined,
      message: first.text,
    };
  }
  return { severity: 'error', code: 'config-load', file, message: `The config file threw while loading: ${e.message ?? String(error)}` };
}

/** A content plugin's `routeBasePath` as Docusaurus normalizes it: `docs`, `/docs` and `docs/` are `/docs`, `''` is `/`. */
function routeBase(value: string | undefined, fallback: string): string {
  return value === undefined ? fallback : joinUrl(value);
}

export function normalizeBaseUrl(baseUrl: string | undefined): string {
  let b = baseUrl ?? '/';
  if (!b.startsWith('/')) b = '/' + b;
  if (!b.endsWith('/')) b += '/';
  return b;
}

/** One blog's options with Docusaurus's defaults. */
function blogWithDefaults(userBlog: UserBlogOptions): BlogOptions {
  return {
    path: 'blog',
    blogTitle: 'Blog',
    blogSidebarTitle: 'Recent posts',
    tagsBasePath: 'tags',
    pageBasePath: 'page',
    archiveBasePath: 'archive',
    sortPosts: 'descending',
    ...(userBlog as Partial<BlogOptions>),
    postsPerPage: userBlog.postsPerPage ?? 10,
    blogSidebarCount: userBlog.blogSidebarCount ?? 5,
    showReadingTime: userBlog.showReadingTime ?? true,
    feedOptions: feedOptionsOf(userBlog.feedOptions),
    routeBasePath: routeBase(userBlog.routeBasePath, '/blog'),
  };
}

/** One docs instance's options with Docusaurus's defaults. */
function docsWithDefaults(docs: UserDocsOptions, themeToc: Partial<TocLevels> | undefined): DocsOptions {
  return {
    ...(docs as Partial<DocsOptions>),
    path: docs.path ?? 'docs',
    routeBasePath: routeBase(docs.routeBasePath, '/docs'),
    sidebarPath: docs.sidebarPath,
    toc: { minHeadingLevel: docs.toc?.minHeadingLevel ?? themeToc?.minHeadingLevel ?? 2, maxHeadingLevel: docs.toc?.maxHeadingLevel ?? themeToc?.maxHeadingLevel ?? 3 },
    editUrl: docs.editUrl,
    currentVersionLabel: docs.currentVersionLabel ?? 'Next',
    tagsBasePath: docs.tagsBasePath ?? 'tags',
    breadcrumbs: docs.breadcrumbs ?? true,
    sidebarCollapsible: docs.sidebarCollapsible ?? true,
    sidebarCollapsed: docs.sidebarCollapsed ?? true,
    numberPrefixParser: docs.numberPrefixParser ?? true,
    ...contentPluginsOf(docs),
  };
}

export function withDefaults(user: UserConfig): SiteConfig {
  const blog: SiteConfig['blog'] = user.blog === false ? false : blogWithDefaults(user.blog ?? {});
  const docs = user.docs === false ? {} : (user.docs ?? {});
  const pages = user.pages === false ? {} : (user.pages ?? {});
  const themeToc = user.themeConfig?.tableOfContents as Partial<TocLevels> | undefined;
  const staticDirectories = user.staticDirectories ?? [user.staticDir ?? 'static'];
  const footerLinks = user.footer?.links ?? [];
  // Docusaurus's Algolia search puts its box in the navbar by itself; the local search stands in.
  const algolia = user.themeConfig?.algolia !== undefined;
  // With its three keys, Algolia DocSearch is the search box: no local index is built.
  const algoliaSearch = algoliaOf(user.themeConfig as Record<string, unknown> | undefined) !== undefined;
  const navbarItems = user.navbar?.items ?? [];
  const hasSearchItem = navbarItems.some((item) => item.type === 'search');
  const simpleFooter = footerLinks.length > 0 && !footerLinks.some((l) => 'items' in l || 'title' in l);
  return {
    title: user.title,
    tagline: user.tagline ?? '',
    url: user.url.replace(/\/+$/, ''),
    baseUrl: normalizeBaseUrl(user.baseUrl),
    favicon: user.favicon,
    image: user.image ?? (user.themeConfig?.image as string | undefined),
    i18n: { ...user.i18n, defaultLocale: user.i18n?.defaultLocale ?? 'en', locales: user.i18n?.locales ?? [user.i18n?.defaultLocale ?? 'en'] } as SiteConfig['i18n'],
    docs: { ...docsWithDefaults(docs, themeToc), ...(user.docs === false && { disabled: true }) },
    docsInstances: (user.docsInstances ?? []).map((instance) => ({ ...docsWithDefaults(instance, themeToc), id: instance.id })),
    blog,
    blogInstances: (user.blogInstances ?? []).map((instance) => ({ ...blogWithDefaults(instance), id: instance.id })),
    pages: { ...(pages as PagesOptions), routeBasePath: routeBase(pages.routeBasePath, '/'), ...contentPluginsOf(pages), ...(user.pages === false && { disabled: true }) },
    markdown: {
      ...user.markdown,
      format: user.markdown?.format ?? 'mdx',
      mdx1Compat: {
        comments: user.markdown?.mdx1Compat?.comments ?? true,
        admonitions: user.markdown?.mdx1Compat?.admonitions ?? true,
        headingIds: user.markdown?.mdx1Compat?.headingIds ?? true,
      },
    } as SiteConfig['markdown'],
    navbar: {
      // `title: null` or '' shows the logo alone, as in Docusaurus.
      title: user.navbar?.title === undefined ? user.title : user.navbar.title,
      logo: user.navbar?.logo,
      style: user.navbar?.style,
      hideOnScroll: user.navbar?.hideOnScroll ?? false,
      items: algolia && !hasSearchItem && user.search !== false ? [...navbarItems, { type: 'search', position: 'right' }] : navbarItems,
    },
    footer: {
      style: user.footer?.style ?? 'light',
      logo: user.footer?.logo,
      links: simpleFooter ? [{ title: null, items: footerLinks as NavbarLinkItem[] }] : (footerLinks as FooterGroup[]),
      simple: simpleFooter,
      copyright: user.footer?.copyright,
    },
    announcementBar: user.announcementBar && { ...user.announcementBar, id: user.announcementBar.id ?? 'announcement-bar', isCloseable: user.announcementBar.isCloseable ?? true },
    metadata: user.metadata ?? (user.themeConfig?.metadata as MetadataTag[] | undefined) ?? [],
    noIndex: user.noIndex ?? false,
    titleDelimiter: user.titleDelimiter ?? '|',
    trailingSlash: user.trailingSlash,
    onBrokenLinks: user.onBrokenLinks ?? 'warn',
    onBrokenMarkdownLinks: user.markdown?.hooks?.onBrokenMarkdownLinks && typeof user.markdown.hooks.onBrokenMarkdownLinks === 'string' ? user.markdown.hooks.onBrokenMarkdownLinks : (user.onBrokenMarkdownLinks ?? 'warn'),
    onBrokenAnchors: user.onBrokenAnchors ?? 'warn',
    onDuplicateRoutes: user.onDuplicateRoutes ?? 'warn',
    stylesheets: user.stylesheets ?? [],
    scripts: user.scripts ?? [],
    headTags: user.headTags ?? [],
    clientModules: user.clientModules ?? [],
    staticDirectories,
    baseUrlIssueBanner: user.baseUrlIssueBanner ?? true,
    colorMode: {
      defaultMode: user.colorMode?.defaultMode ?? 'light',
      disableSwitch: user.colorMode?.disableSwitch ?? false,
      respectPrefersColorScheme: user.colorMode?.respectPrefersColorScheme ?? false,
    },
    search: user.search ?? ((hasSearchItem || algolia) && !algoliaSearch),
    propsTables: user.propsTables?.modules ? { modules: user.propsTables.modules } : undefined,
    infima: user.infima ?? false,
    themeConfig: (user.themeConfig ?? {}) as Record<string, unknown>,
    customFields: (user.customFields ?? {}) as Record<string, unknown>,
    csp: (user.csp ?? {}) as Record<string, string[]>,
    gtag: user.gtag && { trackingID: [user.gtag.trackingID].flat(), anonymizeIP: user.gtag.anonymizeIP ?? false },
    googleTagManager: user.googleTagManager,
    sitemap: user.sitemap === false ? false : { lastmod: null, changefreq: null, priority: null, ignorePatterns: [], filename: 'sitemap.xml', ...user.sitemap },
    clientRedirects: user.clientRedirects && { redirects: [], fromExtensions: [], toExtensions: [], ...user.clientRedirects },
    pwa: user.pwa && { offlineModeActivationStrategies: ['appInstalled', 'queryString', 'standalone'], pwaHead: [], debug: false, ...user.pwa },
    idealImage: user.idealImage,
    debug: user.debug ?? false,
    deployEnv: (user.deployEnv ?? {}) as Record<string, string>,
    compress: encodingsOf(user.compress),
    sourceMaps: user.sourceMaps ?? false,
    staticDir: staticDirectories[0] ?? 'static',
    pagesDir: pages.path ?? user.pagesDir ?? 'src/pages',
  };
}

/**
 * The blog's feeds. Unset, every feed with every post, as this generator has always written them
 * (Docusaurus writes RSS and Atom with 20 posts; a site that wants exactly that sets `type` and
 * `limit`). `'all'` is the three; `null` none.
 */
function feedOptionsOf(user: UserFeedOptions | undefined): FeedOptions {
  const type = user?.type;
  const types: FeedType[] = type === null ? [] : type === undefined || type === 'all' ? ['rss', 'atom', 'json'] : Array.isArray(type) ? type : [type];
  return { ...user, type: types, limit: user?.limit ?? false };
}

/** Only the plugin lists a site set, so a config without plugins compiles exactly as before. */
function contentPluginsOf(options: ContentPluginOptions | undefined): ContentPluginOptions {
  const out: ContentPluginOptions = {};
  for (const key of ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const) if (options?.[key]?.length) out[key] = options[key];
  return out;
}

function withFrame(source: string, at: { line: number; column: number } | undefined) {
  return at ? { line: at.line, column: at.column, frame: codeFrame(source, at.line, at.column) } : {};
}
