import { dateLocaleOf } from './i18n/dateFormat.ts';
import { currentLocaleOf } from './i18n/localizedDirs.ts';
import { planBlogRoutes } from './blog/planBlogRoutes.ts';
import type { CompiledDocument } from './compile/types.ts';
import type { SiteConfig } from './config/types.ts';
import type { LoadedContent } from './content/loadedContent.ts';
import type { Diagnostic } from './diagnostics/diagnostic.ts';
import { planDocsRoutes } from './routes/planDocsRoutes.ts';
import { planPageRoutes } from './routes/planPageRoutes.ts';
import { notFoundRoute, planRoutes, searchRoute } from './routes/planRoutes.ts';
import type { RouteRecord } from './routes/types.ts';
import type { ResolvedSidebars } from './sidebars/types.ts';

export interface PlanSiteRoutesInput {
  config: SiteConfig;
  content: LoadedContent;
  compiled: Map<string, CompiledDocument>;
  sidebars: ResolvedSidebars;
  /** Routes the site's plugins added (see plugins/sitePlugins.ts). */
  pluginRoutes?: RouteRecord[];
}

/**
 * The site's routes, from each plugin that has some, for `docs build` and `docs dev` alike. The
 * plugins are listed here, above the route stage, so the route plan needs to know none of them
 * (the blog is one plugin among others). Their order is their precedence on a shared path.
 */
export function planSiteRoutes({ config, content, compiled, sidebars, pluginRoutes }: PlanSiteRoutesInput, diagnostics: Diagnostic[]): RouteRecord[] {
  return planRoutes(
    [
      planDocsRoutes({ config, docs: content.docs, versions: content.versions, compiled, sidebars }, diagnostics),
      planPageRoutes({ config, pages: content.pages, compiled }),
      config.blog && content.blog ? planBlogRoutes({ options: config.blog, posts: content.blog.posts, compiled, toc: config.docs.toc, locale: dateLocaleOf(config), localeName: currentLocaleOf(config) }) : [],
      ...config.blogInstances.map((options, i) => planBlogRoutes({ options, posts: content.blogInstances[i]!.posts, compiled, toc: config.docs.toc, locale: dateLocaleOf(config), localeName: currentLocaleOf(config) })),
      pluginRoutes ?? [],
      config.search ? [searchRoute()] : [],
      [notFoundRoute()],
    ],
    diagnostics,
  );
}
