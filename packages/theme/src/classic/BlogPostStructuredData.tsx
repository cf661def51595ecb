/** Docusaurus 3.0's name for a post's structured data. */
export { default } from '@theme/BlogPostPage/StructuredData';
