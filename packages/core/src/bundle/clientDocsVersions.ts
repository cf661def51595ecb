import { DEFAULT_DOCS_PLUGIN, isDocOf, versionKey, type DocsVersionMeta } from '../content/docsVersions.ts';
import type { DocFile } from '../content/types.ts';
import { flattenSidebar } from '../sidebars/resolveSidebars.ts';
import type { ResolvedSidebars } from '../sidebars/types.ts';

/** What the browser knows of one docs version: enough for the version menu, banner and badge to link the same doc in another version. */
export interface ClientDocsVersion {
  /** The docs set of another instance than the default; absent for the default's, so such a site's pages carry what they did. */
  pluginId?: string;
  name: string;
  label: string;
  /** The version's URL prefix. */
  path: string;
  isLast: boolean;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  /** Where the version menu and banner go when a doc is not in this version. */
  mainDocPath: string;
  /** Its docs, as `[id, path, sidebar?]`: compact, since every page's app carries them. */
  docs: [id: string, path: string, sidebar?: string][];
  /** Where each of its sidebars starts (its first link), by sidebar name: a `docSidebar` navbar item's target in this version. */
  sidebars: Record<string, string>;
}

/**
 * The version's main doc, as Docusaurus picks it: the doc at the version's own path, else the
 * first doc of its first sidebar, else its first doc.
 */
function mainDocPathOf(version: DocsVersionMeta, docs: DocFile[], sidebars: ResolvedSidebars | undefined): string {
  const atRoot = docs.find((d) => d.permalink === version.routeBasePath);
  if (atRoot) return atRoot.permalink;
  const firstSidebar = sidebars && Object.values(sidebars.sidebars)[0];
  return (firstSidebar && flattenSidebar(firstSidebar)[0]?.href) ?? docs[0]?.permalink ?? version.routeBasePath;
}

/** Every version built (each docs set's newest first), for the browser; unlisted docs left out, as they are from menus. */
export function clientDocsVersions(versions: DocsVersionMeta[], docs: DocFile[], sidebars: ResolvedSidebars): ClientDocsVersion[] {
  return versions.map((version) => {
    const own = docs.filter((d) => isDocOf(d, version));
    const byVersion = sidebars.byVersion?.[versionKey(version)];
    const sidebarOf = new Map<string, string>();
    for (const [name, items] of Object.entries(byVersion?.sidebars ?? {})) for (const entry of flattenSidebar(items)) if (entry.docId && !sidebarOf.has(entry.docId)) sidebarOf.set(entry.docId, name);
    return {
      ...(version.pluginId !== DEFAULT_DOCS_PLUGIN && { pluginId: version.pluginId }),
      name: version.name,
      label: version.label,
      path: version.routeBasePath,
      isLast: version.isLast,
      banner: version.banner,
      badge: version.badge,
      noIndex: version.noIndex,
      className: version.className,
      mainDocPath: mainDocPathOf(version, own, byVersion),
      sidebars: Object.fromEntries(Object.entries(byVersion?.sidebars ?? {}).flatMap(([name, items]) => {
        const first = flattenSidebar(items)[0]?.href;
        return first ? [[name, first]] : [];
      })),
      docs: own.filter((d) => !d.unlisted).map((d) => {
        const sidebar = sidebarOf.get(d.id);
        return sidebar === undefined ? [d.id, d.permalink] : [d.id, d.permalink, sidebar];
      }),
    };
  });
}
