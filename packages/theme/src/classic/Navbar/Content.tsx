/**
 * The navbar's content (brand, items, colour mode switch, search). The theme's navbar is one
 * component, so its content is the navbar itself: a site's wrapper of `Navbar/Content` wraps it.
 */
export { default } from '@theme/Navbar';
