/** The navbar's brand. */
export { default } from '@theme/Logo';
