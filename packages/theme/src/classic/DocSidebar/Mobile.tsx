/** The docs sidebar in the navbar's menu on narrow screens: the same sidebar, which the theme's navbar shows there. */
export { default } from '@theme/DocSidebar';
