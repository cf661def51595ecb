/** Docusaurus 2's name for `@theme/Icon/ExternalLink`. */
export { default } from '@theme/Icon/ExternalLink';
