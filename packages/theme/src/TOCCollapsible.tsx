import { useRef } from 'react';
import type { TocItem } from '@docs/core/routes';
import TOCItems, { useTocItems } from '@theme/TOCItems';
import type { FlatTocItem } from '@docusaurus/theme-common';

/**
 * "On this page" above a docs page's content where the side table of contents is hidden (996 px
 * and below): closed until opened, and closed again once a heading is chosen.
 */
export default function TOCCollapsible(props: { items?: TocItem[]; toc?: FlatTocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number; className?: string }) {
  const items = useTocItems(props);
  const details = useRef<HTMLDetailsElement>(null);
  if (!items.length) return null;
  return (
    <details ref={details} className="toc-collapsible">
      <summary>On this page</summary>
      <nav aria-label="On this page" onClick={(event) => (event.target as Element).closest('a') && details.current?.removeAttribute('open')}>
        <TOCItems items={items} />
      </nav>
    </details>
  );
}
