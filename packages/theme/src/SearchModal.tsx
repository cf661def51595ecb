import { translate } from '@docusaurus/Translate';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit } from '@docs/core/search';
import { Link, useRouter, useRouterState, useSiteConfig } from '@docs/client';
import { useFocusTrap } from '@theme/hooks/useFocusTrap';
import { hitHeading, hitPath, pageOf, Snippet } from './search/SearchHitText.tsx';
import { recentSearches, rememberSearch, useSearch } from './search/useSearch.ts';
import { noResultsFor, searchResultsRegionLabel, searchUnavailable } from './search/searchWords.ts';

/** Hits shown in the modal; the rest are on the search page. */
export const MODAL_LIMIT = 12;

export interface SearchModalProps {
  onClose(): void;
  /** What had the focus before the modal opened; it gets it back on close. */
  returnFocus: HTMLElement | null;
}

/**
 * Contextual search: a docs page searches the docs of its own docs set and version. Elsewhere, a
 * site with several versions searches its pages and each docs set's latest version only, so one
 * doc does not come back once per version.
 */
function useContextFilters() {
  const site = useSiteConfig();
  const { data } = useRouterState();
  const onDocsPage = Boolean(data && typeof data === 'object' && 'docId' in data);
  const version = onDocsPage && typeof data.version === 'string' ? data.version : 'current';
  const plugin = onDocsPage && typeof data.pluginId === 'string' ? data.pluginId : 'default';
  const versions = site.docs.versions ?? [];
  const latestTags = versions.filter((v) => v.isLast).map((v) => `docs-${v.pluginId ?? 'default'}-${v.name}`);
  const severalVersions = versions.length > latestTags.length;
  const latestKey = latestTags.join(' ');
  return useMemo(() => {
    if (onDocsPage) return { lang: site.i18n.currentLocale ?? site.i18n.defaultLocale, tags: [`docs-${plugin}-${version}`] };
    if (severalVersions && latestKey) return { lang: site.i18n.currentLocale ?? site.i18n.defaultLocale, tags: [...latestKey.split(' '), 'default'] };
    return { lang: site.i18n.currentLocale ?? site.i18n.defaultLocale };
  }, [site.i18n.defaultLocale, onDocsPage, plugin, version, severalVersions, latestKey]);
}

/**
 * The search dialog: results as you type, grouped by page, with the heading path and a snippet.
 * Arrow keys move through the hits, Enter opens one; Escape, a click outside or choosing a hit
 * closes it. Focus stays inside while it is open and goes back where it was after.
 */
