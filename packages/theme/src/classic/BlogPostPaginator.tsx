import { Link } from '@docs/client';

type Item = { title: string; permalink: string };

/** The links to the newer (`prevItem`) and older (`nextItem`) posts under a post. */
export default function BlogPostPaginator({ prevItem, nextItem }: { prevItem?: Item; nextItem?: Item }) {
  if (!prevItem && !nextItem) return null;
  return (
    <nav className="pagination" aria-label="Blog posts">
      {prevItem && (
        <Link to={prevItem.permalink} className="pagination-prev">
          <span>Newer post</span> {prevItem.title}
        </Link>
      )}
      {nextItem && (
        <Link to={nextItem.permalink} className="pagination-next">
          <span>Older post</span> {nextItem.title}
        </Link>
      )}
    </nav>
  );
}
