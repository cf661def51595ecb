import { Link } from '@docs/client';
import { useBlogPost } from '@docusaurus/theme-common';

/** The post's title: the page's heading on its own page, a link to it in a list. */
export default function BlogPostItemHeaderTitle({ className }: { className?: string }) {
  const { metadata, isBlogPostPage } = useBlogPost();
  const Heading = isBlogPostPage ? 'h1' : 'h2';
  return (
    <Heading className={['blog-post-title', className].filter(Boolean).join(' ')} id={isBlogPostPage ? 'blog-post-title' : undefined}>
      {isBlogPostPage ? metadata.title : <Link to={metadata.permalink}>{metadata.title}</Link>}
    </Heading>
  );
}
