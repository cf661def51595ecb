import { translate } from '@docusaurus/Translate';
import { Link } from '@docs/client';
import type { NavLink } from '@docs/core/routes';

/** A link as the build gives it, or as Docusaurus's `useDoc().metadata` does (`{ title, permalink }`). */
type PageLink = NavLink | { title: string; permalink: string };

const asNavLink = (link?: PageLink): NavLink | undefined => (link && 'permalink' in link ? { label: link.title, href: link.permalink } : link);

/** The previous/next links under a docs page or a category's generated index. */
export default function DocPaginator(props: { previous?: PageLink; next?: PageLink; className?: string }) {
  const previous = asNavLink(props.previous);
  const next = asNavLink(props.next);
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}>
      {previous && (
        <Link to={previous.href} className="pagination-prev">
          <span>{translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })}</span> {previous.label}
        </Link>
      )}
      {next && (
        <Link to={next.href} className="pagination-next">
          <span>{translate({ id: 'theme.docs.paginator.next', message: 'Next' })}</span> {next.label}
        </Link>
      )}
    </nav>
  );
}
