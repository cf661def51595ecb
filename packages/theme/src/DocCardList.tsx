import { useDocsSidebar, useLocation } from '@docs/client';
import DocCard from '@theme/DocCard';
import { cardsOf, categoryAt, type DocCard as DocCardData } from './docCards.ts';

export type { DocCardData as DocCard };

export interface DocCardListProps {
  /** The cards; without them, the items of the category whose page this is (as in Docusaurus). */
  items?: DocCardData[];
  className?: string;
}

/** The items of the current page's category, or a page that is not a category's: a developer error that says what to do. */
function useCurrentCategoryCards(enabled: boolean): DocCardData[] {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (!enabled) return [];
  const category = sidebar && categoryAt(sidebar, pathname);
  if (!category) {
    throw new Error(`<DocCardList /> without "items" lists the items of the current category, but ${pathname} is not the page of a category in ${sidebar ? 'its sidebar' : 'a sidebar (it shows none)'}. Use it in a category's index doc, or pass items={[{ label, href }]}.`);
  }
  return cardsOf(category.items);
}

/** Cards linking to docs: used by category index pages and tag pages, and by docs with `<DocCardList />`. */
export default function DocCardList({ items, className }: DocCardListProps) {
  const current = useCurrentCategoryCards(items === undefined);
  return (
    <ul className={['card-list', className].filter(Boolean).join(' ')}>
      {(items ?? current).map((item) => (
        <li key={item.href}>
          <DocCard item={item} />
        </li>
      ))}
    </ul>
  );
}
