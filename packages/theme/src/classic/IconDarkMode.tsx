/** Docusaurus 2's name for `@theme/Icon/DarkMode`. */
export { default } from '@theme/Icon/DarkMode';
