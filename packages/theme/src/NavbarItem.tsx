import { Link, storage, useLocation, useSiteConfig } from '@docs/client';
import NavbarDropdown from '@theme/NavbarDropdown';
import SearchBar from '@theme/SearchBar';

export interface NavbarItemConfig {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  className?: string;
  target?: string;
  items?: NavbarItemConfig[];
  'aria-label'?: string;
}

/** Where the docs version choice is remembered, per docs plugin instance (there is one: `default`). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export function isActive(item: NavbarItemConfig, pathname: string): boolean {
  // As in Docusaurus, only `to` links are highlighted: `href` items point outside or at a fixed page.
  if (!item.to || item.to === '/') return false;
  const base = item.to.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(base + '/');
}

function NavLink({ item, role }: { item: NavbarItemConfig; role?: 'menuitem' }) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const external = !!item.href && /^(?:[a-z]+:)?\/\//i.test(item.href);
  return (
    <Link
      to={item.to ?? item.href ?? '/'}
      role={role}
      target={item.target ?? (external ? '_blank' : undefined)}
      // Infima's names as Docusaurus gives them (a link in the bar, or in a dropdown), for site CSS.
      className={['navbar-link', role ? 'dropdown__link' : 'navbar__link', item.className, active ? (role ? 'active dropdown__link--active' : 'active navbar__link--active') : ''].filter(Boolean).join(' ')}
      aria-label={item['aria-label']}
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
      {external && !item['aria-label'] && <span className="visually-hidden"> (opens in a new tab)</span>}
    </Link>
  );
}

function VersionDropdown() {
  const site = useSiteConfig();
  const label = site.docs.currentVersionLabel;
  return (
    <NavbarDropdown label={label} ariaLabel={`Docs version: ${label}`} className="navbar-version">
      <li role="none">
        <Link role="menuitem" to={site.docs.mainDocPath} className="navbar-link dropdown__link active dropdown__link--active" aria-current="true" onClick={() => storage.set(PREFERRED_VERSION_KEY, 'current')}>
          {label}
        </Link>
      </li>
    </NavbarDropdown>
  );
}

const LOCALE_NAMES: Record<string, string> = { en: 'English', fr: 'Français', es: 'Español', pt: 'Português', de: 'Deutsch' };

function LocaleDropdown() {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const current = site.i18n.defaultLocale;
  return (
    <NavbarDropdown label={LOCALE_NAMES[current] ?? current} ariaLabel={`Language: ${LOCALE_NAMES[current] ?? current}`} className="navbar-locale">
      {site.i18n.locales.map((locale) => (
        <li role="none" key={locale}>
          <Link role="menuitem" to={locale === current ? pathname : `/${locale}${pathname}`} lang={locale} className={locale === current ? 'navbar-link dropdown__link active dropdown__link--active' : 'navbar-link dropdown__link'} aria-current={locale === current ? 'true' : undefined}>
            {LOCALE_NAMES[locale] ?? locale}
          </Link>
        </li>
      ))}
    </NavbarDropdown>
  );
}

/** One navbar item, by type; an unknown type is a mistake in the config, reported by name. */
export default function NavbarItem({ item: given, ...props }: { item?: NavbarItemConfig } & NavbarItemConfig) {
  // Docusaurus passes the item's fields as props (`<NavbarItem {...item} />`); the theme passes `item`.
  const item = given ?? props;
  switch (item.type ?? 'link') {
    case 'link':
    case 'doc':
      return <NavLink item={item} />;
    case 'dropdown':
      return (
        <NavbarDropdown label={item.label} className={item.className}>
          {item.items?.map((child, i) => (
            <li role="none" key={i}>
              <NavLink item={child} role="menuitem" />
            </li>
          ))}
        </NavbarDropdown>
      );
    case 'docsVersionDropdown':
      return <VersionDropdown />;
    case 'localeDropdown':
      return <LocaleDropdown />;
    case 'search':
      // DOCS_SEARCH is set by the bundler: a site without search ships none of the search box.
      return process.env.DOCS_SEARCH === 'true' ? <SearchBar /> : null;
    default:
      throw new Error(`Unknown navbar item type "${item.type}": use link, doc, dropdown, docsVersionDropdown, localeDropdown or search.`);
  }
}
