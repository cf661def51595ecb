import { translate } from '@docusaurus/Translate';
import { useBlogPost, usePluralForm } from '@docusaurus/theme-common';

/** The post's date and reading time. */
export default function BlogPostItemHeaderInfo({ className }: { className?: string }) {
  const { metadata } = useBlogPost();
  const { selectMessage } = usePluralForm();
  return (
    <p className={['blog-post-meta', className].filter(Boolean).join(' ')}>
      <time dateTime={metadata.date}>{metadata.formattedDate}</time>
      {/* Without `showReadingTime` the build gives no reading time, and the line shows the date only. */}
      {metadata.readingTime !== undefined && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{selectMessage(metadata.readingTime, translate({ id: 'theme.blog.post.readingTime.plurals', message: '{readingTime} min read' }, { readingTime: metadata.readingTime }))}</span>
        </>
      )}
    </p>
  );
}
