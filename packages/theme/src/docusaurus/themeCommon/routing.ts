import { applyTrailingSlash, useLocation, useSiteConfig } from '@docs/client';

/** Whether two paths are the same page (trailing slash and case aside). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normalize = (p: string) => (p.endsWith('/') ? p : p + '/').toLowerCase();
  return a !== undefined && b !== undefined && normalize(a) === normalize(b);
}

/** The current path without the base URL, starting with `/`. */
export function useLocalPathname(): string {
  return useLocation().pathname;
}

/** The home page's route when the site has one at `/`. */
export function useHomePageRoute(): { path: string } | undefined {
  return { path: '/' };
}

/** Links to this page in the site's other languages: the site is built in one, the default. */
export function useAlternatePageUtils(): { createUrl: (o: { locale: string; fullyQualified: boolean }) => string } {
  const { pathname: path } = useLocation();
  const { url, i18n, trailingSlash } = useSiteConfig();
  // In the form the site links its pages, as hreflang links must name the page's own address.
  const pathname = applyTrailingSlash(path, trailingSlash);
  return { createUrl: ({ locale, fullyQualified }) => (locale === i18n.defaultLocale ? `${fullyQualified ? url : ''}${pathname}` : `${fullyQualified ? url : ''}/${locale}${pathname}`) };
}

/** Whether a footer's links are written in columns (groups with `items`) rather than as one row. */
export function isMultiColumnFooterLinks(links: readonly unknown[]): boolean {
  return links.length > 0 && typeof links[0] === 'object' && links[0] !== null && 'items' in links[0];
}
