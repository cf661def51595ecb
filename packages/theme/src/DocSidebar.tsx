import { Link, useLocation, type SidebarItem } from '@docs/client';

function contains(item: SidebarItem, path: string): boolean {
  if (item.href === path) return true;
  return item.type === 'category' && item.items.some((i) => contains(i, path));
}

function Items({ items, path }: { items: SidebarItem[]; path: string }) {
  return (
    <ul>
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li key={i} className={item.className}>
            <Link to={item.href} className={item.href === path ? 'active' : undefined} aria-current={item.href === path ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : (
          <li key={i} className={item.className}>
            <details open={!item.collapsed || contains(item, path)}>
              <summary>{item.href ? <Link to={item.href} className={item.href === path ? 'active' : undefined}>{item.label}</Link> : item.label}</summary>
              <Items items={item.items} path={path} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

export default function DocSidebar({ items }: { items: SidebarItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav className="doc-sidebar" aria-label="Docs sidebar">
      <Items items={items} path={pathname} />
    </nav>
  );
}
