/** A code block whose code is a React element (JSX written in MDX): the theme's code block renders both kinds. */
export { default } from '@theme/CodeBlock';
