import type { ClientFooterLink } from '@docs/client';
import FooterListItem from '../../../config/FooterListItem.tsx';
import { translate } from '@docusaurus/Translate';

/** A titled group of footer links, as the config writes it. */
export interface FooterColumn {
  title?: string | null;
  items: ClientFooterLink[];
}

/** The footer's links in titled columns. */
export default function FooterLinksMultiColumn({ columns }: { columns: FooterColumn[] }) {
  return (
    <nav aria-label={translate({ id: 'theme.footer.navAriaLabel', message: 'Footer', description: 'The label of the footer\'s links navigation' })} className="footer-groups">
      {columns.map((group, g) => (
        <div key={g} className="footer-group">
          {group.title && <h2 className="footer__title">{group.title}</h2>}
          <ul>
            {group.items.map((item, i) => (
              <FooterListItem key={i} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
