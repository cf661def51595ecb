import type { NavbarDocItem, NavbarDocSidebarItem, NavbarDropdownChild, NavbarItem } from '../config/types.ts';
import { locateKey } from '../config/locateKey.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { flattenSidebar } from '../sidebars/resolveSidebars.ts';
import type { ResolvedSidebars, SidebarItem } from '../sidebars/types.ts';
import { isDocOf, versionKey, type DocsVersionMeta } from '../content/docsVersions.ts';
import type { DocFile } from '../content/types.ts';

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
export function resolveNavbarItems(items: NavbarItem[], docsSets: Map<string, NavbarDocs>, config: ConfigSource, diagnostics: Diagnostic[]): NavbarItem[] {
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
  /** The item's docs set (`docsPluginId`, else the default), or an error at the key when the site has no such set. */
  const docsSetOf = (pluginId: string | undefined, key: string): NavbarDocs | undefined => {
    const docs = docsSets.get(pluginId ?? 'default');
    if (!docs && pluginId !== undefined) diagnostics.push({ severity: 'error', code: 'navbar-unknown-docs-plugin', ...at(`${key}.docsPluginId`), message: `Navbar item names the docs plugin "${pluginId}", but no docs plugin has that id.`, hint: `Docs plugins of this site: ${[...docsSets.keys()].join(', ') || 'none'}.` });
    return docs ?? { byId: new Map(), sidebars: {} };
  };
  /** Another docs set's items say theirs, so the browser looks their doc up in that set's versions. */
  const pluginOf = (pluginId: string | undefined) => (pluginId === undefined || pluginId === 'default' ? {} : { docsPluginId: pluginId });
  const resolveDoc = ({ docId, docsPluginId, type: __, ...rest }: NavbarDocItem, key: string): NavbarDocItem | ResolvedLink => {
    const docs = docsSetOf(docsPluginId, key)!;
    const doc = docs.byId.get(docId);
    if (!doc) {
      diagnostics.push({ severity: 'error', code: 'navbar-unknown-doc', ...at(`${key}.docId`), message: `Navbar item "${rest.label ?? docId}" names doc id "${docId}", but no doc has that id.`, hint: 'Use the id of an existing doc (its path in the docs folder without extension and number prefixes).' });
      return { type: 'doc', docId, ...rest };
    }
    // Active on its own page only (Docusaurus also lights it on the other docs of its sidebar; the
    // portal's "Beta program" item is kept as it has always looked).
    // `docId` stays so that on another version's page the link goes to the doc in that version.
    return { ...rest, type: 'link', label: rest.html === undefined ? rest.label ?? doc.title ?? docId : undefined, to: doc.permalink, docId, ...pluginOf(docsPluginId) };
  };
  const resolveSidebar = ({ sidebarId, docsPluginId, type: __, ...rest }: NavbarDocSidebarItem, key: string): NavbarDocSidebarItem | ResolvedLink => {
    const docs = docsSetOf(docsPluginId, key)!;
    const first = docs.sidebars[sidebarId] && flattenSidebar(docs.sidebars[sidebarId])[0];
    if (!first) {
      const known = Object.keys(docs.sidebars);
      diagnostics.push({ severity: 'error', code: 'navbar-unknown-sidebar', ...at(`${key}.sidebarId`), message: `Navbar item "${rest.label ?? sidebarId}" names the sidebar "${sidebarId}", but ${docs.sidebars[sidebarId] ? 'it links to no doc' : 'no sidebar has that name'}.`, hint: known.length ? `Sidebars of this site: ${known.join(', ')}.` : 'This site has no sidebars file with that sidebar: add it, or link the item with `to`.' });
      return { type: 'docSidebar', sidebarId, ...rest };
    }
    return { ...rest, type: 'link', label: rest.html === undefined ? rest.label ?? first.label : undefined, to: first.href, activeSidebar: sidebarId, ...pluginOf(docsPluginId) };
  };
  return items.map((item, i) => resolve(item, `navbar.items[${i}]`) as NavbarItem);
}

/**
 * What navbar items link in each docs set: its last version's docs and sidebars (the version
 * served at the set's own path), as Docusaurus renders them.
 */
export function navbarDocsOf(versions: DocsVersionMeta[], docs: DocFile[], sidebars: ResolvedSidebars): Map<string, NavbarDocs> {
  const sets = new Map<string, NavbarDocs>();
  for (const version of versions) {
    if (!version.isLast) continue;
    const byId = new Map(docs.filter((d) => isDocOf(d, version)).map((d) => [d.id, { permalink: d.permalink, title: d.title ?? d.contentTitle }]));
    sets.set(version.pluginId, { byId, sidebars: sidebars.byVersion?.[versionKey(version)]?.sidebars ?? {} });
  }
  return sets;
}
