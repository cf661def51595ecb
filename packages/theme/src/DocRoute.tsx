import { useMemo } from 'react';
import { useLocation, type RouteProps } from '@docs/client';
import type { DocRouteData } from '@docs/core/routes';
import { DocProvider, docContextOf } from '@docusaurus/theme-common';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';
import DocRoot from '@theme/DocRoot';
import DocItem from '@theme/DocItem';

/**
 * A docs page, composed as Docusaurus composes it (`DocsRoot` › `DocVersionRoot` › `DocRoot` ›
 * `DocItem`), every part through `@theme/` so a site's shadow of any of them takes effect. The
 * doc's metadata and content reach the parts through `useDoc()`.
 */
export default function DocRoute({ data, Content }: RouteProps<DocRouteData>) {
  const { pathname } = useLocation();
  const doc = useMemo(() => docContextOf(data, pathname, Content), [data, pathname, Content]);
  return (
    <DocProvider value={doc}>
      <DocsRoot>
        <DocVersionRoot>
          <DocRoot>
            <DocItem />
          </DocRoot>
        </DocVersionRoot>
      </DocsRoot>
    </DocProvider>
  );
}
