import type { ReactNode } from 'react';

/**
 * Docusaurus's route component above all docs pages. Each docs page here is its own route, so
 * this root holds no routes: it renders the page inside it, and a site's wrapper of it wraps every docs page.
 */
export default function DocsRoot({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
