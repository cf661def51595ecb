import FooterLinkItem from '@theme/Footer/LinkItem';

/** The footer's links in one row. */
export default function FooterLinksSimple({ links }: { links: { label?: string; to?: string; href?: string; html?: string }[] }) {
  return (
    <nav aria-label="Footer" className="footer-links-simple">
      <ul>
        {links.map((item, i) => (
          <li key={item.label ?? i}>
            <FooterLinkItem item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
