import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsOptions } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { joinUrl } from './paths.ts';

/** The docs folder's version: Docusaurus's name for what is not released yet (`docs/`). */
export const CURRENT_VERSION = 'current';
export const VERSIONS_FILE = 'versions.json';
export const VERSIONED_DOCS_DIR = 'versioned_docs';
export const VERSIONED_SIDEBARS_DIR = 'versioned_sidebars';

/** The docs plugin instance of the classic preset (`docs` in our config). */
export const DEFAULT_DOCS_PLUGIN = 'default';

export type VersionBanner = 'unreleased' | 'unmaintained';

/** One version of the docs, settled from `versions.json` and the docs options as Docusaurus settles it. */
export interface DocsVersionMeta {
  /** The docs plugin instance the version is of (`default`, or a `docsInstances` id). */
  pluginId: string;
  name: string;
  label: string;
  /** URL prefix of the version's docs: the docs' `routeBasePath` plus the version's path part. */
  routeBasePath: string;
  /** The version's docs folder, absolute. */
  contentDir: string;
  /** Its sidebars: the config's `sidebarPath` for the current version, the versioned JSON file for a released one (absent: one generated sidebar). */
  sidebarPath?: string | false;
  /** The version served at the docs' own path (`lastVersion`). */
  isLast: boolean;
  banner: VersionBanner | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
}

/** Per-version options (`docs.versions[name]`). */
export interface VersionOptions {
  label?: string;
  path?: string;
  banner?: 'none' | VersionBanner;
  badge?: boolean;
  noIndex?: boolean;
  className?: string;
}

/** Another instance's version files carry its id in front, as Docusaurus names them (`community_versions.json`). */
export const instanceFileName = (name: string, pluginId = DEFAULT_DOCS_PLUGIN) => (pluginId === DEFAULT_DOCS_PLUGIN ? name : `${pluginId}_${name}`);
export const versionedDocsDir = (siteDir: string, name: string, pluginId?: string) => path.join(siteDir, instanceFileName(VERSIONED_DOCS_DIR, pluginId), `version-${name}`);
export const versionedSidebarsFile = (siteDir: string, name: string, pluginId?: string) => path.join(siteDir, instanceFileName(VERSIONED_SIDEBARS_DIR, pluginId), `version-${name}-sidebars.json`);

/** What keys a version across the site's docs sets: its name in the default instance, `<id>:<name>` in another. */
export const versionKey = (v: { pluginId?: string; name: string }) => (!v.pluginId || v.pluginId === DEFAULT_DOCS_PLUGIN ? v.name : `${v.pluginId}:${v.name}`);

/** Whether a doc is of the version (the doc's own version and docs set). */
export const isDocOf = (doc: { pluginId?: string; version: string }, v: DocsVersionMeta) => doc.version === v.name && (doc.pluginId ?? DEFAULT_DOCS_PLUGIN) === v.pluginId;

