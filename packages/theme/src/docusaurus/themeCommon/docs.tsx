import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDocsSidebar as useSidebarItems, useLocation, useRouterState, useSiteConfig, type ClientDocsVersion, type ContentComponent, type SidebarCategoryItem, type SidebarItem } from '@docs/client';
import type { DocRouteData } from '@docs/core/routes';
import { docsVersionOf, pluginOf, pluginOfPage, preferredVersionName, savePreferredVersion, sitePath, useVersionsState, type DocsVersion } from './docsVersions.ts';
import { categoryAt, firstHref } from '@theme/docCards';
import { isSamePath } from './routing.ts';
import { wholeFrontMatter } from './frontMatter.ts';

/** The classic preset's docs plugin instance; a site's other docs sets have their own ids. */
export const DOCS_PLUGIN_ID = 'default';
/** The docs folder's version: Docusaurus's name for the unreleased docs. */
export const CURRENT_VERSION = 'current';

/** A doc's metadata in the shape Docusaurus's `useDoc().metadata` gives it. */
export interface DocMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
  editUrl?: string;
  tags: { label: string; permalink: string }[];
  version: string;
  sidebar?: string;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
  lastUpdatedBy?: string;
  formattedLastUpdatedAt?: string;
  unlisted: boolean;
  frontMatter: Record<string, unknown>;
}

export interface DocContextValue {
  metadata: DocMetadata;
  /** The document's front matter, whole (with `title` and `description` as the page has them when it sets none). */
  frontMatter: Record<string, unknown>;
  /** The headings, flat, as the MDX module's `toc` export. */
  toc: { value: string; id: string; level: number }[];
  contentTitle?: string;
  assets: { image?: string };
  /** The route's data and compiled content, for the theme's own doc components. */
  data: DocRouteData;
  Content?: ContentComponent;
}

const DocContext = createContext<DocContextValue | null>(null);

function flatToc(items: DocRouteData['toc']): DocContextValue['toc'] {
  return items.flatMap((item) => [{ value: item.value, id: item.id, level: item.level }, ...flatToc(item.children)]);
}

/** The doc context of a doc route, built from the route data the build gives the page. */
export function docContextOf(data: DocRouteData, permalink: string, Content?: DocContextValue['Content']): DocContextValue {
  const frontMatter = wholeFrontMatter({ title: data.title, ...(data.description ? { description: data.description } : {}), hide_title: data.hideTitle, hide_table_of_contents: data.hideTableOfContents }, Content);
  const link = (l?: { label: string; href?: string }) => (l?.href ? { title: l.label, permalink: l.href } : undefined);
  return {
    metadata: {
      id: data.docId,
      title: data.title,
      description: data.description ?? '',
      permalink,
      editUrl: data.editUrl,
      tags: data.tags.map((t) => ({ label: t.label, permalink: t.permalink })),
      version: data.version ?? CURRENT_VERSION,
      sidebar: data.sidebar,
      previous: link(data.previous),
      next: link(data.next),
      lastUpdatedBy: data.lastUpdate?.author,
      formattedLastUpdatedAt: data.lastUpdate?.formattedDate,
      unlisted: data.unlisted,
      frontMatter,
    },
    frontMatter,
    toc: flatToc(data.toc),
    contentTitle: data.hasContentTitle ? data.title : undefined,
    assets: {},
    data,
    Content,
  };
}

/** Gives the components of a doc page its metadata (`useDoc`), as Docusaurus's `DocProvider`. */
export function DocProvider({ value, content, children }: { value?: DocContextValue; content?: DocContextValue; children: ReactNode }) {
  return <DocContext.Provider value={value ?? content ?? null}>{children}</DocContext.Provider>;
}

/** The current doc: only inside a doc page, as in Docusaurus. */
export function useDoc(): DocContextValue {
  const doc = useContext(DocContext);
  if (!doc) throw new ReactContextError('DocProvider');
  return doc;
}

/** The current doc, or null outside a doc page (for components used on every page). */
export function useOptionalDoc(): DocContextValue | null {
  return useContext(DocContext);
}

/** Thrown by a hook used outside its provider, with Docusaurus's wording of the mistake. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim());
    this.name = 'ReactContextError';
  }
}

export interface DocsSidebar {
  name: string;
  items: SidebarItem[];
}

const SidebarOverride = createContext<DocsSidebar | null | undefined>(undefined);

/** A sidebar for the components inside, as Docusaurus's `DocsSidebarProvider`. */
export function DocsSidebarProvider({ name, items, children }: { name: string; items: SidebarItem[]; children: ReactNode }) {
  const value = useMemo(() => ({ name, items }), [name, items]);
  return <SidebarOverride.Provider value={value}>{children}</SidebarOverride.Provider>;
}

