import type { ClientFooterLink } from '@docs/client';
import FooterLinkItem from '@theme/Footer/LinkItem';

/** One entry of a footer list: a link (`Footer/LinkItem`), or the config's own markup (`html`) in its place. */
export default function FooterListItem({ item }: { item: ClientFooterLink }) {
  if (item.html !== undefined) return <li className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li>
      <FooterLinkItem item={item} />
    </li>
  );
}
