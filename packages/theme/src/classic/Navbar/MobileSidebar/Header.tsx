import { translate } from '@docusaurus/Translate';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common';

/** The menu's header: its close button. */
export default function NavbarMobileSidebarHeader() {
  const { toggle } = useNavbarMobileSidebar();
  return (
    <div className="mobile-sidebar-header">
      <button type="button" className="mobile-sidebar-close" aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation bar' })} onClick={toggle}>
        ×
      </button>
    </div>
  );
}
