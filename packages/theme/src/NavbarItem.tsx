import ExternalLinkMark from './ExternalLinkMark.tsx';
import { algoliaOf, Link, routeUrl, useLocation, useRouterState, useSiteConfig, withBaseUrl } from '@docs/client';
import NavbarDropdown from '@theme/NavbarDropdown';
import SearchBar from '@theme/SearchBar';
import DocSearch from '@theme/DocSearch';
import { linkAttributes } from './config/linkAttributes.ts';
import { docPathIn, PREFERRED_VERSION_KEY, samePageIn, savePreferredVersion, useVersionsState } from './docusaurus/themeCommon/docsVersions.ts';
import { translate } from '@docusaurus/Translate';

export interface NavbarItemConfig {
  type?: string;
  label?: string;
  /** Markup instead of a label (links, dropdowns) or the item itself (`html` items). */
  html?: string;
  value?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  className?: string;
  target?: string;
  items?: NavbarItemConfig[];
  'aria-label'?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  prependBaseUrlToHref?: boolean;
  /** Set by the build for `doc` and `docSidebar` items: active on every doc of this sidebar. */
  activeSidebar?: string;
  /** Kept by the build on `doc` items: the doc linked in the version being read. */
  docId?: string;
  [attribute: string]: unknown;
}

export { PREFERRED_VERSION_KEY };

/**
 * As Docusaurus decides it: `activeBaseRegex` over the path, else paths under `activeBasePath`,
 * else paths under the item's `to`; a doc or sidebar item also on every doc of its sidebar.
 * `href` items are never active: they point outside or at a fixed page.
 */
