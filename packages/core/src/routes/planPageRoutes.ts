import { headingsWithPartials } from '../compile/partialGraph.ts';
import type { CompiledDocument } from '../compile/types.ts';
import type { SiteConfig } from '../config/types.ts';
import type { PageFile } from '../content/types.ts';
import { lastUpdateData } from './lastUpdate.ts';
import { dateLocaleOf } from '../i18n/dateFormat.ts';
import { chunkNameFor } from './routeNames.ts';
import { buildToc } from './toc.ts';
import type { RouteRecord } from './types.ts';

export interface PlanPageRoutesInput {
  config: SiteConfig;
  pages: PageFile[];
  compiled: Map<string, CompiledDocument>;
}

/** The pages plugin's routes: a React page is its own component; a Markdown page is shown by the theme's. */
export function planPageRoutes({ config, pages, compiled }: PlanPageRoutesInput): RouteRecord[] {
  const locale = dateLocaleOf(config);
  const routes: RouteRecord[] = [];
  for (const page of pages) {
    const result = page.document ? compiled.get(page.source) : undefined;
    // A Markdown page that failed to compile has nothing to show; its diagnostics say why.
    if (page.document && !result) continue;
    const title = page.title ?? result?.contentTitle ?? config.title;
    routes.push({
      path: page.permalink,
      kind: page.kind === 'tsx' ? 'page' : 'mdx-page',
      title,
      description: page.description,
      source: page.source,
      chunkName: chunkNameFor(page.permalink),
      component: page.kind === 'tsx' ? page.source : '@theme/MDXPageRoute',
      contentSource: page.kind === 'tsx' ? undefined : page.source,
      data: {
        title,
        description: page.description,
        toc: result ? buildToc(headingsWithPartials(result, compiled), page.toc?.minHeadingLevel ?? 2, page.toc?.maxHeadingLevel ?? 3) : undefined,
        wrapperClassName: page.wrapperClassName,
        hideTableOfContents: page.hideTableOfContents,
        lastUpdate: lastUpdateData(page.lastUpdate, locale),
        unlisted: page.unlisted,
      },
      noindex: page.unlisted === true,
      meta: page.meta,
    });
  }
  return routes;
}
