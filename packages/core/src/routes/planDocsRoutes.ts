import { headingsWithPartials } from '../compile/partialGraph.ts';
import type { CompiledDocument } from '../compile/types.ts';
import type { SiteConfig } from '../config/types.ts';
import type { DocFile } from '../content/types.ts';
import { CURRENT_VERSION, DEFAULT_DOCS_PLUGIN, VERSIONED_DOCS_DIR, instanceFileName, isDocOf, versionedSidebarName, versionKey, type DocsVersionMeta } from '../content/docsVersions.ts';
import { configForDocs } from '../content/docsInstances.ts';
import { titleFromName } from '../content/paths.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ResolvedSidebars } from '../sidebars/types.ts';
import { breadcrumbsIn, displayedSidebar, docsLookup, pagination } from './docNavigation.ts';
import { planDocTagRoutes } from './docTagRoutes.ts';
import { planGeneratedIndexRoutes } from './generatedIndexRoutes.ts';
import { editUrlFor, docsEditArgs } from './editUrl.ts';
import { lastUpdateData } from './lastUpdate.ts';
import { dateLocaleOf } from '../i18n/dateFormat.ts';
import { chunkNameFor } from './routeNames.ts';
import { readingTimeMinutes, truncate } from './summaryText.ts';
import { buildToc } from './toc.ts';
import type { DocRouteData, RouteRecord } from './types.ts';

export interface PlanDocsRoutesInput {
  config: SiteConfig;
  /** Every version's docs. */
  docs: DocFile[];
  versions: DocsVersionMeta[];
  compiled: Map<string, CompiledDocument>;
  sidebars: ResolvedSidebars;
}

/**
 * The docs plugins' routes, docs set by docs set and version by version (each under its own URL
 * prefix, with its own sidebars, tags and options). A released version's sidebars are named `version-<name>/<sidebar>` across
 * the site, so its routes are renamed to those names once planned.
 */
export function planDocsRoutes({ config, docs, versions, compiled, sidebars }: PlanDocsRoutesInput, diagnostics: Diagnostic[]): RouteRecord[] {
  return versions.flatMap((version) => {
    const own = sidebars.byVersion?.[versionKey(version)] ?? { sidebars: {}, generatedIndexes: [] };
    const routes = planVersionRoutes({ config: configForDocs(config, version.pluginId), docs: docs.filter((d) => isDocOf(d, version)), compiled, sidebars: own, version }, diagnostics);
    if (versionedSidebarName(version.name, '', version.pluginId) === '') return routes;
    return routes.map((route) => {
      if (route.sidebar === undefined) return route;
      const sidebar = versionedSidebarName(version.name, route.sidebar, version.pluginId);
      return { ...route, sidebar, data: { ...route.data, sidebar } } as RouteRecord;
    });
  });
}

/**
 * One version's routes: one per compiled doc, then the tag pages, then the sidebars' generated
 * index pages. That order matters: on a shared path the first route planned wins.
 */
function planVersionRoutes({ config, docs, compiled, sidebars, version }: Omit<PlanDocsRoutesInput, 'versions'> & { version: DocsVersionMeta }, diagnostics: Diagnostic[]): RouteRecord[] {
  const lookup = docsLookup(docs, sidebars.sidebars);
  const locale = dateLocaleOf(config);
  const routes: RouteRecord[] = [];
  for (const doc of docs) {
    const result = compiled.get(doc.source);
    if (!result) continue;
    const sidebar = displayedSidebar(doc, lookup, diagnostics);
    const title = doc.title ?? result.contentTitle ?? titleFromName(doc.id.split('/').pop()!);
    const description = doc.description ?? (result.excerpt ? truncate(result.excerpt, 160) : undefined);
    const { previous, next } = pagination(doc, sidebar ? lookup.orderBySidebar.get(sidebar)! : [], lookup.byId, diagnostics);
    const data: DocRouteData = {
      title,
      description,
      docId: doc.id,
      hasContentTitle: result.contentTitle !== undefined,
      sidebar,
      toc: buildToc(headingsWithPartials(result, compiled), doc.toc?.minHeadingLevel ?? config.docs.toc.minHeadingLevel, doc.toc?.maxHeadingLevel ?? config.docs.toc.maxHeadingLevel),
      hideTableOfContents: doc.hideTableOfContents,
      breadcrumbs: config.docs.breadcrumbs && sidebar ? breadcrumbsIn(lookup, sidebar, doc.permalink) : [],
      previous,
      next,
      tags: doc.tags,
      editUrl: editUrlOf(doc, config),
      readingTimeMinutes: readingTimeMinutes(result.text),
      hideTitle: doc.hideTitle,
      lastUpdate: lastUpdateData(doc.lastUpdate, locale),
      unlisted: doc.unlisted,
      draft: doc.draft || undefined,
      // The docs folder's docs leave it out: an unversioned site's pages carry the same data as before versions.
      ...(version.name !== CURRENT_VERSION && { version: version.name }),
      ...(version.pluginId !== DEFAULT_DOCS_PLUGIN && { pluginId: version.pluginId }),
    };
    routes.push({ path: doc.permalink, kind: 'doc', title, description, source: doc.source, chunkName: chunkNameFor(doc.permalink), component: '@theme/DocRoute', contentSource: doc.source, data, sidebar, noindex: doc.unlisted || version.noIndex, meta: doc.meta });
  }
  const indexes = planGeneratedIndexRoutes({ sidebars, compiled, lookup }).map((r) => (version.noIndex ? { ...r, noindex: true } : r));
  return [...routes, ...planDocTagRoutes({ config, docs, docRoutes: routes, routeBasePath: version.routeBasePath, noindex: version.noIndex }), ...indexes];
}

/**
 * A released version's doc is edited in its versioned folder, unless `editCurrentVersion` sends a
 * string `editUrl` to the docs folder; an `editUrl` function is told the doc's own folder, as in Docusaurus.
 */
function editUrlOf(doc: DocFile, config: SiteConfig): string | undefined {
  const current = config.docs.path.replace(/\\/g, '/');
  const own = doc.version === CURRENT_VERSION ? current : `${instanceFileName(VERSIONED_DOCS_DIR, doc.pluginId)}/version-${doc.version}`;
  const editDir = config.docs.editCurrentVersion ? current : own;
  return editUrlFor(config.docs.editUrl, editDir, doc.relPath, docsEditArgs(own, doc.relPath, doc.permalink, config.i18n.defaultLocale, doc.version), doc.customEditUrl);
}
