/** Docusaurus 2's name for a post's authors. */
export { default } from '@theme/BlogPostItem/Header/Authors';
