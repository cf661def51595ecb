/** Docusaurus 2's name for a doc's footer. */
export { default } from '@theme/DocItem/Footer';
