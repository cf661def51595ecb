import type { SidebarItem } from '@docs/client';
import DocSidebarItem from '@theme/DocSidebarItem';
import { SiblingCategories } from '../sidebarAutoCollapse.tsx';

export interface DocSidebarItemsProps {
  items: readonly SidebarItem[];
  activePath: string;
  level: number;
  /** The list's id, for the button of the category that opens it. */
  id?: string;
  onItemClick?: (item: SidebarItem) => void;
}

/** A list of sidebar items, one level of the sidebar. */
export default function DocSidebarItems({ items, activePath, level, id, onItemClick }: DocSidebarItemsProps) {
  return (
    <SiblingCategories>
      <ul id={id}>
        {items.map((item, i) => (
          <DocSidebarItem key={i} item={item} activePath={activePath} level={level} index={i} onItemClick={onItemClick} />
        ))}
      </ul>
    </SiblingCategories>
  );
}
