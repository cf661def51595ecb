import { translate } from '@docusaurus/Translate';
import { Link } from '@docs/client';

/** What the 404 page says (`src/theme/NotFound/Content` changes it and keeps the layout). */
export default function NotFoundContent({ className }: { className?: string }) {
  return (
    <div className={['not-found', className].filter(Boolean).join(' ')}>
      <h1>{translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}</h1>
      <p>{translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for. Check the address, or use the search in the navbar.' })}</p>
      <p>
        <Link to="/">{translate({ id: 'theme.NotFound.homeLink', message: 'Go to the home page' })}</Link>
      </p>
    </div>
  );
}
