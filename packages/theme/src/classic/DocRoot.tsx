import type { ReactNode } from 'react';
import { useDoc, useDocsSidebar, useThemeConfig } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import { useHiddenDocSidebar } from '../hiddenDocSidebar.ts';

/** The frame of a docs page: the site layout, the docs sidebar when the page has one, and the page. */
export default function DocRoot({ children }: { children?: ReactNode }) {
  const { data } = useDoc();
  const sidebar = useDocsSidebar();
  const hideable = useThemeConfig().docs?.sidebar?.hideable === true;
  const [hidden] = useHiddenDocSidebar();
  const className = !sidebar ? 'doc-layout doc-layout-no-sidebar' : hideable && hidden ? 'doc-layout doc-layout-sidebar-hidden' : 'doc-layout';
  return (
    <Layout title={data.title} description={data.description} className={className}>
      <DocRootLayout>{children}</DocRootLayout>
    </Layout>
  );
}
