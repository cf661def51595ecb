import { Link, type RouteProps } from '@docs/client';
import type { BlogArchiveRouteData } from '@docs/core/routes';
import BlogLayout from '@theme/BlogLayout';
import { translate } from '@docusaurus/Translate';
import { noPostsText } from './listPageWords.ts';

/** Every post by year and month, newest first. */
export default function BlogArchivePage({ data }: RouteProps<BlogArchiveRouteData>) {
  const title = translate({ id: 'theme.blog.archive.title', message: 'Archive', description: 'The title of the blog archive page' });
  return (
    <BlogLayout title={title} description={translate({ id: 'theme.blog.archive.description', message: 'Every post, by year and month.', description: 'The meta description of the blog archive page' })} sidebar={data.sidebar}>
      <div className="markdown blog-archive">
        <h1>{title}</h1>
        {data.years.length === 0 && <p>{noPostsText()}</p>}
        {data.years.map((year) => (
          <section key={year.year} aria-labelledby={`archive-${year.year}`}>
            <h2 id={`archive-${year.year}`}>{year.year}</h2>
            {year.months.map((month) => (
              // A month is a heading within its year's region, not a landmark of its own: every year has a March.
              <div key={month.month}>
                <h3>{month.month}</h3>
                <ul>
                  {month.posts.map((post) => (
                    <li key={post.permalink}>
                      <time dateTime={post.date}>{post.formattedDate}</time> <Link to={post.permalink}>{post.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
