/** The icon of a `info` admonition. */
export { default } from '@theme/Icon/Info';
