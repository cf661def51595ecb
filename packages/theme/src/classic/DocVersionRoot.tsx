import type { ReactNode } from 'react';
import { DocsVersionProvider, useDocsVersion } from '@docusaurus/theme-common';

/** The root of one docs version's pages: gives them the version of the page (`useDocsVersion`). */
export default function DocVersionRoot({ children }: { children?: ReactNode }) {
  const version = useDocsVersion();
  return <DocsVersionProvider version={version}>{children}</DocsVersionProvider>;
}
