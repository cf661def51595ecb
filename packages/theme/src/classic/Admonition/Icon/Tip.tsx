/** The icon of a `tip` admonition. */
export { default } from '@theme/Icon/Success';
