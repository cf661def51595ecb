import { useEffect, useId, useState } from 'react';
import { Link, type SidebarCategoryItem, type SidebarItem } from '@docs/client';
import type { DocSidebarItemProps } from '@theme/DocSidebarItem';
import DocSidebarItems from '@theme/DocSidebarItems';
import { sidebarLinkClass } from '../../sidebarLinkClass.ts';
import { useAutoCollapse } from '../../sidebarAutoCollapse.tsx';

function contains(item: SidebarItem, path: string): boolean {
  if (item.type === 'html') return false;
  if (item.href === path) return true;
  return item.type === 'category' && item.items.some((i) => contains(i, path));
}

/** A category of the docs sidebar: its label (a link when it has a page) and its items, opened and closed by the reader. */
export default function DocSidebarItemCategory({ item, activePath, level, index, onItemClick }: DocSidebarItemProps<SidebarCategoryItem>) {
  const active = contains(item, activePath);
  // Categories start expanded when configured so or when they hold the current page, and they never
  // collapse by themselves. A collapsed category renders no children: on a large site that keeps
  // each page's HTML from carrying every link of the sidebar.
  const [open, setOpen] = useState(!item.collapsed || active || !item.collapsible);
  // Arriving at a page inside a collapsed category opens it; leaving never closes one.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const opening = useAutoCollapse(index, item.collapsible, () => setOpen(false));
  const toggle = () => {
    if (!open) opening();
    setOpen(!open);
  };
  const listId = useId();
  const label = item.href ? (
    <Link to={item.href} className={sidebarLinkClass(item.href === activePath)} aria-current={item.href === activePath ? 'page' : undefined}>
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
      {open && <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} id={listId} onItemClick={onItemClick} />}
    </li>
  );
}
