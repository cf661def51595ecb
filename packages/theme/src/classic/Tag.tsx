import { Link } from '@docs/client';

export interface TagProps {
  permalink: string;
  label: string;
  count?: number;
  description?: string;
}

/** A link to a tag's page, with its count on a tags page. */
export default function Tag({ permalink, label, count, description }: TagProps) {
  return (
    <Link to={permalink} title={description}>
      {label}
      {count !== undefined && <span className="tag-count">{count}</span>}
    </Link>
  );
}
