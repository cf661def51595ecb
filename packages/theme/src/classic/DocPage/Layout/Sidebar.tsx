/** Docusaurus 2's name for the docs sidebar's place. */
export { default } from '@theme/DocRoot/Layout/Sidebar';
