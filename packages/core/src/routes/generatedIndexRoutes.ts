import type { CompiledDocument } from '../compile/types.ts';
import type { DocFile } from '../content/types.ts';
import type { ResolvedSidebars, SidebarCategory } from '../sidebars/types.ts';
import { breadcrumbsIn, sidebarNeighbours, type DocsLookup } from './docNavigation.ts';
import { chunkNameFor } from './routeNames.ts';
import { truncate } from './summaryText.ts';
import type { GeneratedIndexRouteData, RouteRecord } from './types.ts';

export interface PlanGeneratedIndexRoutesInput {
  sidebars: ResolvedSidebars;
  compiled: Map<string, CompiledDocument>;
  lookup: DocsLookup;
}

/** One page per sidebar category whose link is a generated index: a card for each item of the category. */
export function planGeneratedIndexRoutes({ sidebars, compiled, lookup }: PlanGeneratedIndexRoutesInput): RouteRecord[] {
  return sidebars.generatedIndexes.map((index) => {
    const data: GeneratedIndexRouteData = {
      title: index.title,
      description: index.description,
      sidebar: index.sidebar,
      breadcrumbs: breadcrumbsIn(lookup, index.sidebar, index.permalink),
      items: cardsOf(index.category, lookup.byId, compiled),
      ...sidebarNeighbours(lookup.orderBySidebar.get(index.sidebar) ?? [], index.permalink, lookup.byId),
    };
    return {
      path: index.permalink,
      kind: 'generated-index',
      source: index.source,
      title: index.title,
      description: index.description,
      chunkName: chunkNameFor(index.permalink),
      component: '@theme/DocCategoryGeneratedIndexPage',
      data,
      sidebar: index.sidebar,
      noindex: false,
    };
  });
}

/** A card per item that has a page, described by its sidebar item's description, else its doc's, else the start of its text. */
function cardsOf(category: SidebarCategory, byId: Map<string, DocFile>, compiled: Map<string, CompiledDocument>): GeneratedIndexRouteData['items'] {
  return category.items.flatMap((item) => {
    if (item.type === 'html' || !item.href) return [];
    const { href } = item;
    const doc = item.docId ? byId.get(item.docId) : undefined;
    const description = item.description ?? (doc ? doc.description ?? compiled.get(doc.source)?.excerpt : undefined);
    return [{ label: item.label, href, description: description ? truncate(description, 140) : undefined }];
  });
}
