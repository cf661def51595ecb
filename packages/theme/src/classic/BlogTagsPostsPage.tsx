/** A tag's page of posts: the blog list page, which shows one tag's posts when its route names a tag. */
export { default } from '@theme/BlogListPage';
