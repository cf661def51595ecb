import type { ClientFooterLink } from '@docs/client';
import FooterListItem from '../../../config/FooterListItem.tsx';

/** The footer's links in one row (Docusaurus's simple footer). */
export default function FooterLinksSimple({ links }: { links: ClientFooterLink[] }) {
  return (
    <nav aria-label="Footer">
      <ul className="footer-links-simple">
        {links.map((item, i) => (
          <FooterListItem key={i} item={item} />
        ))}
      </ul>
    </nav>
  );
}
