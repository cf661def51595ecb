import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';

import type { BlogSidebarData } from '@docs/core/routes';

export interface BlogLayoutProps {
  title: string;
  description?: string;
  sidebar: BlogSidebarData;
  /** The table of contents of a post page, beside the content on wide screens. */
  toc?: ReactNode;
  children: ReactNode;
}

/**
 * Every blog page: the sidebar of all posts (the current one marked) when it lists any, the page
 * itself, and on post pages the table of contents. On narrow screens the sidebar follows the content.
 */
export default function BlogLayout({ title, description, sidebar, toc, children }: BlogLayoutProps) {
  // `blogSidebarCount: 0` lists no post: Docusaurus then drops the sidebar and widens the page.
  const hasSidebar = sidebar.items.length > 0;
  const className = ['blog-layout', toc && 'blog-layout-with-toc', !hasSidebar && 'blog-layout-no-sidebar'].filter(Boolean).join(' ');
  return (
    <Layout title={title} description={description} className={className}>
      <div className="blog-main">{children}</div>
      {hasSidebar && <BlogSidebar sidebar={sidebar} />}
      {toc}
    </Layout>
  );
}
