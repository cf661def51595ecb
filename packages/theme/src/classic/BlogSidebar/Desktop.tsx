import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type { BlogSidebarProps } from '@theme/BlogSidebar';

/** The blog sidebar: its title and its posts. */
export default function BlogSidebarDesktop({ sidebar }: BlogSidebarProps) {
  return (
    <nav className="blog-sidebar" aria-labelledby="blog-sidebar-title">
      <h2 id="blog-sidebar-title" className="blog-sidebar-title">
        {sidebar.title}
      </h2>
      <BlogSidebarContent items={sidebar.items} />
    </nav>
  );
}
