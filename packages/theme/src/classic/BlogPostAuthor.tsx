/** Docusaurus 2's name for a post's author. */
export { default } from '@theme/Blog/Components/Author';
