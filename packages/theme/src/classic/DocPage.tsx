/** Docusaurus 2's name for the docs root. */
export { default } from '@theme/DocRoot';
