import { useNavbarMobileSidebar } from '@docusaurus/theme-common';
import IconMenu from '@theme/Icon/Menu';

/** The button that opens the navbar's menu on narrow screens. */
export default function NavbarMobileSidebarToggle() {
  const { shown, toggle } = useNavbarMobileSidebar();
  return (
    <button type="button" className="navbar-toggle" aria-label="Toggle navigation bar" aria-expanded={shown} onClick={toggle}>
      <IconMenu width={24} height={24} />
    </button>
  );
}
