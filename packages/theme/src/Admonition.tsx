import type { ReactNode } from 'react';

const LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', danger: 'Danger' };

export interface AdmonitionProps {
  type: 'note' | 'tip' | 'info' | 'caution' | 'danger';
  title?: string;
  children: ReactNode;
}

export default function Admonition({ type, title, children }: AdmonitionProps) {
  return (
    <aside className={`admonition admonition-${type}`} aria-label={title ?? LABELS[type]}>
      <p className="admonition-heading">{title ?? LABELS[type]}</p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
