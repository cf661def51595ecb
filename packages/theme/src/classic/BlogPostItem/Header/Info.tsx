import { useBlogPost } from '@docusaurus/theme-common';

/** The post's date and reading time. */
export default function BlogPostItemHeaderInfo({ className }: { className?: string }) {
  const { metadata } = useBlogPost();
  return (
    <p className={['blog-post-meta', className].filter(Boolean).join(' ')}>
      <time dateTime={metadata.date}>{metadata.formattedDate}</time>
      {/* Without `showReadingTime` the build gives no reading time, and the line shows the date only. */}
      {metadata.readingTime !== undefined && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{metadata.readingTime} min read</span>
        </>
      )}
    </p>
  );
}
