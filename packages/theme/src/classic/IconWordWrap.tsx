/** Docusaurus 2's name for `@theme/Icon/WordWrap`. */
export { default } from '@theme/Icon/WordWrap';
