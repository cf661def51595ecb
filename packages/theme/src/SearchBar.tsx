import { translate } from '@docusaurus/Translate';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadOnce, useSiteConfig } from '@docs/client';
import type { SearchModalProps } from '@theme/SearchModal';
import { prepareSearch } from './search/searchClient.ts';

/** The modal is a chunk of its own, fetched on the first sign the reader wants to search. */
const modal = loadOnce(
  () => import('@theme/SearchModal'),
  (m) => m.default as ComponentType<SearchModalProps>,
);

/** Keys typed into these are text, not shortcuts. */
function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

/** One instance listens for the shortcuts, however many search buttons the page has. */
let listening = false;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The navbar's search box: a button that opens the search modal, also opened with Ctrl+K / Cmd+K
 * and with `/` outside text fields. Nothing of search (the modal, the worker, the index) is
 * downloaded before the reader focuses the button or presses a shortcut.
 */
export default function SearchBar() {
  const site = useSiteConfig();
  const [open, setOpen] = useState(false);
  const [, setLoaded] = useState(false);
  const [mac, setMac] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const prepare = useCallback(() => {
    prepareSearch(site.baseUrl).catch(() => undefined);
    modal.load().then(() => setLoaded(true), () => undefined);
  }, [site.baseUrl]);

  const isOpen = useRef(false);
  const openSearch = useCallback(() => {
    if (isOpen.current) return;
    isOpen.current = true;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    prepare();
    setOpen(true);
  }, [prepare]);

  useEffect(() => {
    setMac(isMac());
    if (listening) return;
    listening = true;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch();
      } else if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target)) {
        event.preventDefault();
        openSearch();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      listening = false;
      document.removeEventListener('keydown', onKey);
    };
  }, [openSearch]);

  const close = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
  }, []);
  const Modal = modal.current();
  return (
    <>
      <button type="button" className="search-button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onFocus={prepare} onPointerDown={prepare} onClick={openSearch}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-button-label">{translate({ id: 'theme.SearchBar.label', message: 'Search' })}</span>
        <kbd className="search-button-keys" aria-hidden="true">
          {mac ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open && Modal && <Modal onClose={close} returnFocus={returnFocus.current} />}
    </>
  );
}
