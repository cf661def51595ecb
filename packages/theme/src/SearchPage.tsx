import { translate } from '@docusaurus/Translate';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSiteConfig, type RouteProps } from '@docs/client';
import Layout from '@theme/Layout';
import { hitHeading, hitPath, Snippet } from './search/SearchHitText.tsx';
import { rememberSearch, useSearch } from './search/useSearch.ts';
import { usePluralForm } from '@docusaurus/theme-common';
import { searchUnavailable } from './search/searchWords.ts';

/** Results listed at first, and added by each "Show more results". */
export const PAGE_SIZE = 50;
/** A docs version's tag (`docs-<docs set>-<version>`), as the modal passes it. */
const DOCS_TAG_PREFIX = 'docs-';

/**
 * `/search?q=...`: every result of a query, with its heading path and snippet, PAGE_SIZE at a time
 * ("Show more results" adds the next ones and moves the focus to the first of them). Typing
 * updates the address (replaceState), so the page can be shared and reloaded.
 * `&tag=docs-<docs set>-<version>` keeps to that version's documentation, as the modal does on docs pages.
 */
/** "Search results for “…”", in the locale's words. */
const resultsTitle = (query: string) => translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for “{query}”' }, { query });

/** "12 results.", or "120 results, 50 shown." while only some are on the page. */
function resultCount(total: number, shown: number, selectMessage: (count: number, forms: string) => string): string {
  const found = selectMessage(total, translate({ id: 'theme.SearchPage.documentsFound.plurals', message: '1 result|{count} results', description: 'How many results a search found, in the plural forms of the language separated by |' }, { count: total }));
  return total > shown ? translate({ id: 'theme.SearchPage.someResultsShown', message: '{found}, {shown} shown.', description: 'The search page\'s count when only some results are on the page yet' }, { found, shown }) : `${found}.`;
}

export default function SearchPage(_props: RouteProps<{ title: string }>) {
  const site = useSiteConfig();
  const { selectMessage } = usePluralForm();
  const location = useLocation();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [docsOnly, setDocsOnly] = useState(false);
  // The version "Only documentation pages" keeps to: the one the address names, else the latest.
  const latestTag = `${DOCS_TAG_PREFIX}default-${(site.docs.versions ?? []).find((v) => v.isLast && !v.pluginId)?.name ?? 'current'}`;
  const [docsTag, setDocsTag] = useState(latestTag);
  const [limit, setLimit] = useState(PAGE_SIZE);
  /** The first result "Show more results" asked for: it gets the focus once shown. */
  const focusFrom = useRef<number | undefined>(undefined);
  const list = useRef<HTMLOListElement>(null);
  // The HTML is built without a query: the address is read after hydration, so both renders agree.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    setQuery(params.get('q') ?? '');
    const tag = params.get('tag');
    setDocsOnly(Boolean(tag?.startsWith(DOCS_TAG_PREFIX)));
    setDocsTag(tag?.startsWith(DOCS_TAG_PREFIX) ? tag : latestTag);
    setLimit(PAGE_SIZE);
  }, [location.search]);

  const update = (q: string, docs: boolean) => {
    setQuery(q);
    setDocsOnly(docs);
    setLimit(PAGE_SIZE);
    focusFrom.current = undefined;
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (docs) params.set('tag', docsTag);
    const search = params.toString();
    window.history.replaceState(window.history.state, '', `${site.baseUrl}search${search ? `?${search}` : ''}`);
  };

  const state = useSearch(site.baseUrl, query, { lang: site.i18n.currentLocale ?? site.i18n.defaultLocale, ...(docsOnly ? { tags: [docsTag] } : {}) }, limit);
  const result = state.status === 'done' ? state.result : state.status === 'loading' ? state.previous : undefined;
  const q = query.trim();
  const more = Boolean(q && result && result.total > result.hits.length);
  const loadingMore = state.status === 'loading' && limit > (result?.hits.length ?? 0);

  // Once the next results are in, the focus goes to the first of them, where reading continues.
  useEffect(() => {
    const from = focusFrom.current;
    if (state.status !== 'done' || from === undefined || state.result.hits.length <= from) return;
    focusFrom.current = undefined;
    list.current?.querySelectorAll<HTMLAnchorElement>('.search-page-result h2 a')[from]?.focus();
  }, [state]);

  const showMore = () => {
    if (!result || loadingMore) return;
    focusFrom.current = result.hits.length;
    setLimit(result.hits.length + PAGE_SIZE);
  };
  return (
    <Layout title={q ? resultsTitle(q) : translate({ id: 'theme.SearchBar.label', message: 'Search' })} description={translate({ id: 'theme.SearchPage.description', message: 'Search {siteTitle}.', description: 'The meta description of the search page' }, { siteTitle: site.title })}>
      <div className="page-content search-page">
        <h1>{q ? resultsTitle(q) : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search {siteTitle}' }, { siteTitle: site.title })}</h1>
        <form role="search" className="search-page-form" onSubmit={(event) => (event.preventDefault(), rememberSearch(query))}>
          <label htmlFor={inputId} className="visually-hidden">
            {translate({ id: 'theme.SearchBar.label', message: 'Search' })}
          </label>
          <input id={inputId} type="search" className="search-page-input" value={query} placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type words to search for', description: 'The placeholder of the search page\'s field' })} autoComplete="off" onChange={(event) => update(event.target.value, docsOnly)} />
          <label className="search-page-filter">
            <input type="checkbox" checked={docsOnly} onChange={(event) => update(query, event.target.checked)} />
            {` ${translate({ id: 'theme.SearchPage.docsOnlyFilterLabel', message: 'Only documentation pages', description: 'The search page\'s checkbox that keeps to docs pages' })}`}
          </label>
        </form>
        <p className="search-page-status" role="status">
          {!q
            ? translate({ id: 'theme.SearchPage.emptyQueryText', message: 'Type words to search for; results show as you type.', description: 'The search page\'s status before anything is typed' })
            : state.status === 'error'
              ? searchUnavailable(state.message)
              : result
                ? result.total === 0
                  ? translate({ id: 'theme.SearchPage.noResultsText', message: 'No results for “{query}”.' }, { query: q })
                  : resultCount(result.total, result.hits.length, selectMessage)
                : translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Searching…' })}
        </p>
        {q && result && result.hits.length > 0 && (
          <ol ref={list} className="search-page-results">
            {result.hits.map((hit) => (
              <li key={hit.url} className="search-page-result">
                <h2>
                  <Link to={hit.url} onClick={() => rememberSearch(query)}>
                    {hitHeading(hit)}
                  </Link>
                </h2>
                <p className="search-hit-path">{hitPath(hit).join(' › ')}</p>
                {hit.snippet.length > 0 && (
                  <p className="search-hit-snippet">
                    <Snippet hit={hit} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
        {more && (
          <button type="button" className="search-page-more" onClick={showMore} aria-disabled={loadingMore}>
            {loadingMore
              ? translate({ id: 'theme.SearchPage.loadingMoreResults', message: 'Loading more results…', description: 'The search page\'s more button while the next results load' })
              : translate({ id: 'theme.SearchPage.showMoreResults', message: 'Show more results', description: 'The search page\'s button that shows the next results' })}
          </button>
        )}
      </div>
    </Layout>
  );
}
