import { useEffect, useId, useState } from 'react';
import { Link, type SidebarCategoryItem, type SidebarItem } from '@docs/client';
import type { DocSidebarItemProps } from '@theme/DocSidebarItem';
import DocSidebarItems from '@theme/DocSidebarItems';
import { sidebarLinkClass } from '../../sidebarLinkClass.ts';
import { useAutoCollapse } from '../../sidebarAutoCollapse.tsx';
import { translate } from '@docusaurus/Translate';

/**
 * The pages under each category, worked out once per sidebar object: walking a category's whole
 * subtree on every render cost a large site's server render a seventh of its time (every category
 * of a 10,000-doc sidebar, on each of its pages).
 */
const pagesUnder = new WeakMap<SidebarCategoryItem, Set<string>>();

function hrefsOf(category: SidebarCategoryItem): Set<string> {
  let hrefs = pagesUnder.get(category);
  if (hrefs) return hrefs;
  hrefs = new Set(category.href ? [category.href] : []);
  for (const item of category.items) {
    if (item.type === 'category') for (const href of hrefsOf(item)) hrefs.add(href);
    else if (item.type !== 'html' && item.href) hrefs.add(item.href);
  }
  pagesUnder.set(category, hrefs);
  return hrefs;
}

const contains = (category: SidebarCategoryItem, path: string): boolean => hrefsOf(category).has(path);

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
          <button type="button" className="sidebar-category-toggle" aria-expanded={open} aria-controls={listId} aria-label={open ? translate({ id: 'theme.DocSidebarItem.collapseCategoryAriaLabel', message: 'Collapse {label}', description: 'The label of the button that closes a sidebar category' }, { label: item.label }) : translate({ id: 'theme.DocSidebarItem.expandCategoryAriaLabel', message: 'Expand {label}', description: 'The label of the button that opens a sidebar category' }, { label: item.label })} onClick={toggle} />
        )}
      </div>
      {open && <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} id={listId} onItemClick={onItemClick} />}
    </li>
  );
}
