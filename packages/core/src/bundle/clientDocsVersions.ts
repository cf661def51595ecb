import type { ClientDocsVersion } from '../../../client/src/types.ts';
import { DEFAULT_DOCS_PLUGIN, isDocOf, versionKey, type DocsVersionMeta } from '../content/docsVersions.ts';
import type { DocFile } from '../content/types.ts';
import { flattenSidebar } from '../sidebars/resolveSidebars.ts';
import type { ResolvedSidebars } from '../sidebars/types.ts';

export type { ClientDocsVersion };

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
    const mainDocPath = mainDocPathOf(version, own, byVersion);
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
      mainDocPath,
      mainDocId: own.find((d) => d.permalink === mainDocPath)?.id ?? own[0]?.id ?? '',
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
