import type { ReactNode } from 'react';
import { useDocsSidebar } from '@docusaurus/theme-common';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';

/** The sidebar beside the page's column. */
export default function DocRootLayout({ children }: { children?: ReactNode }) {
  const sidebar = useDocsSidebar();
  return (
    <>
      {sidebar && <DocRootLayoutSidebar sidebar={sidebar.items} />}
      <DocRootLayoutMain>{children}</DocRootLayoutMain>
    </>
  );
}
