/** `themeConfig.algolia` as Docusaurus's theme-search-algolia takes it (the keys this theme reads). */
export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Search the current locale and docs version only (on by default, as in Docusaurus). */
  contextualSearch?: boolean;
  searchParameters?: Record<string, unknown>;
  placeholder?: string;
}

/** The site's Algolia settings when it gives the three keys DocSearch needs; otherwise the local search serves. */
export function algoliaOf(themeConfig: Record<string, unknown> | undefined): AlgoliaConfig | undefined {
  const algolia = themeConfig?.algolia as Partial<AlgoliaConfig> | undefined;
  if (!algolia || typeof algolia !== 'object') return undefined;
  const { appId, apiKey, indexName } = algolia;
  return typeof appId === 'string' && appId && typeof apiKey === 'string' && apiKey && typeof indexName === 'string' && indexName ? (algolia as AlgoliaConfig) : undefined;
}

/** One result as the DocSearch crawler indexes a page section. */
export interface AlgoliaHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
}

/** The query's URL: the index's query endpoint, with the search-only key as URL parameters (no preflight request). */
export function algoliaQueryUrl(config: AlgoliaConfig): string {
  const params = new URLSearchParams({ 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey });
  return `https://${config.appId.toLowerCase()}-dsn.algolia.net/1/indexes/${encodeURIComponent(config.indexName)}/query?${params}`;
}

/**
 * The query's body: the text, and with `contextualSearch` the facet filters Docusaurus adds (the
 * page's locale, and its docs tags or `default`), then the site's own `searchParameters`.
 */
export function algoliaQueryBody(config: AlgoliaConfig, query: string, context: { locale: string; tags: string[] }): string {
  const contextual = config.contextualSearch !== false ? { facetFilters: [`language:${context.locale}`, context.tags.map((t) => `docusaurus_tag:${t}`)] } : {};
  return JSON.stringify({ query, hitsPerPage: 12, ...contextual, ...config.searchParameters });
}

/** A hit's address on this site: the path of a URL at the site's own origin, so it opens in the app. */
export function hitAddress(url: string, siteUrl: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(siteUrl).origin ? parsed.pathname + parsed.search + parsed.hash : url;
  } catch {
    return url;
  }
}

/** The Algolia origins the pages talk to, for the Content-Security-Policy. */
export function algoliaOrigins(config: AlgoliaConfig): string[] {
  return [`https://${config.appId.toLowerCase()}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com'];
}
