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
 * Every blog page: the sidebar of all posts (the current one marked), the page itself, and on post
 * pages the table of contents. On narrow screens the sidebar follows the content.
 */
export default function BlogLayout({ title, description, sidebar, toc, children }: BlogLayoutProps) {
  return (
    <Layout title={title} description={description} className={toc ? 'blog-layout blog-layout-with-toc' : 'blog-layout'}>
      <div className="blog-main">{children}</div>
      <BlogSidebar sidebar={sidebar} />
      {toc}
    </Layout>
  );
}
