/** Docusaurus 2's name for the layout's providers. */
export { default } from '@theme/Layout/Provider';
