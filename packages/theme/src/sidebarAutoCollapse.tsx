import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSiteConfig } from '@docs/client';

/** The category a reader last opened among its siblings; `n` counts openings, so opening one again is news. */
type Opened = { index: number; n: number } | undefined;

const Siblings = createContext<{ opened: Opened; onOpen(index: number): void } | undefined>(undefined);

/** One level of the sidebar: its categories learn which of them the reader opened last. */
export function SiblingCategories({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<Opened>(undefined);
  const onOpen = (index: number) => setOpened((last) => ({ index, n: (last?.n ?? 0) + 1 }));
  return <Siblings.Provider value={{ opened, onOpen }}>{children}</Siblings.Provider>;
}

/**
 * `themeConfig.docs.sidebar.autoCollapseCategories`: opening a category closes its siblings, as in
 * Docusaurus. Returns what the category calls when the reader opens it.
 */
export function useAutoCollapse(index: number | undefined, collapsible: boolean, close: () => void): () => void {
  const docs = useSiteConfig().themeConfig.docs as { sidebar?: { autoCollapseCategories?: boolean } } | undefined;
  const on = docs?.sidebar?.autoCollapseCategories === true;
  const siblings = useContext(Siblings);
  const opened = siblings?.opened;
  useEffect(() => {
    if (on && collapsible && opened && index !== undefined && opened.index !== index) close();
    // `close` is a state setter's wrapper: only a new opening should run this.
  }, [on, collapsible, opened, index]);
  return () => {
    if (index !== undefined) siblings?.onOpen(index);
  };
}
