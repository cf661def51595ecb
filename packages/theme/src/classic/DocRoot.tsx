import type { ReactNode } from 'react';
import { useDoc, useDocsSidebar } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';

/** The frame of a docs page: the site layout, the docs sidebar when the page has one, and the page. */
export default function DocRoot({ children }: { children?: ReactNode }) {
  const { data } = useDoc();
  const sidebar = useDocsSidebar();
  return (
    <Layout title={data.title} description={data.description} className={sidebar ? 'doc-layout' : 'doc-layout doc-layout-no-sidebar'}>
      <DocRootLayout>{children}</DocRootLayout>
    </Layout>
  );
}
