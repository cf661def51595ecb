import { headingsWithPartials } from '../compile/partialGraph.ts';
import type { CompiledDocument } from '../compile/types.ts';
import type { SiteConfig } from '../config/types.ts';
import type { DocFile } from '../content/types.ts';
import { titleFromName } from '../content/paths.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ResolvedSidebars } from '../sidebars/types.ts';
import { breadcrumbsTo, displayedSidebar, docsLookup, pagination } from './docNavigation.ts';
import { planDocTagRoutes } from './docTagRoutes.ts';
import { planGeneratedIndexRoutes } from './generatedIndexRoutes.ts';
import { editUrlFor, docsEditArgs } from './editUrl.ts';
import { lastUpdateData } from './lastUpdate.ts';
import { chunkNameFor } from './routeNames.ts';
import { readingTimeMinutes, truncate } from './summaryText.ts';
import { buildToc } from './toc.ts';
import type { DocRouteData, RouteRecord } from './types.ts';

export interface PlanDocsRoutesInput {
  config: SiteConfig;
  docs: DocFile[];
  compiled: Map<string, CompiledDocument>;
  sidebars: ResolvedSidebars;
}

/**
 * The docs plugin's routes: one per compiled doc, then the tag pages, then the sidebars' generated
 * index pages. That order matters: on a shared path the first route planned wins.
 */
export function planDocsRoutes({ config, docs, compiled, sidebars }: PlanDocsRoutesInput, diagnostics: Diagnostic[]): RouteRecord[] {
  const lookup = docsLookup(docs, sidebars.sidebars);
  const locale = config.i18n.defaultLocale;
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
      breadcrumbs: config.docs.breadcrumbs && sidebar ? breadcrumbsTo(doc.permalink, sidebars.sidebars[sidebar]!) : [],
      previous,
      next,
      tags: doc.tags,
      editUrl: editUrlOf(doc, config),
      readingTimeMinutes: readingTimeMinutes(result.text),
      hideTitle: doc.hideTitle,
      lastUpdate: lastUpdateData(doc.lastUpdate, locale),
      unlisted: doc.unlisted,
      draft: doc.draft || undefined,
    };
    routes.push({ path: doc.permalink, kind: 'doc', title, description, source: doc.source, chunkName: chunkNameFor(doc.permalink), component: '@theme/DocRoute', contentSource: doc.source, data, sidebar, noindex: doc.unlisted, meta: doc.meta });
  }
  return [...routes, ...planDocTagRoutes({ config, docs, docRoutes: routes }), ...planGeneratedIndexRoutes({ sidebars, compiled, lookup })];
}

function editUrlOf(doc: DocFile, config: SiteConfig): string | undefined {
  const dir = config.docs.path.replace(/\\/g, '/');
  return editUrlFor(config.docs.editUrl, dir, doc.relPath, docsEditArgs(dir, doc.relPath, doc.permalink, config.i18n.defaultLocale), doc.customEditUrl);
}
