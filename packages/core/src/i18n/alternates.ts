import { withBaseUrl } from '../../../client/src/normalizePath.ts';
import type { SiteConfig } from '../config/types.ts';
import { publishedPath } from '../write/outputPaths.ts';
import { localeMeta } from './locales.ts';

export interface LocaleAlternate {
  hreflang: string;
  href: string;
}

/**
 * The same page in each locale (by each locale's HTML language tag) and, as `x-default`, in the
 * default locale, for the page's `hreflang` links and the sitemap; none on a site with one locale.
 */
export function localeAlternates(config: SiteConfig, pagePath: string): LocaleAlternate[] {
  const { locales, defaultLocale } = config.i18n;
  if (locales.length < 2) return [];
  const hrefOf = (name: string) => {
    const meta = localeMeta(config, name);
    return meta.url + withBaseUrl(publishedPath(pagePath, config.trailingSlash), meta.baseUrl);
  };
  return [...locales.map((name) => ({ hreflang: localeMeta(config, name).htmlLang, href: hrefOf(name) })), { hreflang: 'x-default', href: hrefOf(defaultLocale) }];
}
