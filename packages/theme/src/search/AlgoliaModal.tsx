import { useEffect, useId, useRef, useState } from 'react';
import { algoliaQueryBody, algoliaQueryUrl, hitAddress, Link, useRouterState, useSiteConfig, type AlgoliaConfig, type AlgoliaHit } from '@docs/client';
import { useFocusTrap } from '@theme/hooks/useFocusTrap';
import { translate } from '@docusaurus/Translate';
import { noResultsFor, searchResultsRegionLabel, searchUnavailable } from './searchWords.ts';

export interface AlgoliaModalProps {
  algolia: AlgoliaConfig;
  onClose(): void;
  returnFocus: HTMLElement | null;
}

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; hits: AlgoliaHit[] } | { status: 'error'; message: string };

/** The docs tags Docusaurus's contextual search filters on: the page's docs set and version, or `default`. */
function useContextTags(): string[] {
  const { data } = useRouterState();
  if (data && typeof data === 'object' && 'docId' in data) return [`docs-${typeof data.pluginId === 'string' ? data.pluginId : 'default'}-${typeof data.version === 'string' ? data.version : 'current'}`];
  return ['default'];
}

const headingOf = (hit: AlgoliaHit) => [1, 2, 3, 4, 5, 6].map((l) => hit.hierarchy[`lvl${l}`]).filter(Boolean).pop() ?? hit.hierarchy.lvl0 ?? hit.url;

/** The DocSearch dialog: the site's Algolia index queried as the reader types, results as links. */
export default function AlgoliaModal({ algolia, onClose, returnFocus }: AlgoliaModalProps) {
  const site = useSiteConfig();
  const tags = useContextTags();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const title = useId();
  useFocusTrap(dialog, true, onClose);
  useEffect(() => {
    input.current?.focus();
    return () => returnFocus?.focus();
  }, [returnFocus]);
  const tagKey = tags.join(' ');
  useEffect(() => {
    const text = query.trim();
    if (!text) return setState({ status: 'idle' });
    const aborted = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      fetch(algoliaQueryUrl(algolia), { method: 'POST', body: algoliaQueryBody(algolia, text, { locale: site.i18n.currentLocale ?? site.i18n.defaultLocale, tags: tagKey.split(' ') }), signal: aborted.signal })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`Algolia answered ${response.status}`))))
        .then((body: { hits?: AlgoliaHit[] }) => setState({ status: 'done', hits: body.hits ?? [] }))
        .catch((error: Error) => !aborted.signal.aborted && setState({ status: 'error', message: error.message }));
    }, 150);
    return () => {
      clearTimeout(timer);
      aborted.abort();
    };
  }, [query, algolia, site.i18n.currentLocale, site.i18n.defaultLocale, tagKey]);

  return (
    <div className="search-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="search-modal DocSearch-Modal" role="dialog" aria-modal="true" aria-labelledby={title}>
        <h2 id={title} className="visually-hidden">
          {translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search {siteTitle}' }, { siteTitle: site.title })}
        </h2>
        <div className="search-modal-bar">
          <input ref={input} className="search-modal-input DocSearch-Input" type="search" aria-label={translate({ id: 'theme.SearchBar.label', message: 'Search' })} placeholder={algolia.placeholder ?? translate({ id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs', description: 'The placeholder of the Algolia search field' })} autoComplete="off" spellCheck={false} value={query} onChange={(event) => setQuery(event.target.value)} />
          <button type="button" className="search-modal-close" onClick={onClose}>
            {translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Close' })}
            <span className="visually-hidden"> {translate({ id: 'theme.SearchModal.closeButtonObject', message: 'search' })}</span>
          </button>
        </div>
        <div className="search-modal-body" role="region" aria-label={searchResultsRegionLabel()}>
          {state.status === 'error' && <p className="search-modal-note" role="alert">{searchUnavailable(state.message)}</p>}
          {state.status === 'done' && state.hits.length === 0 && <p className="search-modal-note" role="status">{noResultsFor(query.trim())}</p>}
          {state.status === 'done' && state.hits.length > 0 && (
            <ul className="search-algolia-hits">
              {state.hits.map((hit) => (
                <li key={hit.objectID} className="search-hit">
                  <Link to={hitAddress(hit.url, site.url)} onClick={onClose}>
                    <span className="search-hit-heading">{headingOf(hit)}</span>
                    <span className="search-hit-path">{[hit.hierarchy.lvl0, hit.hierarchy.lvl1].filter(Boolean).join(' › ')}</span>
                    {hit.content && <span className="search-hit-snippet">{hit.content}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="search-modal-footer">
          <a href="https://www.algolia.com/ref/docsearch" target="_blank" rel="noopener noreferrer">
            {translate({ id: 'theme.SearchPage.algoliaLabel', message: 'Search by Algolia', description: 'The link to Algolia at the foot of its search modal' })}
          </a>
        </div>
      </div>
    </div>
  );
}
