import { useCallback, useState, type CSSProperties, type ElementType, type ReactNode } from 'react';

/** Open/closed state for a collapsible part of a component. */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }): { collapsed: boolean; setCollapsed: (collapsed: boolean) => void; toggleCollapsed: () => void } {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

export interface CollapsibleProps {
  as?: ElementType;
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  /** Docusaurus mounts lazy content on first open; here it is always in the page (find-in-page and crawlers see it). */
  lazy?: boolean;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
  animation?: unknown;
  style?: CSSProperties;
}

/** Content shown or hidden by `collapsed`: hidden content stays in the markup, out of view and out of the tab order. */
export function Collapsible({ as: As = 'div', collapsed, children, className, style, onCollapseTransitionEnd }: CollapsibleProps) {
  return (
    <As className={className} style={collapsed ? { display: 'none', overflow: 'hidden', height: 0, ...style } : style} hidden={collapsed || undefined} onTransitionEnd={() => onCollapseTransitionEnd?.(collapsed)}>
      {children}
    </As>
  );
}
