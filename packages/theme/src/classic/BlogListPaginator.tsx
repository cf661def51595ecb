import { Link } from '@docs/client';

export interface BlogListPaginatorProps {
  /** Docusaurus's names: `previousPage` holds the newer posts, `nextPage` the older. */
  metadata: { previousPage?: string | null; nextPage?: string | null };
  /** What the navigation is called for screen readers. */
  label?: string;
}

/** The links to the pages of newer and older posts under a list of posts, each arrow on its label's line. */
export default function BlogListPaginator({ metadata, label = 'Blog list pages' }: BlogListPaginatorProps) {
  const { previousPage, nextPage } = metadata;
  if (!previousPage && !nextPage) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {previousPage && (
        <Link to={previousPage} className="pagination-prev">
          <span className="pagination-arrow" aria-hidden="true">
            ←{' '}
          </span>
          Newer posts
        </Link>
      )}
      {nextPage && (
        <Link to={nextPage} className="pagination-next">
          Older posts
          <span className="pagination-arrow" aria-hidden="true">
            {' '}→
          </span>
        </Link>
      )}
    </nav>
  );
}
