import { Link, type SidebarLinkItem } from '@docs/client';
import type { DocSidebarItemProps } from '@theme/DocSidebarItem';
import { sidebarLinkClass } from '../../sidebarLinkClass.ts';

/** A link of the docs sidebar, marked when it is the current page. */
export default function DocSidebarItemLink({ item, activePath, onItemClick }: DocSidebarItemProps<SidebarLinkItem>) {
  const active = item.href === activePath;
  return (
    <li className={item.className}>
      <Link to={item.href} className={sidebarLinkClass(active)} aria-current={active ? 'page' : undefined} onClick={onItemClick ? () => onItemClick(item) : undefined}>
        {item.label}
      </Link>
    </li>
  );
}
