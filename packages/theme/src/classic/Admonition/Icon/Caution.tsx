/** The icon of a `caution` admonition. */
export { default } from '@theme/Icon/Warning';
