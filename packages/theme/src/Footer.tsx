import { Link, useSiteConfig } from '@docs/client';

export default function Footer() {
  const { footer } = useSiteConfig();
  return (
    <footer className="footer">
      {footer.links.length > 0 && (
        <nav aria-label="Footer" className="footer-groups">
          {footer.links.map((group) => (
            <div key={group.title} className="footer-group">
              <h2 className="footer__title">{group.title}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.label}>
                    <Link to={item.to ?? item.href} className="footer__link-item">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
      {footer.copyright && <p className="footer-copyright footer__copyright">{footer.copyright}</p>}
    </footer>
  );
}
