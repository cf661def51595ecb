/** A `<details>` in Markdown. */
export { default } from '@theme/Details';
