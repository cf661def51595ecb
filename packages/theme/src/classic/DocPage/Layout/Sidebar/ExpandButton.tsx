/** Docusaurus 2's name for the sidebar's expand button. */
export { default } from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
