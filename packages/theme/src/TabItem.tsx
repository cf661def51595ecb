import type { HTMLAttributes, ReactNode } from 'react';

export interface TabItemProps {
  /** Identifies the tab within its `<Tabs>`, and in the stored choice of a `groupId`. */
  value: string;
  /** The tab's label; the value when omitted. */
  label?: string;
  /** Marks the tab shown first, when `<Tabs>` has no `defaultValue`. */
  default?: boolean;
  /** Extra attributes of the tab button (a `className`, a `data-*` for styling). */
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
  /** Set by `<Tabs>`: the panel's id, its tab's id, and whether it is the shown panel. */
  id?: string;
  'aria-labelledby'?: string;
  hidden?: boolean;
}

/**
 * One panel of `<Tabs>`. Hidden panels stay in the DOM with the `hidden` attribute, so their text
 * is in the HTML for search engines and find-in-page tools, and switching needs no render.
 */
export default function TabItem({ children, hidden, className, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  const panel: HTMLAttributes<HTMLDivElement> = { id, role: labelledBy ? 'tabpanel' : undefined, 'aria-labelledby': labelledBy, tabIndex: labelledBy ? 0 : undefined };
  return (
    <div {...panel} hidden={hidden} className={['tab-panel', className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
