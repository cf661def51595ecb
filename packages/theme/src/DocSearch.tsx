import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadOnce, type AlgoliaConfig } from '@docs/client';
import type { AlgoliaModalProps } from './search/AlgoliaModal.tsx';
import { translate } from '@docusaurus/Translate';

/** The modal is a chunk of its own, fetched when the reader first goes for the button. */
const modal = loadOnce(
  () => import('./search/AlgoliaModal.tsx'),
  (m) => m.default as ComponentType<AlgoliaModalProps>,
);

/**
 * Algolia DocSearch's search button (its class names, so a site's DocSearch styles apply), for a
 * site whose `themeConfig.algolia` has `appId`, `apiKey` and `indexName`. It opens a dialog that
 * queries the site's Algolia index; Ctrl+K / Cmd+K open it too.
 */
export default function DocSearch({ algolia }: { algolia: AlgoliaConfig }) {
  const [open, setOpen] = useState(false);
  const [, setLoaded] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const prepare = useCallback(() => void modal.load().then(() => setLoaded(true), () => undefined), []);
  const openSearch = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    prepare();
    setOpen(true);
  }, [prepare]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openSearch]);
  const Modal = modal.current();
  return (
    <>
      <button type="button" className="DocSearch DocSearch-Button search-button" aria-label={algolia.placeholder ?? translate({ id: 'theme.SearchBar.label', message: 'Search' })} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" data-algolia-index={algolia.indexName} onFocus={prepare} onPointerDown={prepare} onClick={openSearch}>
        <span className="DocSearch-Button-Container">
          <svg className="DocSearch-Search-Icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder search-button-label">{algolia.placeholder ?? translate({ id: 'theme.SearchBar.label', message: 'Search' })}</span>
        </span>
      </button>
      {open && Modal && <Modal algolia={algolia} onClose={() => setOpen(false)} returnFocus={returnFocus.current} />}
    </>
  );
}
