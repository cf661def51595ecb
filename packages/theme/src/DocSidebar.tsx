import { useLocation, type SidebarItem } from '@docs/client';
import DocSidebarItems from '@theme/DocSidebarItems';

export interface DocSidebarProps {
  items?: SidebarItem[];
  /** Docusaurus's name for the items, as its layout passes them. */
  sidebar?: SidebarItem[];
  label?: string;
  /** Docusaurus's current path prop; the page's own path is used when absent. */
  path?: string;
}

/** The docs sidebar: every item through `@theme/DocSidebarItem`, so a site's shadow of an item kind applies. */
export default function DocSidebar({ items, sidebar, label = 'Docs sidebar', path }: DocSidebarProps) {
  const { pathname } = useLocation();
  return (
    <nav className="doc-sidebar" aria-label={label}>
      <DocSidebarItems items={items ?? sidebar ?? []} activePath={path ?? pathname} level={1} />
    </nav>
  );
}