/** The sidebar of the current page, `{ name, items }`, or null on pages without one. */
export function useDocsSidebar(): DocsSidebar | null {
  const override = useContext(SidebarOverride);
  const items = useSidebarItems();
  const doc = useOptionalDoc();
  return useMemo(() => (override !== undefined ? override : items ? { name: doc?.data.sidebar ?? 'sidebar', items } : null), [override, items, doc]);
}

export type { DocsVersion } from './docsVersions.ts';

/**
 * A docs set's versions, newest first, as Docusaurus's `useVersions`: the set `pluginId`, else
 * the page's (the default set on a page of none).
 */
export function useVersions(pluginId?: string): DocsVersion[] {
  const { versions } = useVersionsState(pluginId);
  return useMemo(() => versions.map(docsVersionOf), [versions]);
}

/** The version served at the docs set's own path (`lastVersion`). */
export function useLatestVersion(pluginId?: string): DocsVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

/** The version of the page being read, when it is a page of the docs set. */
export function useActiveVersion(pluginId?: string): DocsVersion | undefined {
  const { active } = useVersionsState(pluginId);
  const versions = useVersions(pluginId);
  return active ? versions.find((v) => v.name === active.name) : undefined;
}

export const useDocsVersionCandidates = (pluginId?: string): DocsVersion[] => {
  const active = useActiveVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return active && active !== latest ? [active, latest] : [latest];
};

const VersionContext = createContext<DocsVersion | null>(null);

/** The docs version for the components inside, as Docusaurus's `DocsVersionProvider`. */
export function DocsVersionProvider({ version, children }: { version: DocsVersion | null; children: ReactNode }) {
  return <VersionContext.Provider value={version}>{children}</VersionContext.Provider>;
}

/** The version of the docs on the page: the provider's, else the page's, else the latest. */
export function useDocsVersion(): DocsVersion {
  const given = useContext(VersionContext);
  const active = useActiveVersion();
  const latest = useLatestVersion();
  return given ?? active ?? latest;
}

export interface DocsPluginData {
  path: string;
  versions: DocsVersion[];
  breadcrumbs: boolean;
}

/** Every docs set's global data, by id, the default first: what Docusaurus's docs plugins publish. */
function useAllPluginData(): Record<string, DocsPluginData> {
  const { docs } = useSiteConfig();
  return useMemo(() => {
    const all = (docs.versions ?? []).map(docsVersionOf);
    const sets: Record<string, { routeBasePath: string; breadcrumbs: boolean }> = { [DOCS_PLUGIN_ID]: docs, ...docs.instances };
    return Object.fromEntries(Object.entries(sets).map(([id, set]) => [id, { path: set.routeBasePath, versions: all.filter((v) => v.pluginId === id), breadcrumbs: set.breadcrumbs }]));
  }, [docs]);
}

/**
 * The docs set of the page (the one whose versions' paths hold it, the longest), else undefined;
 * `failfast` throws instead, as in Docusaurus.
 */
export function useActivePlugin(options: { failfast?: boolean } = {}): { pluginId: string; pluginData: DocsPluginData } | undefined {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const { data } = useRouterState();
  const all = useAllPluginData();
  const pluginId = pluginOfPage(site.docs.versions ?? [], data, sitePath(pathname, site.baseUrl));
  if (pluginId === undefined && options.failfast) throw new Error(`The page ${pathname} is not a docs page.`);
  return pluginId === undefined || !all[pluginId] ? undefined : { pluginId, pluginData: all[pluginId] };
}

export const useAllDocsData = (): Record<string, DocsPluginData> => useAllPluginData();

/** One docs set's global data (the default set's without an id); an id no set has throws, as in Docusaurus. */
export function useDocsData(pluginId: string = DOCS_PLUGIN_ID): DocsPluginData {
  const data = useAllPluginData()[pluginId];
  if (!data) throw new Error(`There is no docs plugin with id "${pluginId}".`);
  return data;
}

type GlobalDoc = DocsVersion['docs'][number];

