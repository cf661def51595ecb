import type { TocItem } from '@docs/core/routes';

/** Every id of a table of contents, depth first. */
export function tocIds(items: TocItem[]): string[] {
  return items.flatMap((i) => [i.id, ...tocIds(i.children)]);
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
