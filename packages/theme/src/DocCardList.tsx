import { Link } from '@docs/client';

export interface DocCard {
  label: string;
  href: string;
  description?: string;
}

/** Cards linking to docs: used by category index pages and tag pages. */
export default function DocCardList({ items }: { items: DocCard[] }) {
  return (
    <ul className="card-list">
      {items.map((item) => (
        <li key={item.href} className="card">
          <Link to={item.href}>
            <h2>{item.label}</h2>
            {item.description && <p>{item.description}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
