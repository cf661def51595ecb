import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useSiteConfig, type SidebarCategoryItem, type SidebarItem } from '@docs/client';

/** The category a reader last opened among its siblings; `n` counts openings, so opening one again is news. */
type Opened = { index: number; n: number } | undefined;

/** `themeConfig.docs.sidebar.autoCollapseCategories`: opening a category closes its siblings, as in Docusaurus. */
function useAutoCollapse(): boolean {
  const docs = useSiteConfig().themeConfig.docs as { sidebar?: { autoCollapseCategories?: boolean } } | undefined;
  return docs?.sidebar?.autoCollapseCategories === true;
}

function contains(item: SidebarItem, path: string): boolean {
  if (item.type === 'html') return false;
  if (item.href === path) return true;
  return item.type === 'category' && item.items.some((i) => contains(i, path));
}

function Category({ item, path, index, opened, onOpen }: { item: SidebarCategoryItem; path: string; index: number; opened: Opened; onOpen(index: number): void }) {
  const active = contains(item, path);
  const autoCollapse = useAutoCollapse();
  // Categories start expanded when configured so or when they hold the current page, and they never
  // collapse by themselves. A collapsed category renders no children: on a large site that keeps
  // each page's HTML from carrying every link of the sidebar.
  const [open, setOpen] = useState(!item.collapsed || active || !item.collapsible);
  // Arriving at a page inside a collapsed category opens it; leaving never closes one.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  useEffect(() => {
    if (autoCollapse && item.collapsible && opened && opened.index !== index) setOpen(false);
  }, [autoCollapse, item.collapsible, opened, index]);
  const toggle = () => {
    if (!open) onOpen(index);
    setOpen(!open);
  };
  const listId = useId();
  const label = item.href ? (
    <Link to={item.href} className={['sidebar-link', item.href === path ? 'active' : ''].join(' ')} aria-current={item.href === path ? 'page' : undefined}>
      {item.label}
    </Link>
  ) : (
    <span className="sidebar-category-label">{item.label}</span>
  );
  return (
    <li className={['sidebar-category', item.className].filter(Boolean).join(' ')}>
      <div className="sidebar-category-row">
        {item.collapsible && !item.href ? (
          <button type="button" className="sidebar-category-toggle sidebar-category-label-button" aria-expanded={open} aria-controls={listId} onClick={toggle}>
            {item.label}
          </button>
        ) : (
          label
        )}
        {item.collapsible && item.href && (
          <button type="button" className="sidebar-category-toggle" aria-expanded={open} aria-controls={listId} aria-label={`${open ? 'Collapse' : 'Expand'} ${item.label}`} onClick={toggle} />
        )}
      </div>
      {open && <Items items={item.items} path={path} id={listId} />}
    </li>
  );
}

function Items({ items, path, id }: { items: SidebarItem[]; path: string; id?: string }) {
  const [opened, setOpened] = useState<Opened>(undefined);
  const onOpen = (index: number) => setOpened((last) => ({ index, n: (last?.n ?? 0) + 1 }));
  return (
    <ul id={id}>
      {items.map((item, i) =>
        item.type === 'html' ? (
          // The site's own markup from its sidebars file, as Docusaurus shows it: the file is the
          // site's code, like the announcement bar's content in the config.
          <li key={i} className={[item.defaultStyle ? 'sidebar-html-default' : '', item.className].filter(Boolean).join(' ') || undefined} dangerouslySetInnerHTML={{ __html: item.value }} />
        ) : item.type === 'link' ? (
          <li key={i} className={item.className}>
            <Link to={item.href} className={['sidebar-link', item.href === path ? 'active' : ''].join(' ')} aria-current={item.href === path ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={i} item={item} path={path} index={i} opened={opened} onOpen={onOpen} />
        ),
      )}
    </ul>
  );
}

export default function DocSidebar({ items, label = 'Docs sidebar' }: { items: SidebarItem[]; label?: string }) {
  const { pathname } = useLocation();
  return (
    <nav className="doc-sidebar" aria-label={label}>
      <Items items={items} path={pathname} />
    </nav>
  );
}
