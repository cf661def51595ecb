import type { NavbarDocItem, NavbarDocSidebarItem, NavbarDropdownChild, NavbarItem } from '../config/types.ts';
import { locateKey } from '../config/locateKey.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { flattenSidebar } from '../sidebars/resolveSidebars.ts';
import type { SidebarItem } from '../sidebars/types.ts';

export interface NavbarDocs {
  /** Doc id → its URL and title. */
  byId: Map<string, { permalink: string; title?: string }>;
  sidebars: Record<string, SidebarItem[]>;
}

/** Where the config says a thing, for the error: the config's source and file. */
export interface ConfigSource {
  file?: string;
  source?: string;
}

/**
 * A navbar link the browser can follow as it is: `activeSidebar` makes it active on every doc of
 * that sidebar, as Docusaurus's doc and docSidebar items are.
 */
export type ResolvedLink = Record<string, unknown> & { type: 'link'; to: string; label?: string; activeSidebar?: string; docId?: string };

/**
 * The navbar's `doc` and `docSidebar` items (in dropdowns too) turned into links: the browser has
 * no doc ids or sidebars to look them up in. A `doc` without a label takes the doc's title; a
 * `docSidebar` links to the sidebar's first doc and is active on every doc of the sidebar. An id or sidebar that does not exist is an error
 * at its line in the config.
 */
export function resolveNavbarItems(items: NavbarItem[], docs: NavbarDocs, config: ConfigSource, diagnostics: Diagnostic[]): NavbarItem[] {
  const at = (key: string) => {
    const position = config.source === undefined ? undefined : locateKey(config.source, key);
    return { file: config.file, ...position };
  };
  const resolve = (item: NavbarItem | NavbarDropdownChild, key: string): NavbarItem | NavbarDropdownChild | ResolvedLink => {
    if (item.type === 'doc') return resolveDoc(item as NavbarDocItem, key);
    if (item.type === 'docSidebar') return resolveSidebar(item as NavbarDocSidebarItem, key);
    const children = (item as { items?: NavbarDropdownChild[] }).items;
    if (Array.isArray(children)) return { ...item, items: children.map((child, i) => resolve(child, `${key}.items[${i}]`)) } as NavbarItem;
    return item;
  };
  const resolveDoc = ({ docId, docsPluginId: _, type: __, ...rest }: NavbarDocItem, key: string): NavbarDocItem | ResolvedLink => {
    const doc = docs.byId.get(docId);
    if (!doc) {
      diagnostics.push({ severity: 'error', code: 'navbar-unknown-doc', ...at(`${key}.docId`), message: `Navbar item "${rest.label ?? docId}" names doc id "${docId}", but no doc has that id.`, hint: 'Use the id of an existing doc (its path in the docs folder without extension and number prefixes).' });
      return { type: 'doc', docId, ...rest };
    }
    // Active on its own page only (Docusaurus also lights it on the other docs of its sidebar; the
    // portal's "Beta program" item is kept as it has always looked).
    // `docId` stays so that on another version's page the link goes to the doc in that version.
    return { ...rest, type: 'link', label: rest.html === undefined ? rest.label ?? doc.title ?? docId : undefined, to: doc.permalink, docId };
  };
  const resolveSidebar = ({ sidebarId, docsPluginId: _, type: __, ...rest }: NavbarDocSidebarItem, key: string): NavbarDocSidebarItem | ResolvedLink => {
    const first = docs.sidebars[sidebarId] && flattenSidebar(docs.sidebars[sidebarId])[0];
    if (!first) {
      const known = Object.keys(docs.sidebars);
      diagnostics.push({ severity: 'error', code: 'navbar-unknown-sidebar', ...at(`${key}.sidebarId`), message: `Navbar item "${rest.label ?? sidebarId}" names the sidebar "${sidebarId}", but ${docs.sidebars[sidebarId] ? 'it links to no doc' : 'no sidebar has that name'}.`, hint: known.length ? `Sidebars of this site: ${known.join(', ')}.` : 'This site has no sidebars file with that sidebar: add it, or link the item with `to`.' });
      return { type: 'docSidebar', sidebarId, ...rest };
    }
    return { ...rest, type: 'link', label: rest.html === undefined ? rest.label ?? first.label : undefined, to: first.href, activeSidebar: sidebarId };
  };
  return items.map((item, i) => resolve(item, `navbar.items[${i}]`) as NavbarItem);
}
