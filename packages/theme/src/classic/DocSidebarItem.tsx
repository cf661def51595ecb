import type { SidebarItem } from '@docs/client';
import DocSidebarItemCategory from '@theme/DocSidebarItem/Category';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import DocSidebarItemHtml from '@theme/DocSidebarItem/Html';

export interface DocSidebarItemProps<T extends SidebarItem = SidebarItem> {
  item: T;
  activePath: string;
  level: number;
  index?: number;
  onItemClick?: (item: SidebarItem) => void;
}

/** One item of the docs sidebar, by its kind. */
export default function DocSidebarItem({ item, ...props }: DocSidebarItemProps) {
  switch (item.type) {
    case 'category':
      return <DocSidebarItemCategory item={item} {...props} />;
    case 'html':
      return <DocSidebarItemHtml item={item} {...props} />;
    default:
      return <DocSidebarItemLink item={item} {...props} />;
  }
}
