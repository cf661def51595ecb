import { Link, type SidebarItem } from '@docs/client';
import { cardsOf, type DocCard as DocCardData } from '@theme/docCards';

/** One card of a card list: a doc or a category (a sidebar item, as Docusaurus passes it, or a card of `DocCardList`). */
export default function DocCard({ item }: { item: DocCardData | SidebarItem }) {
  const card = 'type' in item ? cardsOf([item])[0] : item;
  if (!card) return null;
  return (
    // The link is the card, as in Docusaurus's markup (Infima's `.card`), which site CSS targets.
    <Link to={card.href} className="card">
      <h2>{card.label}</h2>
      {card.description && <p>{card.description}</p>}
    </Link>
  );
}
