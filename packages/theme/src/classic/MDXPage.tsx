/** A Markdown page of src/pages: the theme's page route. */
export { default } from '@theme/MDXPageRoute';
