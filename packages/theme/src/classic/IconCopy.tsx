/** Docusaurus 2's name for `@theme/Icon/Copy`. */
export { default } from '@theme/Icon/Copy';
