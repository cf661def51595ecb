import { useSiteConfig } from '@docs/client';
import NavbarItem, { type NavbarItemConfig } from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';

function NavbarItems({ items, className }: { items: NavbarItemConfig[]; className: string }) {
  return (
    <div className={className}>
      {items.map((item, i) => (
        <NavbarItem key={i} item={item} />
      ))}
    </div>
  );
}

/**
 * What the bar holds: the mobile menu's toggle (CSS shows it on narrow screens only, so the server's
 * HTML is right at every width), the logo, the config's items left and right, the colour mode switch.
 */
export default function NavbarContent() {
  const items = useSiteConfig().navbar.items as NavbarItemConfig[];
  return (
    <>
      <NavbarMobileSidebarToggle />
      <NavbarLogo />
      <NavbarItems items={items.filter((i) => i.position !== 'right')} className="navbar-items" />
      <NavbarItems items={items.filter((i) => i.position === 'right')} className="navbar-items navbar-items-right" />
      <NavbarColorModeToggle />
    </>
  );
}
