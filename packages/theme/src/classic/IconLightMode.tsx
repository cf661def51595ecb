/** Docusaurus 2's name for `@theme/Icon/LightMode`. */
export { default } from '@theme/Icon/LightMode';
