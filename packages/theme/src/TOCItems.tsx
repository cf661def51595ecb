import type { TocItem } from '@docs/core/routes';
import { useFilteredAndTreeifiedTOC, type FlatTocItem } from '@docusaurus/theme-common';

/** Every id of a table of contents, depth first. */
export function tocIds(items: TocItem[]): string[] {
  return items.flatMap((i) => [i.id, ...tocIds(i.children)]);
}

/**
 * The headings to list: the tree the build gives, or Docusaurus's flat `toc` (as its components
 * pass it) between its levels, 2 to 3 unless told.
 */
export function useTocItems({ items, toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { items?: TocItem[]; toc?: FlatTocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }): TocItem[] {
  const tree = useFilteredAndTreeifiedTOC({ toc: toc ?? [], minHeadingLevel, maxHeadingLevel });
  return items ?? tree;
}

/**
 * The nested list of a table of contents' links; `active` marks the section being read. Links also
 * carry Infima's class names, as Docusaurus's do, for a Docusaurus site's CSS.
 */
export default function TOCItems({ items, active }: { items: TocItem[]; active?: string }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={item.id === active ? 'toc-link table-of-contents__link active table-of-contents__link--active' : 'toc-link table-of-contents__link'} aria-current={item.id === active ? 'location' : undefined}>
            {item.value}
          </a>
          {item.children.length > 0 && <TOCItems items={item.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}
