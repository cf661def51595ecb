import { storage, useLocation, useRouterState, useSiteConfig, type ClientDocsVersion } from '@docs/client';

/** Where the reader's docs version choice is remembered, per docs plugin instance (there is one: `default`). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

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
  versions: ClientDocsVersion[];
  /** The version of the page being read, when it is a docs page. */
  active?: ClientDocsVersion;
  /** The doc being read, when the page is one. */
  activeDocId?: string;
  last: ClientDocsVersion | undefined;
}

/** The docs versions and where the page is among them, from the site config and the route. */
export function useVersionsState(): VersionsState {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const { data } = useRouterState();
  const versions = site.docs.versions ?? [];
  const path = sitePath(pathname, site.baseUrl);
  // A doc page names its version when it is a released one; the docs folder's say none.
  const name = typeof data.version === 'string' ? data.version : typeof data.docId === 'string' ? 'current' : undefined;
  const named = name === undefined ? undefined : versions.find((v) => v.name === name);
  const active = named ?? versionOfPath(versions, path);
  const activeDocId = typeof data.docId === 'string' ? data.docId : docAt(active, path)?.[0];
  return { versions, active, activeDocId, last: versions.find((v) => v.isLast) };
}

/** The version name the reader picked last, when it is still one of the site's. */
export function preferredVersionName(versions: ClientDocsVersion[]): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const saved = storage.get(PREFERRED_VERSION_KEY);
  return versions.some((v) => v.name === saved) ? (saved ?? undefined) : undefined;
}

export function savePreferredVersion(name: string): void {
  storage.set(PREFERRED_VERSION_KEY, name);
}
