import type { ComponentType } from 'react';
import { Link } from '@docs/client';
import type { BlogPostSummary } from '@docs/core/routes';
import MDXComponents from '@theme/MDXComponents';

export interface BlogPostItemProps {
  post: BlogPostSummary;
  Content?: ComponentType<{ components?: Record<string, unknown> }>;
  /** In a list the title links to the post and a truncated post ends with "Read more". */
  inList?: boolean;
}

/** A post's header (title, date, reading time, authors), its content and its tags. */
export default function BlogPostItem({ post, Content, inList = false }: BlogPostItemProps) {
  const Heading = inList ? 'h2' : 'h1';
  return (
    <article className="blog-post" aria-labelledby={inList ? undefined : 'blog-post-title'}>
      <header className="blog-post-header">
        <Heading className="blog-post-title" id={inList ? undefined : 'blog-post-title'}>
          {inList ? <Link to={post.permalink}>{post.title}</Link> : post.title}
        </Heading>
        <p className="blog-post-meta">
          <time dateTime={post.date}>{post.formattedDate}</time>
          {post.readingTimeMinutes !== undefined && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{post.readingTimeMinutes} min read</span>
            </>
          )}
        </p>
        {post.authors.length > 0 && (
          <ul className="blog-post-authors" aria-label="Authors">
            {post.authors.map((author) => (
              <li key={author.name}>
                {author.imageUrl && <img src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />}
                <span>
                  {author.url ? <a href={author.url}>{author.name}</a> : <strong>{author.name}</strong>}
                  {author.title && <small>{author.title}</small>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </header>
      {Content && (
        <div className="markdown">
          <Content components={MDXComponents} />
        </div>
      )}
      <footer className="blog-post-footer">
        {post.tags.length > 0 && (
          <ul className="doc-tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.permalink}>
                <Link to={tag.permalink}>{tag.label}</Link>
              </li>
            ))}
          </ul>
        )}
        {inList && post.truncated && (
          <Link to={post.permalink} className="blog-read-more" aria-label={`Read more about ${post.title}`}>
            Read more
          </Link>
        )}
      </footer>
    </article>
  );
}
