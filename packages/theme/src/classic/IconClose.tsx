/** Docusaurus 2's name for `@theme/Icon/Close`. */
export { default } from '@theme/Icon/Close';
