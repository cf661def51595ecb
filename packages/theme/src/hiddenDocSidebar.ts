import { useSyncExternalStore } from 'react';

/**
 * Whether the reader has collapsed the docs sidebar (`themeConfig.docs.sidebar.hideable`). It lives
 * outside React so it outlasts the docs route's components across client navigations, as the
 * Docusaurus layout that holds it does; a full page load starts with the sidebar shown, which is
 * also what the server rendered.
 */
let hidden = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setDocSidebarHidden(next: boolean): void {
  if (next === hidden) return;
  hidden = next;
  for (const listener of listeners) listener();
}

/** The sidebar's hidden state and its setter; the server and hydration always read "shown". */
export function useHiddenDocSidebar(): [boolean, (hidden: boolean) => void] {
  const value = useSyncExternalStore(subscribe, () => hidden, () => false);
  return [value, setDocSidebarHidden];
}
