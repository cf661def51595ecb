import { hasProtocol, Link, type ClientFooterLink } from '@docs/client';
import ExternalLinkMark from '../../ExternalLinkMark.tsx';
import { linkAttributes } from '../../config/linkAttributes.ts';

/** The keys of a footer link that are not passed to its anchor as attributes. */
const LINK_KEYS = new Set(['label', 'to', 'href', 'html', 'prependBaseUrlToHref']);

/** One link of the footer, with the item's other keys as its attributes. */
export default function FooterLinkItem({ item }: { item: ClientFooterLink }) {
  // An `html` item given here alone (the lists render it in place of the whole entry).
  if (item.html !== undefined) return <span dangerouslySetInnerHTML={{ __html: item.html }} />;
  const attributes = linkAttributes(item, LINK_KEYS);
  // Infima's class for a footer link, which a Docusaurus site's CSS targets, beside the item's own.
  const className = ['footer__link-item', attributes.className].filter(Boolean).join(' ');
  // An `href` that leaves the site gets the external-link icon, as in Docusaurus's footer.
  const external = item.to === undefined && item.href !== undefined && hasProtocol(item.href);
  return (
    <Link {...attributes} className={className} to={item.to ?? item.href}>
      {item.label}
      {external && <ExternalLinkMark newTab={attributes.target === '_blank'} />}
    </Link>
  );
}
