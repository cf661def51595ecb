/**
 * A sidebar link's classes: the theme's, and Infima's menu classes Docusaurus gives the same link,
 * which a Docusaurus site's CSS targets (and Infima styles, on sites that load it).
 */
export function sidebarLinkClass(active: boolean): string {
  return active ? 'sidebar-link menu__link active menu__link--active' : 'sidebar-link menu__link';
}
