import type { ReactNode } from 'react';

/** The page's column. The layout's grid is on `<main>` itself, so this part adds no element of its own. */
export default function DocRootLayoutMain({ children }: { children?: ReactNode; hiddenSidebarContainer?: boolean }) {
  return <>{children}</>;
}
