import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleResult } from '../bundle/bundle.ts';
import type { SiteConfig } from '../config/types.ts';
import type { AssembledPage } from '../render/assemblePages.ts';
import type { RouteManifest } from './manifest.ts';
import { htmlFileFor, outputFile } from './outputPaths.ts';
import { headersFile } from './securityHeaders.ts';
import { sitemapXml } from './sitemap.ts';
import type { OutputWriter } from './writeOrReuse.ts';

/** Write the pages, copy static files and content images, and write the manifest, the sitemap and `_headers`. */
export async function writeOutput(o: { dir: string; config: SiteConfig; pages: AssembledPage[]; copies: { from: string; to: string }[]; bundled: BundleResult; routesIndexUrl: string; writer: OutputWriter }): Promise<void> {
  const { config, bundled } = o;
  for (const { route, html } of o.pages) o.writer.write(outputFile(o.dir, htmlFileFor(route.path)), html, htmlFileFor(route.path));
  await Promise.all(
    o.copies.map(async ({ from, to }) => {
      const target = outputFile(o.dir, to);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(from, target);
    }),
  );
  const manifest: RouteManifest = {
    version: 1,
    baseUrl: config.baseUrl,
    entry: { js: bundled.entry, css: bundled.entryCss, imports: bundled.entryImports },
    routesIndex: o.routesIndexUrl,
    routes: o.pages.map(({ route: r, title }) => ({
      path: r.path,
      kind: r.kind,
      // A .tsx page names itself only when rendered: take its document title, less the site suffix.
      title: r.kind === 'page' ? title.replace(` | ${config.title}`, '') : r.title,
      file: htmlFileFor(r.path),
      chunks: [bundled.routes[r.chunkName]!.chunk, ...bundled.routes[r.chunkName]!.imports],
      css: bundled.routes[r.chunkName]!.css,
      sidebar: r.sidebar,
    })),
  };
  await writeFile(path.join(o.dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  const siteRoot = config.url + config.baseUrl.replace(/\/$/, '');
  const indexed = o.pages.filter((p) => !p.route.noindex).map((p) => siteRoot + (p.route.path === '/' ? '/' : p.route.path));
  await writeFile(path.join(o.dir, 'sitemap.xml'), sitemapXml(indexed));
  // Paths as the output folder serves them (a host publishes it at its root).
  const policies = o.pages.map(({ route, html }) => ({ path: route.path, html, evaluatesCode: bundled.routes[route.chunkName]!.evaluatesCode }));
  await writeFile(path.join(o.dir, '_headers'), headersFile(policies, config.csp));
}
