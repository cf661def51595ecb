/** Docusaurus 2's name for a previous/next link. */
export { default } from '@theme/PaginatorNavLink';
