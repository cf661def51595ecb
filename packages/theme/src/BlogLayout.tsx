import type { ReactNode } from 'react';
import { Link, useRouterState } from '@docs/client';
import Layout from '@theme/Layout';

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
  const { path } = useRouterState();
  return (
    <Layout title={title} description={description} className={toc ? 'blog-layout blog-layout-with-toc' : 'blog-layout'}>
      <div className="blog-main">{children}</div>
      <nav className="blog-sidebar" aria-labelledby="blog-sidebar-title">
        <h2 id="blog-sidebar-title" className="blog-sidebar-title">
          {sidebar.title}
        </h2>
        <ul>
          {sidebar.items.map((item) => (
            <li key={item.permalink}>
              <Link to={item.permalink} aria-current={item.permalink === path ? 'page' : undefined}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {toc}
    </Layout>
  );
}
