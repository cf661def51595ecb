/** The content of an error page. */
export { default } from '@theme/Error';
