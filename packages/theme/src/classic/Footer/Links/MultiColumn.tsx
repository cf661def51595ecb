import FooterLinkItem from '@theme/Footer/LinkItem';

/** The footer's links in titled columns. */
export default function FooterLinksMultiColumn({ columns }: { columns: { title?: string; items: { label?: string; to?: string; href?: string; html?: string }[] }[] }) {
  return (
    <nav aria-label="Footer" className="footer-groups">
      {columns.map((group, i) => (
        <div key={group.title ?? i} className="footer-group">
          {group.title && <h2>{group.title}</h2>}
          <ul>
            {group.items.map((item, j) => (
              <li key={item.label ?? j}>
                <FooterLinkItem item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
