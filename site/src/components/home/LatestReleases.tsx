import { Link } from '@docs/client';
import posts from '@generated/blog-posts.json';

/** What the home page shows of a release note: the spec's release-note event. */
export interface ReleaseEvent {
  title: string;
  /** The product the release is for, from the post's file name: `2022-05-06-webops` → WebOps. */
  product: string;
  /** The post's file name without extension, `YYYY-MM-DD-product`. */
  fileName: string;
  description?: string;
  permalink: string;
  date: string;
}

const PRODUCTS: Record<string, string> = { faststore: 'FastStore', cms: 'CMS', webops: 'WebOps', basestore: 'Base Store' };

/** Release-note events, newest first, derived from the posts the build found (never kept by hand). */
export function releaseEvents(): ReleaseEvent[] {
  return posts.map((post) => {
    const key = post.fileName.replace(/^\d{4}-\d{2}-\d{2}-/, '');
    return { title: post.title, product: PRODUCTS[key] ?? key, fileName: post.fileName, description: post.description, permalink: post.permalink, date: post.date };
  });
}

const formatDate = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The latest release notes across FastStore, the CMS and WebOps. */
export default function LatestReleases({ limit = 6 }: { limit?: number }) {
  return (
    <>
      <ol className="home-releases">
        {releaseEvents()
          .slice(0, limit)
          .map((event) => (
            <li key={event.fileName} className="home-release">
              <p className="home-release-meta">
                <span className="home-release-product">{event.product}</span>
                <time dateTime={event.date}>{formatDate(event.date)}</time>
              </p>
              <h3 className="home-release-title">
                <Link to={event.permalink}>{event.title}</Link>
              </h3>
              {event.description && <p>{event.description}</p>}
            </li>
          ))}
      </ol>
      <p>
        <Link to="/releases" className="home-step-link">
          All release notes
        </Link>
      </p>
    </>
  );
}
