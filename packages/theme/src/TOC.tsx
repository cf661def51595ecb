import type { TocItem } from '@docs/core/routes';
import { useActiveHeading } from '@theme/hooks/useActiveHeading';

function flatten(items: TocItem[]): string[] {
  return items.flatMap((i) => [i.id, ...flatten(i.children)]);
}

function List({ items, active }: { items: TocItem[]; active?: string }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={item.id === active ? 'toc-link active' : 'toc-link'} aria-current={item.id === active ? 'location' : undefined}>
            {item.value}
          </a>
          {item.children.length > 0 && <List items={item.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": the page's h2–h3 headings, the one being read highlighted. */
export default function TOC({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(flatten(items));
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <List items={items} active={active} />
    </nav>
  );
}
