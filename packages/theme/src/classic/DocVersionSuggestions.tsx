/** Docusaurus 2's name for the version banner. */
export { default } from '@theme/DocVersionBanner';
