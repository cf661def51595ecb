import type { BundleResult } from '../bundle/bundle.ts';
import type { RoutesIndexRef } from '../bundle/clientData.ts';
import type { SiteConfig } from '../config/types.ts';
import { NOT_FOUND_PATH } from '../routes/planRoutes.ts';
import type { BlogPostRouteData, RouteRecord } from '../routes/types.ts';
import { htmlShell, type FeedLink } from './htmlShell.ts';
import type { RenderedRoute } from './renderBatch.ts';
import type { PluginHtmlTags } from '../plugins/sitePlugins.ts';

export interface AssembledPage {
  route: RouteRecord;
  /** The whole document. */
  html: string;
  /** What React rendered, for the link checker. */
  body: string;
  /** The document title. */
  title: string;
}

/**
 * Put each rendered route into its HTML document: head tags, the stylesheets and exactly the
 * chunks this route needs as module preloads, and the data the browser hydrates with.
 */
export function assemblePages(o: PageContext & { routes: RouteRecord[]; rendered: Map<string, RenderedRoute> }): AssembledPage[] {
  return o.routes.map((route) => assemblePage(route, o.rendered.get(route.path)!, o));
}

/** What every page of a build is assembled with. */
export interface PageContext {
  config: SiteConfig;
  bundled: BundleResult;
  sidebarUrls: Record<string, string>;
  routesIndex: RoutesIndexRef;
  feeds?: FeedLink[];
  /** Pages for `docs dev` (see ShellInput.dev). */
  dev?: boolean;
  /** Tags the site's plugins inject into every page. */
  pluginTags?: PluginHtmlTags;
}

/** One rendered route in its HTML document. */
export function assemblePage(route: RouteRecord, r: RenderedRoute, o: PageContext): AssembledPage {
  const { config, bundled } = o;
  const assets = bundled.routes[route.chunkName]!;
  const title = r.head?.title ?? (route.title === config.title ? config.title : `${route.title} ${config.titleDelimiter} ${config.title}`);
  const sidebarUrl = route.sidebar ? o.sidebarUrls[route.sidebar] : undefined;
  const html = htmlShell({
    config,
    path: route.path,
    title,
    description: r.head?.description ?? route.description ?? config.tagline,
    noindex: route.noindex,
    bodyHtml: r.html!,
    boot: { path: route.path, assets: { chunk: assets.chunk, css: assets.css, sidebar: route.sidebar }, data: route.data, sidebarUrl, routesIndexUrl: o.routesIndex.url, app: o.routesIndex.app, notFound: route.path === NOT_FOUND_PATH },
    stylesheets: [...bundled.entryCss, ...assets.css],
    modulePreloads: [bundled.entry, ...bundled.entryImports, assets.chunk, ...assets.imports],
    dataPreloads: sidebarUrl ? [sidebarUrl] : [],
    entry: bundled.entry,
    feeds: o.feeds,
    article: route.kind === 'blog-post' ? articleOf(route.data as BlogPostRouteData) : undefined,
    meta: route.meta,
    headElements: r.head?.elements,
    dev: o.dev,
    pluginTags: o.pluginTags,
  });
  return { route, html, body: r.html!, title };
}

const articleOf = (data: BlogPostRouteData) => ({ publishedTime: data.post.date, image: data.image });
