import { useEffect, useRef } from 'react';
import type { SidebarItem } from '@docs/client';
import DocSidebar from '@theme/DocSidebar';
import ExpandButton from '@theme/DocRoot/Layout/Sidebar/ExpandButton';

export interface DocRootLayoutSidebarProps {
  sidebar: SidebarItem[];
  hiddenSidebarContainer?: boolean;
  /** Given when the sidebar is hideable (`themeConfig.docs.sidebar.hideable`). */
  setHiddenSidebarContainer?: (hidden: boolean) => void;
}

/**
 * The docs sidebar of the page, or, once a reader has collapsed it, the narrow button that brings it
 * back. Focus follows the toggle to the button that undoes it, so a keyboard reader is not sent
 * back to the top of the page.
 */
export default function DocRootLayoutSidebar({ sidebar, hiddenSidebarContainer = false, setHiddenSidebarContainer }: DocRootLayoutSidebarProps) {
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    document.querySelector<HTMLElement>(hiddenSidebarContainer ? '.doc-sidebar-expand' : '.doc-sidebar-collapse')?.focus();
  }, [hiddenSidebarContainer]);
  const toggle = setHiddenSidebarContainer
    ? (hidden: boolean) => () => {
        toggled.current = true;
        setHiddenSidebarContainer(hidden);
      }
    : undefined;
  if (hiddenSidebarContainer && toggle) return <ExpandButton toggleSidebar={toggle(false)} />;
  return <DocSidebar items={sidebar} onCollapse={toggle?.(true)} />;
}
