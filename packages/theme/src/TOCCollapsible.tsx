import { useRef } from 'react';
import type { TocItem } from '@docs/core/routes';
import TOCItems, { useTocItems } from '@theme/TOCItems';
import type { FlatTocItem } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';

/**
 * "On this page" above a docs page's content where the side table of contents is hidden (996 px
 * and below): closed until opened, and closed again once a heading is chosen.
 */
export default function TOCCollapsible(props: { items?: TocItem[]; toc?: FlatTocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number; className?: string }) {
  const items = useTocItems(props);
  const details = useRef<HTMLDetailsElement>(null);
  if (!items.length) return null;
  const label = translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' });
  return (
    <details ref={details} className="toc-collapsible">
      <summary>{label}</summary>
      <nav aria-label={label} onClick={(event) => (event.target as Element).closest('a') && details.current?.removeAttribute('open')}>
        <TOCItems items={items} />
      </nav>
    </details>
  );
}
