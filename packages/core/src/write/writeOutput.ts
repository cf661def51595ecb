import { routeUrl } from '../../../client/src/normalizePath.ts';
import { siteAssetSources } from '../render/siteHeadTags.ts';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleResult } from '../bundle/bundle.ts';
import type { SiteConfig } from '../config/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import type { RouteManifest } from './manifest.ts';
import { htmlFileFor, outputFile, publishedPath } from './outputPaths.ts';
import { headersFile } from './securityHeaders.ts';
import { sitemapItems, sitemapXml, type SitemapPage } from './sitemap.ts';
import { gitLastUpdates } from '../util/gitLastUpdates.ts';
import { localeAlternates } from '../i18n/alternates.ts';

/** A page the render stage wrote: what the manifest, the sitemap and `_headers` need of it. */
export interface WrittenPage {
  route: RouteRecord;
  /** Its document title. */
  title: string;
  /** The hashes of its inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
}

/** Copy static files and content images, and write the manifest, the sitemap and `_headers` (the pages are written as they render). */
export async function writeOutput(o: { siteDir: string; dir: string; config: SiteConfig; pages: WrittenPage[]; copies: { from: string; to: string }[]; bundled: BundleResult; routesIndexUrl: string }): Promise<void> {
  const { config, bundled } = o;
  await Promise.all(
    o.copies.map(async ({ from, to }) => {
      const target = outputFile(o.dir, to);
      await mkdir(path.dirname(target), { recursive: true });
      // A page already there may be a hard link to the previous output's: replace the link, never write through it.
      await rm(target, { force: true });
      await copyFile(from, target);
    }),
  );
  const manifest: RouteManifest = {
    version: 1,
    baseUrl: config.baseUrl,
    entry: { js: bundled.entry, css: bundled.entryCss, imports: bundled.entryImports },
    routesIndex: o.routesIndexUrl,
    // Only when set: `docs serve` reads it to redirect the other form of an address.
    ...(config.trailingSlash !== undefined && { trailingSlash: config.trailingSlash }),
    routes: o.pages.map(({ route: r, title }) => ({
      path: publishedPath(r.path, config.trailingSlash),
      kind: r.kind,
      // A .tsx page names itself only when rendered: take its document title, less the site suffix.
      title: r.kind === 'page' ? title.replace(` ${config.titleDelimiter} ${config.title}`, '') : r.title,
      file: htmlFileFor(r.path, config.trailingSlash),
      chunks: [bundled.routes[r.chunkName]!.chunk, ...bundled.routes[r.chunkName]!.imports],
      css: bundled.routes[r.chunkName]!.css,
      sidebar: r.sidebar,
    })),
  };
  await writeFile(path.join(o.dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  if (config.sitemap) await writeFile(outputFile(o.dir, config.sitemap.filename), sitemapXml(await sitemapItems(sitemapPages(o.siteDir, config, o.pages), config.sitemap, { baseUrl: config.baseUrl, siteConfig: { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, customFields: config.customFields } })));
  // Paths as the output folder serves them (a host publishes it at its root).
  const policies = o.pages.map(({ route, scriptHashes }) => ({ path: publishedPath(route.path, config.trailingSlash), scriptHashes, evaluatesCode: bundled.routes[route.chunkName]!.evaluatesCode }));
  await writeFile(path.join(o.dir, '_headers'), headersFile(policies, siteAssetSources(config)));
}

/** The pages a sitemap may list: a site kept out of search engines (`noIndex`) lists none, as Docusaurus's sitemap does. */
function sitemapPages(siteDir: string, config: SiteConfig, pages: WrittenPage[]): SitemapPage[] {
  const commits = config.sitemap && config.sitemap.lastmod ? gitLastUpdates(siteDir) : undefined;
  return pages
    .filter((p) => !p.route.noindex && !config.noIndex)
    .map(({ route }) => ({
      routePath: route.path,
      url: config.url + routeUrl(route.path, config.baseUrl, config.trailingSlash),
      alternates: localeAlternates(config, route.path),
      lastUpdated: commits && ((route.data as { lastUpdate?: { date?: string } }).lastUpdate?.date ?? (route.source ? commits.get(route.source)?.date : undefined)),
    }));
}
