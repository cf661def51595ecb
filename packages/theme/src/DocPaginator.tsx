import { Link } from '@docs/client';
import type { NavLink } from '@docs/core/routes';

/** The previous/next links under a docs page or a category's generated index. */
export default function DocPaginator({ previous, next }: { previous?: NavLink; next?: NavLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {previous && (
        <Link to={previous.href} className="pagination-prev">
          <span>Previous</span> {previous.label}
        </Link>
      )}
      {next && (
        <Link to={next.href} className="pagination-next">
          <span>Next</span> {next.label}
        </Link>
      )}
    </nav>
  );
}
