/**
 * Docusaurus's component for the site-wide head tags (language, favicon, canonical URL, theme
 * metadata). The build writes those into every page's shell itself, from the config, so a page
 * has nothing of them to render.
 */
export default function SiteMetadata() {
  return null;
}
