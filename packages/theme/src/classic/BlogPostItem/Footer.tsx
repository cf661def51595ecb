import { useBlogPost } from '@docusaurus/theme-common';
import TagsListInline from '@theme/TagsListInline';
import ReadMoreLink from '@theme/BlogPostItem/Footer/ReadMoreLink';

/** Under the post: its tags, and in a list "Read more" when the list shows only the start of it. */
export default function BlogPostItemFooter() {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <footer className="blog-post-footer">
      <TagsListInline tags={metadata.tags} />
      {!isBlogPostPage && metadata.hasTruncateMarker && <ReadMoreLink blogPostTitle={metadata.title} to={metadata.permalink} />}
    </footer>
  );
}
