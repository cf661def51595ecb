import { useLocation, type SidebarItem } from '@docs/client';
import DocSidebarItems from '@theme/DocSidebarItems';
import CollapseButton from '@theme/DocSidebar/Desktop/CollapseButton';
import { translate } from '@docusaurus/Translate';

export interface DocSidebarProps {
  items?: SidebarItem[];
  /** Docusaurus's name for the items, as its layout passes them. */
  sidebar?: SidebarItem[];
  label?: string;
  /** Docusaurus's current path prop; the page's own path is used when absent. */
  path?: string;
  /** Given on wide screens when the sidebar is hideable: the collapse button at its foot calls it. */
  onCollapse?: () => void;
}

const SIDEBAR_ID = 'doc-sidebar';

/** The docs sidebar: every item through `@theme/DocSidebarItem`, so a site's shadow of an item kind applies. */
export default function DocSidebar({ items, sidebar, label, path, onCollapse }: DocSidebarProps) {
  const { pathname } = useLocation();
  return (
    <nav className={onCollapse ? 'doc-sidebar doc-sidebar-hideable' : 'doc-sidebar'} aria-label={label ?? translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar', description: 'The label of the docs sidebar navigation' })} id={onCollapse ? SIDEBAR_ID : undefined}>
      <DocSidebarItems items={items ?? sidebar ?? []} activePath={path ?? pathname} level={1} />
      {onCollapse && <CollapseButton onClick={onCollapse} controls={SIDEBAR_ID} />}
    </nav>
  );
}
