/** A code block whose code is a string, highlighted: the theme's code block. */
export { default } from '@theme/CodeBlock';