/** Why a version name cannot be one (it names a folder and a URL part), as Docusaurus refuses it; undefined when it can. */
export function invalidVersionName(name: unknown): string | undefined {
  if (typeof name !== 'string') return `a version name is a string, not ${JSON.stringify(name)}`;
  if (!name.trim()) return 'a version name needs at least one character that is not a space';
  if (/[/\\]/.test(name)) return `"${name}" holds a slash or backslash`;
  if (name.length > 32) return `"${name}" is longer than 32 characters`;
  // eslint-disable-next-line no-control-regex
  if (/[<>:"|?*\x00-\x1F]/.test(name)) return `"${name}" holds a character a file name cannot have`;
  if (/^\.\.?$/.test(name)) return `"${name}" is not a folder name`;
  return undefined;
}

/** `versions.json`, newest first; null when the site has none. Throws with the reason when it is not a list of version names. */
export function readVersionsFile(siteDir: string, pluginId?: string): string[] | null {
  const file = path.join(siteDir, instanceFileName(VERSIONS_FILE, pluginId));
  if (!existsSync(file)) return null;
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(value)) throw new Error(`it holds ${JSON.stringify(value)}, not a list of version names`);
  for (const name of value) {
    const why = invalidVersionName(name);
    if (why) throw new Error(why);
  }
  return value as string[];
}

type VersioningOptions = Pick<DocsOptions, 'id' | 'path' | 'routeBasePath' | 'sidebarPath' | 'currentVersionLabel' | 'lastVersion' | 'includeCurrentVersion' | 'onlyIncludeVersions' | 'disableVersioning' | 'versions'>;

/**
 * The docs versions to build, newest first: `current` (the docs folder) unless
 * `includeCurrentVersion: false`, then `versions.json`'s, filtered by `onlyIncludeVersions`. An
 * option naming a version that does not exist is an error at the config file, as in Docusaurus.
 */
export function resolveDocsVersions(siteDir: string, docs: VersioningOptions, configFile: string | undefined, diagnostics: Diagnostic[]): DocsVersionMeta[] {
  const fail = (message: string, file = configFile, hint?: string) => {
    diagnostics.push({ severity: 'error', code: 'docs-versions', file, message, hint });
    return [];
  };
  const pluginId = docs.id ?? DEFAULT_DOCS_PLUGIN;
  const versionsFile = instanceFileName(VERSIONS_FILE, pluginId);
  let released: string[] | null;
  try {
    released = readVersionsFile(siteDir, pluginId);
  } catch (error) {
    return fail(`${versionsFile} cannot be read: ${(error as Error).message}.`, path.join(siteDir, versionsFile), 'It is a JSON list of version names, newest first: ["2.0", "1.0"].');
  }
  if (docs.disableVersioning && !released) return fail('`docs.disableVersioning: true` on a site without versions.json: there are no versions to disable.', configFile, 'Remove the option.');
  const names = docs.disableVersioning ? [] : [...(released ?? [])];
  if (docs.includeCurrentVersion !== false && !names.includes(CURRENT_VERSION)) names.unshift(CURRENT_VERSION);
  if (names.length === 0) return fail('No docs version is left to build: `includeCurrentVersion: false` leaves out the docs folder and there is no released version.', configFile, 'Cut a version with `docs docs version <name>`, or include the current version.');
  const available = `Versions of this site: ${names.join(', ')}.`;
  const options = (docs.versions ?? {}) as Record<string, VersionOptions>;
  if (docs.lastVersion !== undefined && !names.includes(docs.lastVersion)) return fail(`\`docs.lastVersion\` names "${docs.lastVersion}", which is not a version.`, configFile, available);
  const unknown = Object.keys(options).filter((n) => !names.includes(n));
  if (unknown.length) return fail(`\`docs.versions\` configures ${unknown.map((n) => `"${n}"`).join(', ')}, which ${unknown.length > 1 ? 'are not versions' : 'is not a version'}.`, configFile, available);
  let included = names;
  if (docs.onlyIncludeVersions) {
    const only = docs.onlyIncludeVersions;
    if (only.length === 0) return fail('`docs.onlyIncludeVersions` is empty: at least one version is needed.');
    const missing = only.filter((n) => !names.includes(n));
    if (missing.length) return fail(`\`docs.onlyIncludeVersions\` names ${missing.map((n) => `"${n}"`).join(', ')}, not ${missing.length > 1 ? 'versions' : 'a version'}.`, configFile, available);
    if (docs.lastVersion !== undefined && !only.includes(docs.lastVersion)) return fail('`docs.lastVersion` must be one of `docs.onlyIncludeVersions`.');
    included = names.filter((n) => only.includes(n));
  }
  const last = docs.lastVersion ?? included.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION;
  const versions: DocsVersionMeta[] = [];
  for (const name of included) {
    const own = options[name] ?? {};
    const isCurrent = name === CURRENT_VERSION;
    const contentDir = isCurrent ? path.resolve(siteDir, docs.path) : versionedDocsDir(siteDir, name, pluginId);
    if (!isCurrent && !existsSync(contentDir)) {
      fail(`Version "${name}" is in ${versionsFile}, but its docs folder ${path.relative(siteDir, contentDir)} does not exist.`, path.join(siteDir, versionsFile), 'Cut versions with `docs docs version <name>`, which copies the docs there, or remove the name from versions.json.');
      continue;
    }
    const pathPart = own.path ?? (name === last ? '' : isCurrent ? 'next' : name);
    const defaultBanner = name === last ? null : included.indexOf(name) < included.indexOf(last) ? 'unreleased' : 'unmaintained';
    const sidebarsFile = versionedSidebarsFile(siteDir, name, pluginId);
    versions.push({
      pluginId,
      name,
      label: own.label ?? (isCurrent ? docs.currentVersionLabel : name),
      routeBasePath: joinUrl(docs.routeBasePath, pathPart),
      contentDir,
      // A released version without a sidebars file has one generated sidebar (Docusaurus writes none when there was no sidebar).
      sidebarPath: isCurrent ? docs.sidebarPath : existsSync(sidebarsFile) ? sidebarsFile : docs.sidebarPath === false ? false : undefined,
      isLast: name === last,
      banner: own.banner === 'none' ? null : own.banner ?? defaultBanner,
      badge: own.badge ?? included.length !== 1,
      noIndex: own.noIndex ?? false,
      className: own.className ?? `docs-version-${name}`,
    });
  }
  return versions;
}

/** Each version's docs folder (for watching and link resolution; none that cannot be read) and the version's name. */
export function docsVersionFolders(siteDir: string, docs: VersioningOptions): { dir: string; version: string }[] {
  const folders = resolveDocsVersions(siteDir, docs, undefined, []).map((v) => ({ dir: v.contentDir, version: v.name }));
  // Versions in error are reported by the content stage; the docs folder is still a content folder.
  return folders.length ? folders : [{ dir: path.resolve(siteDir, docs.path), version: CURRENT_VERSION }];
}

/**
 * The name a sidebar of a version is known by across the site: the default docs set's current
 * version's keep their own names; another docs set's have its id in front (`community/main`).
 */
export function versionedSidebarName(version: string, sidebar: string, pluginId = DEFAULT_DOCS_PLUGIN): string {
  const named = version === CURRENT_VERSION ? sidebar : `version-${version}/${sidebar}`;
  return pluginId === DEFAULT_DOCS_PLUGIN ? named : `${pluginId}/${named}`;
}
