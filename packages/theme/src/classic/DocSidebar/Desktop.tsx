/** The docs sidebar on wide screens: the one sidebar (narrow screens show it in the navbar's menu). */
export { default } from '@theme/DocSidebar';
