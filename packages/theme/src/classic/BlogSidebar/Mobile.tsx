import { useMemo } from 'react';
import { NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type { BlogSidebarProps } from '@theme/BlogSidebar';

/** The blog's posts as the mobile menu shows them, under the navbar's items. */
function BlogSidebarMobileMenu({ sidebar }: BlogSidebarProps) {
  return (
    // Named apart from the list under the page's content, which is also a navigation landmark.
    <nav className="blog-sidebar blog-sidebar-menu" aria-label={`${sidebar.title} (menu)`}>
      <h2 className="blog-sidebar-title">
        {sidebar.title}
      </h2>
      <BlogSidebarContent items={sidebar.items} />
    </nav>
  );
}

/**
 * The blog sidebar on narrow screens: in the navbar's menu, as in Docusaurus, so a phone reader
 * reaches every post without scrolling past the page's posts first (the theme's blog layout also
 * keeps the list under the content).
 */
export default function BlogSidebarMobile({ sidebar }: BlogSidebarProps) {
  // The same props while the sidebar is the same, so the menu is not filled again on every render.
  const props = useMemo(() => ({ sidebar }), [sidebar]);
  return <NavbarSecondaryMenuFiller component={BlogSidebarMobileMenu} props={props} />;
}
