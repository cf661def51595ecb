/** The icon of a `danger` admonition. */
export { default } from '@theme/Icon/Warning';
