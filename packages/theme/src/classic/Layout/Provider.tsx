import type { ReactNode } from 'react';
import { NavbarMobileSidebarProvider } from '@docusaurus/theme-common';

/**
 * The providers a page's layout renders inside. The app itself provides the site config, the router
 * and the docs sidebar, and the colour mode lives on `<html>`; what is left is the mobile menu's state.
 */
export default function LayoutProvider({ children }: { children: ReactNode }) {
  return <NavbarMobileSidebarProvider>{children}</NavbarMobileSidebarProvider>;
}
