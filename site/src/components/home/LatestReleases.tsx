import { Link } from '@docs/client';
import posts from '@generated/blog-posts.json';

/** The products release notes are written for (spec: release-note event). */
export const RELEASE_PRODUCTS = ['CMS', 'FastStore', 'WebOps'] as const;
export type ReleaseProduct = (typeof RELEASE_PRODUCTS)[number];

/** What the home page shows of a release note: the spec's release-note event, with its address and date. */
export interface ReleaseEvent {
  title: string;
  /** Set by the build from the post's file name and `blog.products` in docs.config.ts. */
  product: ReleaseProduct;
  /** The post's file name without extension, `YYYY-MM-DD-product`. */
  fileName: string;
  description?: string;
  permalink: string;
  date: string;
}

const isReleaseProduct = (value: string | undefined): value is ReleaseProduct => (RELEASE_PRODUCTS as readonly (string | undefined)[]).includes(value);

/** Release-note events, newest first, as the build wrote them from the posts (never kept by hand). */
export function releaseEvents(): ReleaseEvent[] {
  return posts.map(({ title, product, fileName, description, permalink, date }) => {
    if (!isReleaseProduct(product)) {
      throw new Error(`Release note ${fileName} has the product ${JSON.stringify(product)}: map its name to one of ${RELEASE_PRODUCTS.join(', ')} in blog.products of docs.config.ts.`);
    }
    return { title, product, fileName, description, permalink, date };
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
