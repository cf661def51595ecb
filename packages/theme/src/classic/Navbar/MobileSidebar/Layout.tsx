import type { ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common';

/** The menu's panel over the page: its header, then the navbar's items and the docs sidebar. */
export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: { header: ReactNode; primaryMenu: ReactNode; secondaryMenu: ReactNode }) {
  const { toggle } = useNavbarMobileSidebar();
  return (
    <div className="mobile-sidebar" role="dialog" aria-modal="true" aria-label="Navigation menu">
      <div className="mobile-sidebar-backdrop" onClick={toggle} />
      <div className="mobile-sidebar-panel">
        {header}
        {primaryMenu}
        {secondaryMenu}
      </div>
    </div>
  );
}
