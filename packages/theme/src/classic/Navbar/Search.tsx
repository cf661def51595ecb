import type { ReactNode } from 'react';

/** Where the navbar puts its search box. */
export default function NavbarSearch({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={['navbar-search', className].filter(Boolean).join(' ')}>{children}</div>;
}
