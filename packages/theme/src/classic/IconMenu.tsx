/** Docusaurus 2's name for `@theme/Icon/Menu`. */
export { default } from '@theme/Icon/Menu';
