import type { SidebarItem } from '@docs/client';
import DocSidebar from '@theme/DocSidebar';

export interface DocRootLayoutSidebarProps {
  sidebar: SidebarItem[];
  hiddenSidebarContainer?: boolean;
  setHiddenSidebarContainer?: (hidden: boolean) => void;
}

/** The docs sidebar of the page. */
export default function DocRootLayoutSidebar({ sidebar }: DocRootLayoutSidebarProps) {
  return <DocSidebar items={sidebar} />;
}
