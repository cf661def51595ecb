import { translate } from '@docusaurus/Translate';
import { Link } from '@docs/client';

export interface BlogListPaginatorProps {
  /** Docusaurus's names: `previousPage` holds the newer posts, `nextPage` the older. */
  metadata: { previousPage?: string | null; nextPage?: string | null };
  /** What the navigation is called for screen readers. */
  label?: string;
}

/** The links to the pages of newer and older posts under a list of posts, each arrow on its label's line. */
export default function BlogListPaginator({ metadata, label = translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list pages' }) }: BlogListPaginatorProps) {
  const { previousPage, nextPage } = metadata;
  if (!previousPage && !nextPage) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {previousPage && (
        <Link to={previousPage} className="pagination-prev">
          <span className="pagination-arrow" aria-hidden="true">
            ←{' '}
          </span>
          {translate({ id: 'theme.blog.paginator.newerEntries', message: 'Newer posts' })}
        </Link>
      )}
      {nextPage && (
        <Link to={nextPage} className="pagination-next">
          {translate({ id: 'theme.blog.paginator.olderEntries', message: 'Older posts' })}
          <span className="pagination-arrow" aria-hidden="true">
            {' '}→
          </span>
        </Link>
      )}
    </nav>
  );
}
