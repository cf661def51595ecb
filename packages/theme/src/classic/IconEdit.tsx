/** Docusaurus 2's name for `@theme/Icon/Edit`. */
export { default } from '@theme/Icon/Edit';
