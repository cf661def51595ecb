import { Link, useRouterState } from '@docs/client';

/** The posts of the blog sidebar, the current one marked. */
export default function BlogSidebarContent({ items }: { items: { title: string; permalink: string }[] }) {
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
