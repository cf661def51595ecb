import { useEffect, useId, useState } from 'react';
import { Link, useLocation, type SidebarCategoryItem, type SidebarItem } from '@docs/client';

function contains(item: SidebarItem, path: string): boolean {
  if (item.type === 'html') return false;
  if (item.href === path) return true;
  return item.type === 'category' && item.items.some((i) => contains(i, path));
}

function Category({ item, path }: { item: SidebarCategoryItem; path: string }) {
  const active = contains(item, path);
  // Categories start expanded when configured so or when they hold the current page, and they never
  // collapse by themselves. A collapsed category renders no children: on a large site that keeps
  // each page's HTML from carrying every link of the sidebar.
  const [open, setOpen] = useState(!item.collapsed || active || !item.collapsible);
  // Arriving at a page inside a collapsed category opens it; leaving never closes one.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const listId = useId();
  const label = item.href ? (
    <Link to={item.href} className={sidebarLinkClass(item.href === path)} aria-current={item.href === path ? 'page' : undefined}>
      {item.label}
    </Link>
  ) : (
    <span className="sidebar-category-label">{item.label}</span>
  );
  return (
    <li className={['sidebar-category', item.className].filter(Boolean).join(' ')}>
      <div className="sidebar-category-row">
        {item.collapsible && !item.href ? (
          <button type="button" className="sidebar-category-toggle sidebar-category-label-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            {item.label}
          </button>
        ) : (
          label
        )}
        {item.collapsible && item.href && (
          <button type="button" className="sidebar-category-toggle" aria-expanded={open} aria-controls={listId} aria-label={`${open ? 'Collapse' : 'Expand'} ${item.label}`} onClick={() => setOpen(!open)} />
        )}
      </div>
      {open && <Items items={item.items} path={path} id={listId} />}
    </li>
  );
}

function Items({ items, path, id }: { items: SidebarItem[]; path: string; id?: string }) {
  return (
    <ul id={id}>
      {items.map((item, i) =>
        item.type === 'html' ? (
          // The site's own markup from its sidebars file, as Docusaurus shows it: the file is the
          // site's code, like the announcement bar's content in the config.
          <li key={i} className={[item.defaultStyle ? 'sidebar-html-default' : '', item.className].filter(Boolean).join(' ') || undefined} dangerouslySetInnerHTML={{ __html: item.value }} />
        ) : item.type === 'link' ? (
          <li key={i} className={item.className}>
            <Link to={item.href} className={sidebarLinkClass(item.href === path)} aria-current={item.href === path ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={i} item={item} path={path} />
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

/**
 * A sidebar link's classes: the theme's, and Infima's menu classes Docusaurus gives the same link,
 * which a Docusaurus site's CSS targets (and Infima styles, on sites that load it).
 */
function sidebarLinkClass(active: boolean): string {
  return active ? 'sidebar-link menu__link active menu__link--active' : 'sidebar-link menu__link';
}
