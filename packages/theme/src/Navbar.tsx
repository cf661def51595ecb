import { NavbarMobileSidebarProvider } from '@docusaurus/theme-common';
import NavbarLayout from '@theme/Navbar/Layout';
import NavbarContent from '@theme/Navbar/Content';

export { MOBILE_BREAKPOINT } from './navbarBreakpoint.ts';
/** Logo paths are relative to static/, like the favicon (see `config/LogoImage.tsx`). */
export { logoUrl } from './config/LogoImage.tsx';

/**
 * The fixed top bar, composed as Docusaurus composes it: `Navbar/Layout` (the bar, hidden on
 * scroll, with the mobile menu) around `Navbar/Content` (menu toggle, logo, items, colour mode
 * switch). Every part is imported through `@theme/`, so a site's shadow of any of them applies.
 * The menu's state is the layout's; a navbar a site renders outside the layout gets its own.
 */
export default function Navbar() {
  return (
    <NavbarMobileSidebarProvider>
      <NavbarLayout>
        <NavbarContent />
      </NavbarLayout>
    </NavbarMobileSidebarProvider>
  );
}
