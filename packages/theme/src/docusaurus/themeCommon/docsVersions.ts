import { storage, useLocation, useRouterState, useSiteConfig, type ClientDocsVersion, type SidebarItem } from '@docs/client';

/** The classic preset's docs plugin instance. */
export const DEFAULT_PLUGIN_ID = 'default';

/** Where the reader's docs version choice is remembered, per docs plugin instance. */
export const preferredVersionKey = (pluginId: string = DEFAULT_PLUGIN_ID) => `docs-preferred-version-${pluginId}`;
export const PREFERRED_VERSION_KEY = preferredVersionKey();

/** The docs set a version is of. */
export const pluginOf = (version: ClientDocsVersion) => version.pluginId ?? DEFAULT_PLUGIN_ID;

/** The path of the page inside the site (without the base URL), as doc paths are written. */
export function sitePath(pathname: string, baseUrl: string): string {
  return baseUrl !== '/' && pathname.startsWith(baseUrl) ? '/' + pathname.slice(baseUrl.length) : pathname;
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.replace(/\/$/, '') + '/');

/**
 * The version a page belongs to: a doc page's own, else the version whose path holds the page's
 * (the longest, since the last version's path `/docs` holds `/docs/next` too).
 */
export function versionOfPath(versions: ClientDocsVersion[], path: string): ClientDocsVersion | undefined {
  let found: ClientDocsVersion | undefined;
  for (const v of versions) if (under(path, v.path) && (!found || v.path.length > found.path.length)) found = v;
  return found;
}

/** The path of the doc `id` in `version`, when the version has it. */
export function docPathIn(version: ClientDocsVersion, id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  return version.docs.find((d) => d[0] === id)?.[1];
}

/** The doc of `version` at `path`, as `[id, path, sidebar?]`. */
export function docAt(version: ClientDocsVersion | undefined, path: string): ClientDocsVersion['docs'][number] | undefined {
  return version?.docs.find((d) => d[1] === path);
}

/** The same page in another version: the doc of the same id, else that version's main doc (as Docusaurus links versions). */
export function samePageIn(version: ClientDocsVersion, docId: string | undefined): string {
  return docPathIn(version, docId) ?? version.mainDocPath;
}

export interface VersionsState {
  /** The docs set the state is of: the one asked for, else the page's, else the default. */
  pluginId: string;
  /** Its versions. */
  versions: ClientDocsVersion[];
  /** The version of the page being read, when it is a docs page. */
  active?: ClientDocsVersion;
  /** The doc being read, when the page is one. */
  activeDocId?: string;
  last: ClientDocsVersion | undefined;
}

/**
 * The docs set of the page: a doc page names it when it is not the default's; another page is of
 * the set whose version's path holds it, if any.
 */
export function pluginOfPage(versions: ClientDocsVersion[], data: Record<string, unknown>, path: string): string | undefined {
  if (typeof data.pluginId === 'string') return data.pluginId;
  if (typeof data.docId === 'string') return DEFAULT_PLUGIN_ID;
  const holding = versionOfPath(versions, path);
  return holding && pluginOf(holding);
}

/**
 * A docs set's versions and where the page is among them, from the site config and the route: the
 * set `pluginId` (a navbar item's `docsPluginId`), else the page's. A page of another set has no
 * active version in this one.
 */
export function useVersionsState(pluginId?: string): VersionsState {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const { data } = useRouterState();
  const all = site.docs.versions ?? [];
  const path = sitePath(pathname, site.baseUrl);
  const pagePlugin = pluginOfPage(all, data, path);
  const plugin = pluginId ?? pagePlugin ?? DEFAULT_PLUGIN_ID;
  const versions = all.filter((v) => pluginOf(v) === plugin);
  const onPage = pagePlugin === undefined || pagePlugin === plugin;
  // A doc page names its version when it is a released one; the docs folder's say none.
  const name = typeof data.version === 'string' ? data.version : typeof data.docId === 'string' ? 'current' : undefined;
  const named = name === undefined || !onPage ? undefined : versions.find((v) => v.name === name);
  const active = named ?? (onPage ? versionOfPath(versions, path) : undefined);
  const activeDocId = !onPage ? undefined : typeof data.docId === 'string' ? data.docId : docAt(active, path)?.[0];
  return { pluginId: plugin, versions, active, activeDocId, last: versions.find((v) => v.isLast) };
}

/** The version name the reader picked last in a docs set, when it is still one of its versions. */
export function preferredVersionName(versions: ClientDocsVersion[], pluginId?: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const saved = storage.get(preferredVersionKey(pluginId));
  return versions.some((v) => v.name === saved) ? (saved ?? undefined) : undefined;
}

export function savePreferredVersion(name: string, pluginId?: string): void {
  storage.set(preferredVersionKey(pluginId), name);
}

export interface DocsVersion {
  pluginId: string;
  /** Docusaurus names it `name` in global data and `version` in a version's metadata: both are given. */
  name: string;
  version: string;
  label: string;
  isLast: boolean;
  path: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  mainDocId: string;
  /** As Docusaurus's global data: every doc of the version with its path and sidebar. */
  docs: { id: string; path: string; sidebar?: string }[];
  docsSidebars: Record<string, SidebarItem[]>;
}

/**
 * Each version of the site config converted once: the config's objects live as long as the app,
 * and a version lists every doc, so converting it on each call of the docs hooks (several per
 * page) was half of a page's render time at 10,000 docs, on the server and on every navigation.
 */
const docsVersions = new WeakMap<ClientDocsVersion, DocsVersion>();

/** A version of the site config in the shapes Docusaurus's hooks give (see docsVersions). */
export function docsVersionOf(v: ClientDocsVersion): DocsVersion {
  let converted = docsVersions.get(v);
  if (!converted) docsVersions.set(v, (converted = convertDocsVersion(v)));
  return converted;
}

function convertDocsVersion(v: ClientDocsVersion): DocsVersion {
  const docs = v.docs.map(([id, path, sidebar]) => ({ id, path, ...(sidebar !== undefined && { sidebar }) }));
  return {
    pluginId: pluginOf(v),
    name: v.name,
    version: v.name,
    label: v.label,
    isLast: v.isLast,
    path: v.path,
    banner: v.banner,
    badge: v.badge,
    noIndex: v.noIndex,
    className: v.className,
    mainDocId: v.mainDocId,
    docs,
    docsSidebars: {},
  };
}
