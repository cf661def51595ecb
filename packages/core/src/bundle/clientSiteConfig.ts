import type { SiteConfig } from '../config/types.ts';

/** The part of the config the browser needs: no file system paths, nothing build-only. */
export function clientSiteConfig(config: SiteConfig) {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    i18n: config.i18n,
    docs: { routeBasePath: config.docs.routeBasePath, currentVersionLabel: config.docs.currentVersionLabel, breadcrumbs: config.docs.breadcrumbs },
    blog: config.blog === false ? false : { routeBasePath: config.blog.routeBasePath, blogTitle: config.blog.blogTitle },
    navbar: config.navbar,
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    themeConfig: config.themeConfig,
    customFields: config.customFields,
  };
}
export type ClientSiteConfigValue = ReturnType<typeof clientSiteConfig>;