/** Where the current page is among the docs, as Docusaurus's `useActiveDocContext`: the doc in each version, by version name. */
export function useActiveDocContext(pluginId?: string): { activeVersion?: DocsVersion; activeDoc?: GlobalDoc; alternateDocVersions: Record<string, GlobalDoc> } {
  const { activeDocId } = useVersionsState(pluginId);
  const activeVersion = useActiveVersion(pluginId);
  const versions = useVersions(pluginId);
  const { data } = useRouterState();
  const { pathname } = useLocation();
  const site = useSiteConfig();
  return useMemo(() => {
    // An unlisted doc is in no list: the page's own route says what the doc is.
    const own = activeDocId === undefined ? undefined : { id: activeDocId, path: sitePath(pathname, site.baseUrl), ...(typeof data.sidebar === 'string' && { sidebar: data.sidebar }) };
    const activeDoc = activeDocId === undefined ? undefined : (activeVersion?.docs.find((d) => d.id === activeDocId) ?? (activeVersion ? own : undefined));
    const alternateDocVersions: Record<string, GlobalDoc> = {};
    if (activeDoc) for (const v of versions) {
      const same = v.docs.find((d) => d.id === activeDoc.id);
      if (same) alternateDocVersions[v.name] = same;
    }
    return { activeVersion, activeDoc, alternateDocVersions };
  }, [activeDocId, activeVersion, versions, data.sidebar, pathname, site.baseUrl]);
}

/** The version the reader chose last in the version menu (null until they choose one, and while the page is rendered on the server). */
export function useDocsPreferredVersion(pluginId?: string): { preferredVersion: DocsVersion | null; savePreferredVersionName: (name: string) => void } {
  const state = useVersionsState(pluginId);
  const versions = useVersions(pluginId);
  const saved = preferredVersionName(state.versions, state.pluginId);
  return { preferredVersion: versions.find((v) => v.name === saved) ?? null, savePreferredVersionName: (name) => savePreferredVersion(name, state.pluginId) };
}

/** The latest version, and the page's doc in it when it has one, as the version banner suggests them. */
export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion?: GlobalDoc; latestVersionSuggestion: DocsVersion } {
  const latest = useLatestVersion(pluginId);
  const { activeDocId } = useVersionsState(pluginId);
  return { latestDocSuggestion: activeDocId === undefined ? undefined : latest.docs.find((d) => d.id === activeDocId), latestVersionSuggestion: latest };
}

/** Whether `item` is the page at `path`, or a category holding it. */
export function isActiveSidebarItem(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, path);
  if (item.type === 'category') return isSamePath(item.href, path) || item.items.some((child) => isActiveSidebarItem(child, path));
  return false;
}

/** The first link a sidebar item leads to: its own page, else its first item's. */
export const findFirstSidebarItemLink = firstHref;
export const findFirstCategoryLink = findFirstSidebarItemLink;

/** The items a card list shows: links and categories with a page to go to. */
export function filterDocCardListItems(items: SidebarItem[]): SidebarItem[] {
  return items.filter((item) => item.type !== 'html' && findFirstSidebarItemLink(item) !== undefined);
}

/** The category of the sidebar whose own page is the current one (a generated index's). */
export function useCurrentSidebarCategory(): SidebarCategoryItem {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const { baseUrl } = useSiteConfig();
  const path = pathname.startsWith(baseUrl) ? '/' + pathname.slice(baseUrl.length) : pathname;
  const found = sidebar ? categoryAt(sidebar.items, path) : undefined;
  if (!found) throw new Error(`useCurrentSidebarCategory(): the page ${pathname} is not the page of a sidebar category.`);
  return found;
}

/** The trail from the sidebar's top to the current doc, as sidebar items. */
export function useSidebarBreadcrumbs(): SidebarItem[] | null {
  const doc = useOptionalDoc();
  const { docs } = useSiteConfig();
  if (!doc || !docs.breadcrumbs) return null;
  const crumbs = doc.data.breadcrumbs;
  return crumbs.map((c, i) =>
    i === crumbs.length - 1 ? { type: 'link', label: c.label, href: c.href ?? doc.metadata.permalink, docId: doc.metadata.id } : { type: 'category', label: c.label, href: c.href, items: [], collapsed: false, collapsible: true },
  );
}

/** A doc of the current sidebar by its id, or undefined. */
export function useDocById(id: string | undefined): { id: string; title: string; path: string } | undefined {
  const sidebar = useDocsSidebar();
  if (!id || !sidebar) return undefined;
  const find = (items: SidebarItem[]): SidebarItem | undefined => {
    for (const item of items) {
      if ((item.type === 'link' || item.type === 'category') && item.docId === id) return item;
      if (item.type === 'category') {
        const inner = find(item.items);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  const item = find(sidebar.items);
  return item && item.type !== 'html' && item.href ? { id, title: item.label, path: item.href } : undefined;
}
export const useLayoutDoc = (docId: string | undefined, _pluginId?: string) => useDocById(docId) ?? null;

/** The search tags of the docs on the page, as Docusaurus names them for contextual search. */
export function docVersionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

export function useDocsContextualSearchTags(): string[] {
  const version = useDocsVersion();
  return [docVersionSearchTag(version.pluginId, version.version)];
}
