import { Link, useSiteConfig, type ClientFooterLink } from '@docs/client';
import LogoImage from './config/LogoImage.tsx';
import { linkAttributes } from './config/linkAttributes.ts';

/** The keys of a footer link that are not passed to its anchor as attributes. */
const LINK_KEYS = new Set(['label', 'to', 'href', 'html', 'prependBaseUrlToHref']);

/** A footer item: a link, or the config's own markup (`html`) in its place. */
function FooterItem({ item }: { item: ClientFooterLink }) {
  if (item.html !== undefined) return <li className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  const attributes = linkAttributes(item, LINK_KEYS);
  // Infima's class for a footer link, which a Docusaurus site's CSS targets, beside the item's own.
  const className = ['footer__link-item', attributes.className].filter(Boolean).join(' ');
  return (
    <li>
      <Link {...attributes} className={className} to={item.to ?? item.href}>
        {item.label}
      </Link>
    </li>
  );
}

/**
 * The footer: link columns (or one row of links, Docusaurus's simple footer), the logo and the
 * copyright, which is the config's HTML. `style: 'dark'` keeps it dark in both colour modes.
 */
export default function Footer() {
  const { footer, baseUrl, title } = useSiteConfig();
  const logo = footer.logo && <LogoImage logo={footer.logo} baseUrl={baseUrl} alt={footer.logo.alt ?? title} className="footer-logo" />;
  return (
    <footer className={['footer', footer.style === 'dark' ? 'footer--dark' : ''].filter(Boolean).join(' ')}>
      {footer.links.length > 0 &&
        (footer.simple ? (
          <nav aria-label="Footer">
            <ul className="footer-links-simple">
              {footer.links[0]!.items.map((item, i) => (
                <FooterItem key={i} item={item} />
              ))}
            </ul>
          </nav>
        ) : (
          <nav aria-label="Footer" className="footer-groups">
            {footer.links.map((group, g) => (
              <div key={g} className="footer-group">
                {group.title && <h2 className="footer__title">{group.title}</h2>}
                <ul>
                  {group.items.map((item, i) => (
                    <FooterItem key={i} item={item} />
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ))}
      {logo &&
        (footer.logo?.href ? (
          <Link to={footer.logo.href} target={footer.logo.target} className="footer-logo-link">
            {logo}
          </Link>
        ) : (
          logo
        ))}
      {/* The copyright is the site's own HTML, as Docusaurus writes it. */}
      {footer.copyright && <div className="footer-copyright footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
    </footer>
  );
}
