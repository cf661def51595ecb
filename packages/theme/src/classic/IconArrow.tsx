/** Docusaurus 2's name for `@theme/Icon/Arrow`. */
export { default } from '@theme/Icon/Arrow';
