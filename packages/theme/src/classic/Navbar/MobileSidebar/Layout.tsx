import { useEffect, useRef, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common';
import { useFocusTrap } from '@theme/hooks/useFocusTrap';
import { translate } from '@docusaurus/Translate';

/**
 * The menu's panel over the page, a modal dialog: its header, then the navbar's items and the docs
 * sidebar. Focus stays inside while it is open; Escape and the backdrop close it.
 */
export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: { header: ReactNode; primaryMenu: ReactNode; secondaryMenu: ReactNode }) {
  const { toggle } = useNavbarMobileSidebar();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, toggle);
  // The menu opens where the reader is: a page deep in a long sidebar is brought to the middle of
  // the panel instead of leaving them at the top of the sidebar.
  useEffect(() => {
    const box = panel.current;
    const current = box?.querySelector<HTMLElement>('.doc-sidebar [aria-current="page"]');
    if (!box || !current) return;
    const offset = current.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (offset + current.offsetHeight > box.clientHeight) box.scrollTop += offset - (box.clientHeight - current.offsetHeight) / 2;
  }, []);
  return (
    <div className="mobile-sidebar" role="dialog" aria-modal="true" aria-label={translate({ id: 'theme.navbar.mobileSidebar.ariaLabel', message: 'Navigation menu', description: 'The label of the navigation menu that opens on small screens' })}>
      <div className="mobile-sidebar-backdrop" onClick={toggle} />
      <div ref={panel} className="mobile-sidebar-panel">
        {header}
        {primaryMenu}
        {secondaryMenu}
      </div>
    </div>
  );
}
