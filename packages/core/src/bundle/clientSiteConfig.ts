import type { SiteConfig } from '../config/types.ts';
import { footerFromRoot, navbarFromRoot } from './linksFromRoot.ts';

/** The part of the config the browser needs: no file system paths, nothing build-only. */
export function clientSiteConfig(config: SiteConfig, mainDocPath: string) {
  return {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    i18n: config.i18n,
    // The version menu links to the version's main doc: the first doc of the first sidebar.
    docs: { routeBasePath: config.docs.routeBasePath, mainDocPath, currentVersionLabel: config.docs.currentVersionLabel, breadcrumbs: config.docs.breadcrumbs },
    blog: config.blog === false ? false : { routeBasePath: config.blog.routeBasePath, blogTitle: config.blog.blogTitle },
    // The search index is at `{baseUrl}search/`, written by the build when search is on.
    search: config.search,
    navbar: navbarFromRoot(config.navbar),
    footer: footerFromRoot(config.footer),
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    themeConfig: config.themeConfig,
    customFields: config.customFields,
  };
}
export type ClientSiteConfigValue = ReturnType<typeof clientSiteConfig>;
