/** One author of a post. */
export { default } from '@theme/Blog/Components/Author';
