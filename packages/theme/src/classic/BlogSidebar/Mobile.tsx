/**
 * The blog sidebar on narrow screens. The theme's blog layout moves the one sidebar under the
 * content there (by CSS) rather than into the navbar's menu, so the mobile sidebar is the same list.
 */
export { default } from '@theme/BlogSidebar/Desktop';
