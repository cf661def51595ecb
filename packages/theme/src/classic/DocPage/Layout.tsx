/** Docusaurus 2's name for the docs root's layout. */
export { default } from '@theme/DocRoot/Layout';
