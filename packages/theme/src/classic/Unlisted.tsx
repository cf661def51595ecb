/** Docusaurus 3.0's name for the unlisted banner. */
export { default } from '@theme/ContentVisibility/Unlisted';
