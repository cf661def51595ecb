/** A post as the blog sidebar lists it. `date` is `YYYY-MM-DD`; older route data may lack it. */
export interface BlogSidebarPost {
  title: string;
  permalink: string;
  date?: string;
}

/**
 * The sidebar's posts in year groups (`themeConfig.blog.sidebar.groupByYear`), years in the order
 * their first post appears and posts kept in their order, so a newest-first list stays newest
 * first. The year is read from the date's text, not through `Date`, so no time zone moves a
 * 1 January post into the year before.
 */
export function groupPostsByYear(items: BlogSidebarPost[]): [string, BlogSidebarPost[]][] {
  const groups = new Map<string, BlogSidebarPost[]>();
  for (const item of items) {
    const year = /^\d{4}/.exec(item.date ?? '')?.[0] ?? '';
    const group = groups.get(year);
    if (group) group.push(item);
    else groups.set(year, [item]);
  }
  return [...groups];
}
