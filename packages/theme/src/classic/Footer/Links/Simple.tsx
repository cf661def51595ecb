import type { ClientFooterLink } from '@docs/client';
import FooterListItem from '../../../config/FooterListItem.tsx';
import { translate } from '@docusaurus/Translate';

/** The footer's links in one row (Docusaurus's simple footer). */
export default function FooterLinksSimple({ links }: { links: ClientFooterLink[] }) {
  return (
    <nav aria-label={translate({ id: 'theme.footer.navAriaLabel', message: 'Footer', description: 'The label of the footer\'s links navigation' })}>
      <ul className="footer-links-simple">
        {links.map((item, i) => (
          <FooterListItem key={i} item={item} />
        ))}
      </ul>
    </nav>
  );
}
