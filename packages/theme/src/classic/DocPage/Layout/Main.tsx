/** Docusaurus 2's name for the docs column. */
export { default } from '@theme/DocRoot/Layout/Main';
