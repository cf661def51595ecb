import { useDocsSidebar } from '@docs/client';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common';
import DocSidebar from '@theme/DocSidebar';
import { translate } from '@docusaurus/Translate';

/** Under the navbar's items: the docs sidebar of the page, or what the page filled in (a blog's posts). */
export default function NavbarMobileSidebarSecondaryMenu() {
  const sidebar = useDocsSidebar();
  const filled = useNavbarSecondaryMenu();
  if (sidebar) return <DocSidebar items={sidebar} label={translate({ id: 'theme.navbar.mobileSidebar.docsSidebarAriaLabel', message: 'Docs sidebar (menu)', description: 'The label of the docs sidebar inside the small-screen menu' })} />;
  return filled.shown ? <>{filled.content}</> : null;
}
