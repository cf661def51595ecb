/** The docs sidebar's items. */
export { default } from '@theme/DocSidebar';
