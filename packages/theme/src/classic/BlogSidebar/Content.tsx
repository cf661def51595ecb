import { Link, useRouterState } from '@docs/client';
import { useThemeConfig } from '@docusaurus/theme-common';
import { groupPostsByYear, type BlogSidebarPost } from '../../blogSidebarYears.ts';

export interface BlogSidebarContentProps {
  items: BlogSidebarPost[];
  /** Docusaurus's prop: a class for each year's heading. */
  yearGroupHeadingClassName?: string;
}

function PostList({ items }: { items: BlogSidebarPost[] }) {
  const { path } = useRouterState();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.permalink}>
          <Link to={item.permalink} aria-current={item.permalink === path ? 'page' : undefined}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The posts of the blog sidebar, the current one marked. With `themeConfig.blog.sidebar.groupByYear`
 * (on unless the site turns it off, as in Docusaurus 3) the posts sit under a heading per year.
 */
export default function BlogSidebarContent({ items, yearGroupHeadingClassName }: BlogSidebarContentProps) {
  const { blog } = useThemeConfig();
  if (blog?.sidebar?.groupByYear === false) return <PostList items={items} />;
  return (
    <>
      {groupPostsByYear(items).map(([year, posts]) => {
        const id = `blog-sidebar-year-${year || 'undated'}`;
        return (
          <div key={year} role="group" aria-labelledby={year ? id : undefined} className="blog-sidebar-year-group">
            {year && (
              <h3 id={id} className={['blog-sidebar-year', yearGroupHeadingClassName].filter(Boolean).join(' ')}>
                {year}
              </h3>
            )}
            <PostList items={posts} />
          </div>
        );
      })}
    </>
  );
}