export default function SearchModal({ onClose, returnFocus }: SearchModalProps) {
  const site = useSiteConfig();
  const router = useRouter();
  const filters = useContextFilters();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>([]);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), list: useId(), option: useId() };
  const state = useSearch(site.baseUrl, query, filters, MODAL_LIMIT);
  const result = state.status === 'done' ? state.result : state.status === 'loading' ? state.previous : undefined;

  useFocusTrap(dialog, true, onClose);
  useEffect(() => {
    setRecent(recentSearches());
    input.current?.focus();
    return () => returnFocus?.focus();
  }, [returnFocus]);
  useEffect(() => setActive(0), [result]);

  // Hits grouped by page, pages in the order of their best hit.
  const groups = useMemo(() => {
    const byPage = new Map<string, SearchHit[]>();
    for (const hit of result?.hits ?? []) byPage.set(pageOf(hit), [...(byPage.get(pageOf(hit)) ?? []), hit]);
    return [...byPage.values()];
  }, [result]);
  const options = groups.flat();

  const choose = useCallback(
    (hit: SearchHit) => {
      rememberSearch(query);
      onClose();
      router.navigate(hit.url);
    },
    [query, onClose, router],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!options.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = options[active];
      if (hit) choose(hit);
    }
  };
  useEffect(() => {
    document.getElementById(`${ids.option}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, ids.option]);

  const recentTitle = translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent searches', description: 'The title of the searches made before, shown while the field is empty' });
  const docsTag = filters.tags?.length === 1 ? filters.tags[0] : undefined;
  const searchPage = `/search?q=${encodeURIComponent(query.trim())}${docsTag ? `&tag=${encodeURIComponent(docsTag)}` : ''}`;
  let index = 0;
  return (
    <div className="search-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="search-modal" role="dialog" aria-modal="true" aria-labelledby={ids.title}>
        <h2 id={ids.title} className="visually-hidden">
          {translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search {siteTitle}' }, { siteTitle: site.title })}
        </h2>
        <div className="search-modal-bar">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            className="search-modal-input"
            type="search"
            role="combobox"
            aria-label={translate({ id: 'theme.SearchBar.label', message: 'Search' })}
            aria-expanded={options.length > 0}
            aria-controls={ids.list}
            aria-autocomplete="list"
            aria-activedescendant={options.length ? `${ids.option}-${active}` : undefined}
            placeholder={docsTag ? translate({ id: 'theme.SearchModal.placeholder', message: 'Search the docs' }) : translate({ id: 'theme.SearchBar.label', message: 'Search' })}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-modal-close" onClick={onClose}>
            {translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Close' })}
            <span className="visually-hidden"> {translate({ id: 'theme.SearchModal.closeButtonObject', message: 'search' })}</span>
          </button>
        </div>
        {/* The results scroll; a keyboard can scroll them from here too, besides the arrow keys in the field. */}
        <div className="search-modal-body" tabIndex={0} role="region" aria-label={searchResultsRegionLabel()}>
          {!query.trim() &&
            (recent.length > 0 ? (
              <section aria-label={recentTitle}>
                <h3 className="search-group-title">{recentTitle}</h3>
                <ul className="search-recent">
                  {recent.map((r) => (
                    <li key={r}>
                      <button type="button" onClick={() => setQuery(r)}>
                        {r}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <p className="search-modal-note">
                {docsTag
                  ? translate({ id: 'theme.SearchModal.startScreen.typeToSearchDocs', message: 'Type to search the documentation.', description: 'The search modal\'s note before anything is typed, on docs pages' })
                  : translate({ id: 'theme.SearchModal.startScreen.typeToSearchSite', message: 'Type to search {siteTitle}.', description: 'The search modal\'s note before anything is typed, outside the docs' }, { siteTitle: site.title })}
              </p>
            ))}
          {state.status === 'error' && <p className="search-modal-note" role="alert">{searchUnavailable(state.message)}</p>}
          <div id={ids.list} role="listbox" aria-label={translate({ id: 'theme.SearchModal.resultsListAriaLabel', message: 'Results', description: 'The accessible name of the list of search hits' })}>
            {groups.map((hits) => (
              <div key={pageOf(hits[0]!)} role="group" aria-label={hits[0]!.title} className="search-group">
                <div className="search-group-title" aria-hidden="true">
                  {hits[0]!.title}
                </div>
                {hits.map((hit) => {
                  const i = index++;
                  return (
                    <div
                      key={hit.url}
                      id={`${ids.option}-${i}`}
                      role="option"
                      aria-selected={i === active}
                      className={i === active ? 'search-hit search-hit-active' : 'search-hit'}
                      onMouseMove={() => setActive(i)}
                      onClick={() => choose(hit)}
                    >
                      <span className="search-hit-heading">{hitHeading(hit)}</span>
                      <span className="search-hit-path">{hitPath(hit).join(' › ')}</span>
                      {hit.snippet.length > 0 && (
                        <span className="search-hit-snippet">
                          <Snippet hit={hit} />
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          {state.status === 'done' && result && result.total === 0 && (
            <p className="search-modal-note" role="status">
              {docsTag
                ? translate({ id: 'theme.SearchModal.noResultsScreen.noResultsInDocsText', message: 'No results for “{query}” in the documentation.', description: 'The search modal\'s text when nothing matches, on docs pages' }, { query: state.query })
                : noResultsFor(state.query)}
            </p>
          )}
        </div>
        {query.trim() && result && result.total > 0 && (
          <div className="search-modal-footer">
            <Link to={searchPage} onClick={() => (rememberSearch(query), onClose())}>
              {translate({ id: 'theme.SearchBar.seeAll', message: 'See all {count} results', description: 'The link from the search modal to the search page' }, { count: result.total })}
            </Link>
            <span className="search-modal-keys" aria-hidden="true">
              {translate({ id: 'theme.SearchModal.footer.keyboardHints', message: '↑↓ to move · Enter to open · Esc to close', description: 'The keys of the search modal, at its foot' })}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
