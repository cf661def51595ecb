import type { ReactNode } from 'react';
import { DocsVersionProvider, HtmlClassNameProvider, useDocsVersion } from '@docusaurus/theme-common';

/**
 * The root of one docs version's pages: gives them the version of the page (`useDocsVersion`) and
 * puts its class (`docs-version-<name>`, or its `className` option) on `<html>`, as Docusaurus does.
 */
export default function DocVersionRoot({ children }: { children?: ReactNode }) {
  const version = useDocsVersion();
  return (
    <HtmlClassNameProvider className={version.className}>
      <DocsVersionProvider version={version}>{children}</DocsVersionProvider>
    </HtmlClassNameProvider>
  );
}
