import { useBlogPost } from '@docusaurus/theme-common';

/** The post's date and reading time. */
export default function BlogPostItemHeaderInfo({ className }: { className?: string }) {
  const { metadata } = useBlogPost();
  return (
    <p className={['blog-post-meta', className].filter(Boolean).join(' ')}>
      <time dateTime={metadata.date}>{metadata.formattedDate}</time>
      <span aria-hidden="true"> · </span>
      <span>{metadata.readingTime} min read</span>
    </p>
  );
}
