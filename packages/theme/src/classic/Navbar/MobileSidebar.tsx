import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

/** The navbar's menu on narrow screens, there while `useNavbarMobileSidebar().shown`; the page under it does not scroll. */
export default function NavbarMobileSidebar() {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  if (!mobileSidebar.shouldRender || !mobileSidebar.shown) return null;
  return <NavbarMobileSidebarLayout header={<NavbarMobileSidebarHeader />} primaryMenu={<NavbarMobileSidebarPrimaryMenu />} secondaryMenu={<NavbarMobileSidebarSecondaryMenu />} />;
}
