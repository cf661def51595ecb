import { translate } from '@docusaurus/Translate';
import { Link } from '@docs/client';
import type { ReactNode } from 'react';

/** One side of a previous/next pair: "Previous" or "Next" over the page's title. */
export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: { permalink: string; title: ReactNode; subLabel?: ReactNode; isNext?: boolean }) {
  return (
    <Link to={permalink} className={isNext ? 'pagination-next' : 'pagination-prev'}>
      <span>{subLabel ?? (isNext ? translate({ id: 'theme.docs.paginator.next', message: 'Next' }) : translate({ id: 'theme.docs.paginator.previous', message: 'Previous' }))}</span> {title}
    </Link>
  );
}
