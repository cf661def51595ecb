import { Link, type SidebarLinkItem } from '@docs/client';
import type { DocSidebarItemProps } from '@theme/DocSidebarItem';

/** A link of the docs sidebar, marked when it is the current page. */
export default function DocSidebarItemLink({ item, activePath, onItemClick }: DocSidebarItemProps<SidebarLinkItem>) {
  const active = item.href === activePath;
  return (
    <li className={item.className}>
      <Link to={item.href} className={['sidebar-link', active ? 'active' : ''].join(' ')} aria-current={active ? 'page' : undefined} onClick={onItemClick ? () => onItemClick(item) : undefined}>
        {item.label}
      </Link>
    </li>
  );
}
