import { translate } from '@docusaurus/Translate';
import { Link } from '@docs/client';

type Item = { title: string; permalink: string };

/** The links to the newer (`prevItem`) and older (`nextItem`) posts under a post. */
export default function BlogPostPaginator({ prevItem, nextItem }: { prevItem?: Item; nextItem?: Item }) {
  if (!prevItem && !nextItem) return null;
  return (
    <nav className="pagination" aria-label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog posts' })}>
      {prevItem && (
        <Link to={prevItem.permalink} className="pagination-prev">
          <span>{translate({ id: 'theme.blog.post.paginator.newerPost', message: 'Newer post' })}</span> {prevItem.title}
        </Link>
      )}
      {nextItem && (
        <Link to={nextItem.permalink} className="pagination-next">
          <span>{translate({ id: 'theme.blog.post.paginator.olderPost', message: 'Older post' })}</span> {nextItem.title}
        </Link>
      )}
    </nav>
  );
}
