/** Docusaurus 2's name for the colour mode switch. */
export { default } from '@theme/ColorModeToggle';
