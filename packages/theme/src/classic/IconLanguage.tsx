/** Docusaurus 2's name for `@theme/Icon/Language`. */
export { default } from '@theme/Icon/Language';
