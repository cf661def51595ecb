import { useCallback } from 'react';
import { useLocation, useRouter, useSiteConfig, withBaseUrl } from '@docs/client';
import { useDocsContextualSearchTags } from './docs.tsx';

/** The tag of pages that belong to no docs version, for contextual search. */
export const DEFAULT_SEARCH_TAG = 'default';

/** What contextual search narrows results to on this page: the language and the docs version. */
export function useContextualSearchFilters(): { locale: string; tags: string[] } {
  const { i18n } = useSiteConfig();
  return { locale: i18n.defaultLocale, tags: [DEFAULT_SEARCH_TAG, ...useDocsContextualSearchTags()] };
}

/** The site's search page (this generator's local search), for a query. */
export function useSearchLinkCreator(): (query: string) => string {
  const { baseUrl } = useSiteConfig();
  return useCallback((query: string) => `${withBaseUrl('/search', baseUrl)}?q=${encodeURIComponent(query)}`, [baseUrl]);
}

/** The search page's `q` parameter, read and written as Docusaurus's `useSearchQueryString`. */
export function useSearchQueryString(): [string, (value: string) => void] {
  const { search, pathname } = useLocation();
  const router = useRouter();
  const value = new URLSearchParams(search).get('q') ?? '';
  const set = useCallback((next: string) => router.navigate(`${pathname}?q=${encodeURIComponent(next)}`, { replace: true }), [router, pathname]);
  return [value, set];
}
