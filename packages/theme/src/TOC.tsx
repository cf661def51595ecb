export interface TocItem {
  value: string;
  id: string;
  level: number;
  children: TocItem[];
}

function List({ items }: { items: TocItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
          {item.children.length > 0 && <List items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

export default function TOC({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <List items={items} />
    </nav>
  );
}
