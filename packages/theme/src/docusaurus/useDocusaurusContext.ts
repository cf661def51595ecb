import { useMemo } from 'react';
import { useSiteConfig, type ClientSiteConfig } from '@docs/client';

/** The config fields Docusaurus exposes to components, taken from this site's config. */
export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  /** Docusaurus keeps the navbar, footer and colour mode settings in `themeConfig`; so does this view of the config. */
  themeConfig: Record<string, unknown>;
  customFields: Record<string, unknown>;
  i18n: { defaultLocale: string; locales: string[] };
  [key: string]: unknown;
}

export interface DocusaurusI18n {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; path: string }>;
}

export interface DocusaurusContext {
  siteConfig: DocusaurusSiteConfig;
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  /** What the site's plugins published with `setGlobalData`, by plugin name, then plugin id. */
  globalData: Record<string, Record<string, unknown>>;
  i18n: DocusaurusI18n;
  codeTranslations: Record<string, string>;
}

/** The version of Docusaurus whose client API these modules follow. */
const DOCUSAURUS_API_VERSION = '3.0.0';

export function docusaurusContextOf(site: ClientSiteConfig): DocusaurusContext {
  const { title, tagline, url, baseUrl, trailingSlash, favicon, i18n, navbar, footer, colorMode, announcementBar, themeConfig, customFields } = site;
  const locale = i18n.currentLocale ?? i18n.defaultLocale;
  const settled = i18n.localeConfigs ?? {};
  return {
    siteConfig: {
      title,
      tagline,
      url,
      baseUrl,
      // Read by swizzled components that build addresses themselves, as Docusaurus's own do.
      trailingSlash,
      favicon,
      i18n,
      themeConfig: { navbar, footer, colorMode, ...(announcementBar ? { announcementBar } : {}), ...themeConfig },
      customFields,
    },
    siteMetadata: { docusaurusVersion: DOCUSAURUS_API_VERSION, pluginVersions: {} },
    globalData: site.globalData ?? {},
    i18n: {
      defaultLocale: i18n.defaultLocale,
      locales: i18n.locales,
      currentLocale: locale,
      localeConfigs: Object.fromEntries(i18n.locales.map((l) => [l, { label: settled[l]?.label ?? l, direction: settled[l]?.direction ?? 'ltr', htmlLang: settled[l]?.htmlLang ?? l, path: settled[l]?.path ?? l }])),
    },
    codeTranslations: site.codeTranslations ?? {},
  };
}

/** The site's config and locale, shaped as Docusaurus's `useDocusaurusContext()` gives them. */
export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteConfig();
  return useMemo(() => docusaurusContextOf(site), [site]);
}
