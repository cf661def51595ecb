import type { SidebarItem } from '@docs/client';

/** One card of `<DocCardList>`. */
export interface DocCard {
  label: string;
  href: string;
  description?: string;
}

/** The category of the sidebar whose own page is `path` (a category's index doc or generated index). */
export function categoryAt(items: SidebarItem[], path: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === path) return item;
    const inner = categoryAt(item.items, path);
    if (inner) return inner;
  }
  return undefined;
}

/** The first page a sidebar item leads to: its own, else its first item's. */
export function firstHref(item: SidebarItem): string | undefined {
  if (item.type === 'html') return undefined;
  if (item.href) return item.href;
  return item.type === 'category' ? item.items.map(firstHref).find(Boolean) : undefined;
}

/**
 * The cards of a category's items, as Docusaurus shows them on a category page: a doc links to
 * itself, a sub-category to its own page (or its first doc) and says how many items it holds.
 * Items that lead nowhere (an empty category) get no card.
 */
export function cardsOf(items: SidebarItem[]): DocCard[] {
  return items.flatMap((item): DocCard[] => {
    const href = firstHref(item);
    if (!href || item.type === 'html') return [];
    if (item.type === 'link') return [{ label: item.label, href, ...(item.description !== undefined && { description: item.description }) }];
    return [{ label: item.label, href, description: item.description ?? `${item.items.length} item${item.items.length === 1 ? '' : 's'}` }];
  });
}
