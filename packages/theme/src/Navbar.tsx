import { Link, useLocation, useSiteConfig, withBaseUrl } from '@docs/client';

interface Item {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  docId?: string;
  position?: 'left' | 'right';
  className?: string;
  target?: string;
  items?: Item[];
  'aria-label'?: string;
}

function NavLink({ item, pathname }: { item: Item; pathname: string }) {
  const to = item.to ?? item.href ?? '/';
  const active = !!item.to && (pathname === item.to || pathname.startsWith(item.to.replace(/\/$/, '') + '/'));
  return (
    <Link to={to} target={item.target} className={['navbar-link', item.className, active ? 'active' : ''].filter(Boolean).join(' ')} aria-label={item['aria-label']} aria-current={active ? 'page' : undefined}>
      {item.label}
    </Link>
  );
}

/** Logo paths are relative to static/, like the favicon: served from the base URL. */
function logoUrl(src: string, baseUrl: string): string {
  return /^(?:[a-z]+:|\/\/)/i.test(src) ? src : withBaseUrl('/' + src.replace(/^\//, ''), baseUrl);
}

/** Items rendered from the config; the full theme adds dropdown behaviour, version and locale menus. */
export default function Navbar() {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const items = site.navbar.items as Item[];
  const render = (item: Item, i: number) => {
    switch (item.type ?? 'link') {
      case 'link':
        return <NavLink key={i} item={item} pathname={pathname} />;
      case 'doc':
        return <NavLink key={i} item={{ ...item, to: '/' + (item.docId ?? '') }} pathname={pathname} />;
      case 'dropdown':
        return (
          <details key={i} className="navbar-dropdown">
            <summary>{item.label}</summary>
            <ul>
              {item.items?.map((child, j) => (
                <li key={j}>
                  <NavLink item={child} pathname={pathname} />
                </li>
              ))}
            </ul>
          </details>
        );
      case 'search':
      case 'docsVersionDropdown':
      case 'localeDropdown':
        return null;
      default:
        throw new Error(`Unknown navbar item type "${item.type}": use link, doc, dropdown, docsVersionDropdown, localeDropdown or search.`);
    }
  };
  return (
    <header className="navbar">
      <nav aria-label="Main">
        <Link to="/" className="navbar-brand">
          {site.navbar.logo && // The title beside it names the link, so the logo is decorative to assistive technology.
          <img src={logoUrl(site.navbar.logo.src, site.baseUrl)} alt="" width={28} height={28} />}
          <span>{site.navbar.title ?? site.title}</span>
        </Link>
        <div className="navbar-items">{items.filter((i) => i.position !== 'right').map(render)}</div>
        <div className="navbar-items navbar-items-right">{items.filter((i) => i.position === 'right').map(render)}</div>
      </nav>
    </header>
  );
}
