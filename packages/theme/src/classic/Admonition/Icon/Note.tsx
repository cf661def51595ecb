/** The icon of a `note` admonition. */
export { default } from '@theme/Icon/Info';
