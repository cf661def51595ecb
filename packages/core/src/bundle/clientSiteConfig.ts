import type { SiteConfig } from '../config/types.ts';
import type { ClientDocsVersion } from './clientDocsVersions.ts';
import { footerFromRoot, navbarFromRoot } from './linksFromRoot.ts';
import { resolveLocales } from '../i18n/locales.ts';
import { currentLocaleOf } from '../i18n/localizedDirs.ts';

/** The part of the config the browser needs: no file system paths, nothing build-only. */
export function clientSiteConfig(config: SiteConfig, versions: ClientDocsVersion[], globalData?: Record<string, Record<string, unknown>>) {
  const last = versions.find((v) => v.isLast && !v.pluginId);
  return {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    // Left out when undefined, so a site without it bundles exactly as before.
    ...(config.trailingSlash !== undefined && { trailingSlash: config.trailingSlash }),
    favicon: config.favicon,
    // Every locale settled (label, direction, baseUrl), for the locale dropdown and useDocusaurusContext.
    i18n: { ...withoutMessages(config.i18n), currentLocale: currentLocaleOf(config), localeConfigs: Object.fromEntries(resolveLocales(config).map(({ isDefault: _isDefault, ...settled }) => [settled.name, settled])) },
    // The docs' main doc is the last version's (the one at the docs' own path).
    docs: {
      routeBasePath: config.docs.routeBasePath,
      mainDocPath: last?.mainDocPath ?? config.docs.routeBasePath,
      currentVersionLabel: config.docs.currentVersionLabel,
      breadcrumbs: config.docs.breadcrumbs,
      versions,
      // The other docs sets' own options the hooks give (`useDocsData(id)`); absent on a one-set site.
      ...(config.docsInstances.length > 0 && { instances: Object.fromEntries(config.docsInstances.map((d) => [d.id, { routeBasePath: d.routeBasePath, breadcrumbs: d.breadcrumbs }])) }),
    },
    blog: config.blog === false ? false : { routeBasePath: config.blog.routeBasePath, blogTitle: config.blog.blogTitle },
    // The search index is at `{baseUrl}search/`, written by the build when search is on.
    search: config.search,
    navbar: navbarFromRoot(config.navbar),
    footer: footerFromRoot(config.footer),
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    themeConfig: config.themeConfig,
    customFields: config.customFields,
    ...(config.gtag ? { gtag: true } : {}),
    // What the site's plugins published for `useGlobalData()`; absent without plugins.
    ...(globalData && { globalData }),
    // The locale's `code.json`, left out when it has none, so such a site bundles as before.
    ...(config.i18n.codeTranslations && Object.keys(config.i18n.codeTranslations).length > 0 && { codeTranslations: config.i18n.codeTranslations }),
  };
}

const withoutMessages = ({ codeTranslations: _messages, ...i18n }: SiteConfig['i18n']) => i18n;
export type ClientSiteConfigValue = ReturnType<typeof clientSiteConfig>;
