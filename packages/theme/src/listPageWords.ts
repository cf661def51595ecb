import { translate } from '@docusaurus/Translate';

/** Words of the list pages (blog, archive, a tag's docs). */

/** Said by the blog's list and archive pages when the blog has no post yet. */
export const noPostsText = () => translate({ id: 'theme.blog.noPosts', message: 'No posts yet.', description: 'Shown on a blog list or archive page with no post' });

/** The link from a tag's page to the page of every tag. */
export const viewAllTagsText = () => translate({ id: 'theme.tags.tagsPageLink', message: 'View all tags', description: 'The link from one tag\'s page to the list of all tags' });
