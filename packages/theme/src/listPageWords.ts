import { translate } from '@docusaurus/Translate';

/** Words of the list pages (blog, archive, a tag's docs). */

/** Said by the blog's list and archive pages when the blog has no post yet. */
export const noPostsText = () => translate({ id: 'theme.blog.noPosts', message: 'No posts yet.', description: 'Shown on a blog list or archive page with no post' });

/** The link from a tag's page to the page of every tag. */
export const viewAllTagsText = () => translate({ id: 'theme.tags.tagsPageLink', message: 'View all tags', description: 'The link from one tag\'s page to the list of all tags' });

/** The title of a page of every tag (docs or blog), as the route names it. */
export const tagsPageTitle = () => translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags', description: 'The title of the page of all tags' });

/** A later page of a paginated list: "…, page 2". */
export const pageTitle = (title: string, page: number) => (page > 1 ? translate({ id: 'theme.blog.paginator.pageTitle', message: '{title}, page {page}', description: 'The title of a later page of the blog or of a tag\'s posts' }, { title, page }) : title);
