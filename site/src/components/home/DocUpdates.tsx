import { Link } from '@docs/client';
import updates from '../../../data/doc-updates.json';

/** One entry of `data/doc-updates.json`: what changed in the docs, where, and which pages. */
export interface DocUpdate {
  date: string;
  type: 'Added' | 'Improved' | 'Fixed' | 'Removed';
  menu: string;
  category: string;
  path: string;
  docs?: { path: string; title: string }[];
}

/** Dates are plain `YYYY-MM-DD` strings: formatted in UTC so the server and the browser agree. */
const formatDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The latest documentation updates, newest first. */
export default function DocUpdates({ limit = 6 }: { limit?: number }) {
  const latest = (updates as DocUpdate[]).slice().sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit);
  return (
    <ol className="doc-updates">
      {latest.map((update) => (
        <li key={`${update.date}-${update.path}`} className="doc-update">
          <div className="doc-update-meta">
            <span className={`doc-update-type doc-update-type-${update.type.toLowerCase()}`}>{update.type}</span>
            <time dateTime={update.date}>{formatDate(update.date)}</time>
          </div>
          <p className="doc-update-where">
            <Link to={update.path}>
              {update.menu} › {update.category}
            </Link>
          </p>
          {update.docs && update.docs.length > 0 && (
            <ul className="doc-update-docs">
              {update.docs.map((doc) => (
                <li key={doc.path}>
                  <Link to={doc.path}>{doc.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
