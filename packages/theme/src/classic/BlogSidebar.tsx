import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';

export interface BlogSidebarProps {
  /** Docusaurus's shape: a title and the posts to list. */
  sidebar: { title: string; items: { title: string; permalink: string }[] };
}

/**
 * The list of posts beside every blog page (under the content on narrow screens, by CSS), and the
 * same list in the navbar's menu on narrow screens.
 */
export default function BlogSidebar({ sidebar }: BlogSidebarProps) {
  return (
    <>
      <BlogSidebarDesktop sidebar={sidebar} />
      <BlogSidebarMobile sidebar={sidebar} />
    </>
  );
}