export function isActive(item: NavbarItemConfig, pathname: string, currentSidebar?: unknown): boolean {
  // A released version's sidebars are named `version-<name>/<sidebar>`, another docs set's `<id>/...`:
  // the item is active in every version's sidebar of its name in its docs set.
  if (item.activeSidebar !== undefined && typeof currentSidebar === 'string' && sidebarKey(item) === currentSidebar.replace(/(^|\/)version-[^/]+\//, '$1')) return true;
  if (item.activeBaseRegex) {
    try {
      return new RegExp(item.activeBaseRegex).test(pathname);
    } catch {
      return false;
    }
  }
  const base = item.activeBasePath !== undefined ? '/' + item.activeBasePath.replace(/^\/+/, '') : item.to;
  if (!base || base === '/') return false;
  const trimmed = base.replace(/\/$/, '');
  return pathname === trimmed || pathname.startsWith(trimmed + '/');
}

/** The name an item's sidebar has across the site, versions aside: another docs set's has its id in front. */
function sidebarKey(item: NavbarItemConfig): string | undefined {
  const plugin = typeof item.docsPluginId === 'string' && item.docsPluginId !== 'default' ? item.docsPluginId : undefined;
  return plugin === undefined ? item.activeSidebar : `${plugin}/${item.activeSidebar}`;
}

/** The keys of an item that are not passed to its element as attributes. */
const ITEM_KEYS = new Set(['type', 'label', 'html', 'value', 'to', 'href', 'position', 'className', 'target', 'items', 'aria-label', 'activeBasePath', 'activeBaseRegex', 'prependBaseUrlToHref', 'activeSidebar', 'docsPluginId', 'dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled', 'docId', 'sidebarId']);


/** The label, or the item's markup (the config's own HTML) in its place. */
function Label({ item }: { item: NavbarItemConfig }) {
  return item.html !== undefined ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : <>{item.label}</>;
}

function useCurrentSidebar(): unknown {
  return useRouterState().data.sidebar;
}

/**
 * Where a `doc` or `docSidebar` item goes: the build links the latest version's doc; on the page of
 * another version it is that version's doc (or the first doc of its sidebar of that name), as
 * Docusaurus links them. A doc the version lacks keeps the latest version's.
 */
function useVersionedTarget(item: NavbarItemConfig): string | undefined {
  const { active } = useVersionsState(typeof item.docsPluginId === 'string' ? item.docsPluginId : 'default');
  if (!active || active.isLast) return item.to;
  if (typeof item.docId === 'string') return docPathIn(active, item.docId) ?? item.to;
  if (item.activeSidebar !== undefined) return active.sidebars[item.activeSidebar] ?? item.to;
  return item.to;
}

function NavLink({ item: given, role }: { item: NavbarItemConfig; role?: 'menuitem' }) {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const to = useVersionedTarget(given);
  const item = to === given.to ? given : { ...given, to };
  const active = isActive(item, pathname, useCurrentSidebar());
  const external = !!item.href && /^(?:[a-z]+:)?\/\//i.test(item.href);
  // `prependBaseUrlToHref`: an href to the site's own files (a PDF in static/) under the base URL.
  const href = item.href && item.prependBaseUrlToHref && !external ? withBaseUrl('/' + item.href.replace(/^\/+/, ''), site.baseUrl) : item.href;
  return (
    <Link
      {...linkAttributes(item, ITEM_KEYS)}
      to={item.to ?? href ?? '/'}
      role={role}
      target={item.target ?? (external ? '_blank' : undefined)}
      // Infima's names as Docusaurus gives them (a link in the bar, or in a dropdown), for site CSS.
      className={['navbar-link', role ? 'dropdown__link' : 'navbar__link', item.className, active ? (role ? 'active dropdown__link--active' : 'active navbar__link--active') : ''].filter(Boolean).join(' ')}
      aria-label={item['aria-label']}
      aria-current={active ? 'page' : undefined}
    >
      <Label item={item} />
      {external && <ExternalLinkMark newTab={!item['aria-label'] && (item.target ?? '_blank') === '_blank'} />}
    </Link>
  );
}

/** An `html` item: the config's markup, as it is. */
function HtmlItem({ item, as: Tag = 'div' }: { item: NavbarItemConfig; as?: 'div' | 'li' }) {
  return <Tag className={['navbar-html', item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
}

/**
 * `docsVersionDropdown`: every version, each linking the page being read in that version (its main
 * doc when the page is not in it), between the config's `dropdownItemsBefore` and `dropdownItemsAfter`.
 * Its label is the version of the page, or the latest one off the docs. A site with one version
 * keeps its one entry on the main doc, as this theme has always linked it (a link to the page
 * being read would go nowhere).
 */
function VersionDropdown({ item }: { item: NavbarItemConfig }) {
  const { pluginId, versions, active, activeDocId, last } = useVersionsState(typeof item.docsPluginId === 'string' ? item.docsPluginId : 'default');
  const shown = active ?? last;
  const label = shown?.label ?? '';
  const extra = (key: 'dropdownItemsBefore' | 'dropdownItemsAfter') =>
    ((Array.isArray(item[key]) ? item[key] : []) as NavbarItemConfig[]).map((child, i) =>
      child.type === 'html' ? (
        <HtmlItem key={`${key}-${i}`} item={child} as="li" />
      ) : (
        <li role="none" key={`${key}-${i}`}>
          <NavLink item={child} role="menuitem" />
        </li>
      ),
    );
  return (
    <NavbarDropdown label={label} ariaLabel={translate({ id: 'theme.navbar.docsVersionDropdown.ariaLabel', message: 'Docs version: {versionLabel}', description: 'The label of the navbar\'s versions dropdown' }, { versionLabel: label })} className={['navbar-version', item.className].filter(Boolean).join(' ')}>
      {extra('dropdownItemsBefore')}
      {versions.map((version) => {
        const current = version === shown && !item.dropdownActiveClassDisabled;
        return (
          <li role="none" key={version.name}>
            <Link role="menuitem" to={versions.length > 1 ? samePageIn(version, activeDocId) : version.mainDocPath} className={['navbar-link dropdown__link', current ? 'active dropdown__link--active' : ''].filter(Boolean).join(' ')} aria-current={version === shown ? 'true' : undefined} onClick={() => savePreferredVersion(version.name, pluginId)}>
              {version.label}
            </Link>
          </li>
        );
      })}
      {extra('dropdownItemsAfter')}
    </NavbarDropdown>
  );
}

/** `docsVersion`: a link to the main doc of the version being read (the latest off the docs), labelled with it unless the item says. */
function VersionLink({ item }: { item: NavbarItemConfig }) {
  const { active, last } = useVersionsState(typeof item.docsPluginId === 'string' ? item.docsPluginId : 'default');
  const version = active ?? last;
  const { docsPluginId: _, ...rest } = item;
  return <NavLink item={{ ...rest, type: 'link', label: item.label ?? version?.label, to: item.to ?? version?.mainDocPath, activeBasePath: item.to ? undefined : version?.path }} />;
}

/**
 * The same page in each locale. Each locale is its own built site (its own baseUrl), so its
 * entries are plain links the router does not take: the browser loads the other locale's page.
 */
function LocaleDropdown() {
  const site = useSiteConfig();
  const { pathname, search, hash } = useLocation();
  const { defaultLocale, locales, localeConfigs = {} } = site.i18n;
  const current = site.i18n.currentLocale ?? defaultLocale;
  const labelOf = (locale: string) => localeConfigs[locale]?.label ?? locale;
  return (
    <NavbarDropdown label={labelOf(current)} ariaLabel={`Language: ${labelOf(current)}`} className="navbar-locale">
      {locales.map((locale) => {
        const href = locale === current ? undefined : routeUrl(pathname, localeConfigs[locale]?.baseUrl ?? site.baseUrl, site.trailingSlash) + search + hash;
        const className = locale === current ? 'navbar-link dropdown__link active dropdown__link--active' : 'navbar-link dropdown__link';
        return (
          <li role="none" key={locale}>
            {href === undefined ? (
              <Link role="menuitem" to={pathname + search + hash} lang={localeConfigs[locale]?.htmlLang ?? locale} className={className} aria-current="true">
                {labelOf(locale)}
              </Link>
            ) : (
              <a role="menuitem" href={href} hrefLang={localeConfigs[locale]?.htmlLang ?? locale} lang={localeConfigs[locale]?.htmlLang ?? locale} className={className} target="_self">
                {labelOf(locale)}
              </a>
            )}
          </li>
        );
      })}
    </NavbarDropdown>
  );
}

/** A dropdown: its items are links (of any kind) and markup; it is active when one of its links is. */
function Dropdown({ item }: { item: NavbarItemConfig }) {
  const { pathname } = useLocation();
  const sidebar = useCurrentSidebar();
  const active = (item.items ?? []).some((child) => child.type !== 'html' && isActive(child, pathname, sidebar));
  return (
    <NavbarDropdown label={<Label item={item} />} ariaLabel={item.html !== undefined ? item['aria-label'] : undefined} className={[item.className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}>
      {item.items?.map((child, i) =>
        child.type === 'html' ? (
          <HtmlItem key={i} item={child} as="li" />
        ) : (
          <li role="none" key={i}>
            <NavLink item={child} role="menuitem" />
          </li>
        ),
      )}
    </NavbarDropdown>
  );
}

/**
 * The search box: Algolia DocSearch when `themeConfig.algolia` has its keys, else the local search.
 * DOCS_SEARCH is set by the bundler: a site without local search ships none of its search box.
 */
function SearchItem() {
  const algolia = algoliaOf(useSiteConfig().themeConfig as Record<string, unknown>);
  if (algolia) return <DocSearch algolia={algolia} />;
  return process.env.DOCS_SEARCH === 'true' ? <SearchBar /> : null;
}

/** One navbar item, by type; an unknown type is a mistake in the config, reported by name. */
export default function NavbarItem({ item: given, ...props }: { item?: NavbarItemConfig } & NavbarItemConfig) {
  // Docusaurus passes the item's fields as props (`<NavbarItem {...item} />`); the theme passes `item`.
  const item = given ?? props;
  switch (item.type ?? (item.items ? 'dropdown' : 'link')) {
    case 'link':
    case 'default':
    case 'doc':
    case 'docSidebar':
      // Without `items`; with them, an item of no type is a dropdown (below).
      return item.items ? <Dropdown item={item} /> : <NavLink item={item} />;
    case 'html':
      return <HtmlItem item={item} />;
    case 'dropdown':
      return <Dropdown item={item} />;
    case 'docsVersionDropdown':
      return <VersionDropdown item={item} />;
    case 'docsVersion':
      return <VersionLink item={item} />;
    case 'localeDropdown':
      return <LocaleDropdown />;
    case 'search':
      return <SearchItem />;
    default:
      throw new Error(`Unknown navbar item type "${item.type}": use link, doc, docSidebar, html, dropdown, docsVersion, docsVersionDropdown, localeDropdown or search.`);
  }
}
