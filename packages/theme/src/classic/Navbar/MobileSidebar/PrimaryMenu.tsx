import { useSiteConfig } from '@docs/client';
import NavbarItem, { type NavbarItemConfig } from '@theme/NavbarItem';
import { translate } from '@docusaurus/Translate';

/** The navbar's items, one under the other (search stays in the bar). */
export default function NavbarMobileSidebarPrimaryMenu() {
  const items = useSiteConfig().navbar.items as NavbarItemConfig[];
  return (
    <nav aria-label={translate({ id: 'theme.navbar.mobileSidebar.primaryMenuAriaLabel', message: 'Main menu', description: 'The label of the navbar items in the small-screen menu' })} className="mobile-sidebar-items">
      <ul>
        {items.filter((item) => item.type !== 'search').map((item, i) => (
          <li key={i}>
            <NavbarItem item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
