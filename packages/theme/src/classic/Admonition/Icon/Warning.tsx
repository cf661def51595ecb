/** The icon of a `warning` admonition. */
export { default } from '@theme/Icon/Warning';
