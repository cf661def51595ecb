import { useDocsSidebar } from '@docs/client';
import DocSidebar from '@theme/DocSidebar';

/** The docs sidebar of the page, under the navbar's items. */
export default function NavbarMobileSidebarSecondaryMenu() {
  const sidebar = useDocsSidebar();
  return sidebar ? <DocSidebar items={sidebar} label="Docs sidebar (menu)" /> : null;
}
