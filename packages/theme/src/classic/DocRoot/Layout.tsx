import type { ReactNode } from 'react';
import { useDocsSidebar, useThemeConfig } from '@docusaurus/theme-common';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';
import { useHiddenDocSidebar } from '../../hiddenDocSidebar.ts';

/** The sidebar beside the page's column; with `docs.sidebar.hideable`, a reader can collapse it. */
export default function DocRootLayout({ children }: { children?: ReactNode }) {
  const sidebar = useDocsSidebar();
  const hideable = useThemeConfig().docs?.sidebar?.hideable === true;
  const [hidden, setHidden] = useHiddenDocSidebar();
  const hiddenSidebarContainer = hideable && hidden;
  return (
    <>
      {sidebar && (
        <DocRootLayoutSidebar
          sidebar={sidebar.items}
          hiddenSidebarContainer={hiddenSidebarContainer}
          setHiddenSidebarContainer={hideable ? setHidden : undefined}
        />
      )}
      <DocRootLayoutMain hiddenSidebarContainer={hiddenSidebarContainer}>{children}</DocRootLayoutMain>
    </>
  );
}
