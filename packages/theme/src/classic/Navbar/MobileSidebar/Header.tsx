import { useNavbarMobileSidebar } from '@docusaurus/theme-common';
import IconClose from '@theme/Icon/Close';
import Logo from '@theme/Logo';

/** The menu's header: the brand and the close button. */
export default function NavbarMobileSidebarHeader() {
  const { toggle } = useNavbarMobileSidebar();
  return (
    <div className="mobile-sidebar-header">
      <Logo />
      <button type="button" className="mobile-sidebar-close" aria-label="Close navigation bar" onClick={toggle}>
        <IconClose />
      </button>
    </div>
  );
}
