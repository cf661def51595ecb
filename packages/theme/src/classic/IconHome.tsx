/** Docusaurus 2's name for `@theme/Icon/Home`. */
export { default } from '@theme/Icon/Home';
