import type { ReactNode } from 'react';
import Admonition from '@theme/Admonition';

/** An admonition's frame for the given type, title and icon (the parts Docusaurus's admonitions are made of). */
export default function AdmonitionLayout({ type, title, icon, className, children }: { type: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <Admonition type={type} title={title} icon={icon} className={className}>
      {children}
    </Admonition>
  );
}
