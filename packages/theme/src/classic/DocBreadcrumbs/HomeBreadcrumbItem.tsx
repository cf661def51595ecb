/** Docusaurus 2's name for the home breadcrumb. */
export { default } from '@theme/DocBreadcrumbs/Items/Home';
