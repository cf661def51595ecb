import type { ReactNode } from 'react';
import { useSiteConfig } from '@docs/client';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import { useHideOnScroll } from '../../hooks/useHideOnScroll.ts';
import { translate } from '@docusaurus/Translate';

/**
 * The navbar's frame: the bar (its style, hidden while the reader scrolls down when the config
 * says so, never while the menu is open), the `Main` navigation holding `children` (the
 * `Navbar/Content`), and the mobile menu.
 */
export default function NavbarLayout({ children }: { children?: ReactNode }) {
  const { navbar } = useSiteConfig();
  const { shown } = useNavbarMobileSidebar();
  const hidden = useHideOnScroll(navbar.hideOnScroll) && !shown;
  return (
    <header className={['navbar', navbar.style && `navbar--${navbar.style}`, hidden ? 'navbar-hidden' : ''].filter(Boolean).join(' ')}>
      <nav aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main', description: 'The label of the main navigation' })} className="navbar-inner">
        {children}
      </nav>
      <NavbarMobileSidebar />
    </header>
  );
}
