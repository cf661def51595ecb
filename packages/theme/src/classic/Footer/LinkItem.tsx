import { Link } from '@docs/client';

/** One link of the footer. */
export default function FooterLinkItem({ item }: { item: { label?: string; to?: string; href?: string; html?: string } }) {
  // `html` items are the site's own markup from its config, as Docusaurus shows them.
  if (item.html !== undefined) return <span dangerouslySetInnerHTML={{ __html: item.html }} />;
  return <Link to={item.to ?? item.href}>{item.label}</Link>;
}
