import type { SidebarHtmlItem } from '@docs/client';
import type { DocSidebarItemProps } from '@theme/DocSidebarItem';

/**
 * The site's own markup from its sidebars file, as Docusaurus shows it: the file is the site's
 * code, like the announcement bar's content in the config.
 */
export default function DocSidebarItemHtml({ item }: DocSidebarItemProps<SidebarHtmlItem>) {
  return <li className={[item.defaultStyle ? 'sidebar-html-default' : '', item.className].filter(Boolean).join(' ') || undefined} dangerouslySetInnerHTML={{ __html: item.value }} />;
}
