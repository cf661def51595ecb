import { translate } from '@docusaurus/Translate';
import type { TocItem } from '@docs/core/routes';
import { useActiveHeading } from '@theme/hooks/useActiveHeading';
import TOCItems, { tocIds, useTocItems } from '@theme/TOCItems';
import type { FlatTocItem } from '@docusaurus/theme-common';

/** "On this page": the page's h2–h3 headings, the one being read highlighted. */
export default function TOC(props: { items?: TocItem[]; toc?: FlatTocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number; className?: string }) {
  const items = useTocItems(props);
  const active = useActiveHeading(tocIds(items));
  if (!items.length) return null;
  const title = translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' });
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc-title">{title}</p>
      <TOCItems items={items} active={active} />
    </nav>
  );
}
