/** Docusaurus 2's name for `@theme/Icon/Success`. */
export { default } from '@theme/Icon/Success';
