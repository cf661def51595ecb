import { useBlogPost, PageMetadata } from '@docusaurus/theme-common';

/** The post's title and description in the page's head. */
export default function BlogPostPageMetadata() {
  const { metadata } = useBlogPost();
  return <PageMetadata title={metadata.title} description={metadata.description} />;
}
