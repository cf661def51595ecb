import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundle } from './bundle/bundle.ts';
import { BundleCache } from './bundle/bundleCache.ts';
import { clientSiteConfig } from './bundle/clientSiteConfig.ts';
import { generateEntries } from './bundle/codegen.ts';
import { compileAll } from './compile/compileAll.ts';
import type { CompileOptions } from './compile/types.ts';
import { loadConfig } from './config/loadConfig.ts';
import { loadContent } from './content/loadContent.ts';
import type { SourceDocument } from './content/types.ts';
import { BuildError, countBySeverity, type Diagnostic } from './diagnostics/diagnostic.ts';
import { checkLinks } from './links/checkLinks.ts';
import { createProgress, type Progress } from './progress.ts';
import { htmlShell, scriptJson } from './render/htmlShell.ts';
import { renderRoutes } from './render/renderRoutes.ts';
import { NOT_FOUND_PATH, planRoutes } from './routes/planRoutes.ts';
import { loadSidebars } from './sidebars/loadSidebars.ts';
import { hashOf } from './util/hash.ts';
import type { RouteManifest } from './write/manifest.ts';
import { htmlFileFor } from './write/outputPaths.ts';
import { sitemapXml } from './write/sitemap.ts';
import { StagingDir } from './write/staging.ts';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  /** Warnings fail the build. */
  strict?: boolean;
  minify?: boolean;
  progress?: Progress;
}

export interface BuildResult {
  ok: boolean;
  outDir: string;
  routes: number;
  diagnostics: Diagnostic[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  /** Compiled documents served from the cache. */
  cacheHits: number;
  /** JS and CSS written for the browser. */
  files: { path: string; bytes: number }[];
}

/**
 * `docs build`: the pipeline, stage by stage. Each stage returns its diagnostics; errors stop the
 * build after the stage that found them (having listed all of them), warnings are collected.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build'));
  const progress = options.progress ?? createProgress(process.stderr, { quiet: true });
  const diagnostics: Diagnostic[] = [];
  const timings: Record<string, number> = {};
  let started = performance.now();
  const stage = (name: string) => {
    const now = performance.now();
    progress.stage(name);
    started = now;
    return () => {
      timings[name] = Math.round(performance.now() - started);
      // DOCS_DEBUG=perf prints each stage's time and heap, to find where a large site spends them.
      if (process.env.DOCS_DEBUG?.includes('perf')) {
        process.stderr.write(`[perf] ${name}: ${timings[name]} ms, heap ${Math.round(process.memoryUsage().heapUsed / 1048576)} MB\n`);
      }
    };
  };
  const stopOnErrors = () => {
    if (diagnostics.some((d) => d.severity === 'error')) throw new BuildError(diagnostics);
  };
  const staging = new StagingDir(outDir);
  const result = (ok: boolean, extra: Partial<BuildResult> = {}): BuildResult => ({ ok, outDir, routes: 0, diagnostics, timings, cacheHits: 0, files: [], ...extra });

  try {
    let end = stage('config');
    const { config } = await loadConfig(siteDir);
    end();

    end = stage('content');
    const content = await loadContent(siteDir, config, { includeDrafts: false });
    diagnostics.push(...content.diagnostics);
    stopOnErrors();
    end();

    end = stage('compile');
    const documents: SourceDocument[] = [...content.docs, ...content.pages.flatMap((p) => (p.document ? [p.document] : []))];
    const permalinks: Record<string, string> = {};
    for (const d of content.docs) permalinks[d.source] = d.permalink;
    for (const p of content.pages) permalinks[p.source] = p.permalink;
    const compileOptions: CompileOptions = { permalinks, baseUrl: config.baseUrl };
    const { documents: compiled, cacheHits } = await compileAll(documents, { ...compileOptions, cacheDir: path.join(siteDir, '.docs', 'cache', 'compile'), onProgress: progress.count });
    for (const doc of compiled.values()) diagnostics.push(...doc.diagnostics);
    for (const doc of content.docs) doc.contentTitle = compiled.get(doc.source)?.contentTitle;
    const sidebars = await loadSidebars({ siteDir, config, content }, diagnostics);
    stopOnErrors();
    end();

    end = stage('routes');
    const routes = planRoutes({ config, content, compiled, sidebars }, diagnostics);
    stopOnErrors();
    end();

    end = stage('bundle');
    await staging.create();
    const dataDir = path.join(staging.dir, 'assets', 'data');
    await mkdir(dataDir, { recursive: true });
    const sidebarUrls: Record<string, string> = {};
    await Promise.all(
      Object.entries(sidebars.sidebars).map(async ([name, items]) => {
        const json = JSON.stringify(items);
        const file = `sidebar-${name.replace(/[^\w-]/g, '_')}-${hashOf(json)}.json`;
        await writeFile(path.join(dataDir, file), json);
        sidebarUrls[name] = `${config.baseUrl}assets/data/${file}`;
      }),
    );
    const sidebarsFile = path.join(siteDir, '.docs', 'generated', 'sidebars.json');
    const site = clientSiteConfig(config);
    const stylesheets = ((config.themeConfig.customCss as string[] | string | undefined) ?? []);
    const entries = await generateEntries({ siteDir, routes, site, stylesheets: (Array.isArray(stylesheets) ? stylesheets : [stylesheets]).map((s) => path.resolve(siteDir, s)) });
    await writeFile(sidebarsFile, JSON.stringify(sidebars.sidebars));
    const minify = options.minify ?? true;
    const bundleCache = new BundleCache(siteDir, hashOf(config.baseUrl, String(minify), JSON.stringify(site)), outDir);
    let bundled = await bundleCache.restore(staging.dir, compiled);
    if (!bundled) {
      bundled = await bundle({ siteDir, outDir: staging.dir, baseUrl: config.baseUrl, entries, compiled, compileOptions, minify });
      await bundleCache.save(staging.dir, bundled.inputs, compiled, bundled);
    }
    end();

    end = stage('render');
    const routesIndexJson = JSON.stringify({
      routes: Object.fromEntries(routes.filter((r) => r.path !== NOT_FOUND_PATH).map((r) => [r.path, { chunk: bundled.routes[r.chunkName]!.chunk, css: bundled.routes[r.chunkName]!.css, sidebar: r.sidebar }])),
      notFound: { chunk: bundled.routes['not-found']!.chunk, css: bundled.routes['not-found']!.css },
      sidebars: sidebarUrls,
    });
    const routesIndexUrl = `${config.baseUrl}assets/data/routes-${hashOf(routesIndexJson)}.json`;
    await writeFile(path.join(staging.dir, routesIndexUrl.slice(config.baseUrl.length)), routesIndexJson);
    const { rendered, diagnostics: renderDiagnostics } = await renderRoutes({ buildId: hashOf(String(Date.now()), String(Math.random())), serverFile: bundled.serverFile, sidebarsFile, paths: routes.map((r) => r.path), sources: new Map(routes.map((r) => [r.path, r.source])), onProgress: progress.count });
    diagnostics.push(...renderDiagnostics);
    stopOnErrors();
    const pages = routes.map((route) => {
      const r = rendered.get(route.path)!;
      const assets = bundled.routes[route.chunkName]!;
      const title = r.head?.title ?? (route.title === config.title ? config.title : `${route.title} | ${config.title}`);
      const sidebarUrl = route.sidebar ? sidebarUrls[route.sidebar] : undefined;
      const html = htmlShell({
        config,
        path: route.path,
        title,
        description: r.head?.description ?? route.description ?? config.tagline,
        noindex: route.noindex,
        bodyHtml: r.html!,
        bootJson: scriptJson({ path: route.path, assets: { chunk: assets.chunk, css: assets.css, sidebar: route.sidebar }, data: route.data, sidebarUrl, routesIndexUrl, notFound: route.path === NOT_FOUND_PATH }),
        stylesheets: [...bundled.entryCss, ...assets.css],
        modulePreloads: [bundled.entry, ...bundled.entryImports, assets.chunk, ...assets.imports],
        dataPreloads: sidebarUrl ? [sidebarUrl] : [],
        entry: bundled.entry,
      });
      return { route, html, body: r.html!, title };
    });
    end();

    end = stage('links');
    const outputFiles = new Set([...content.staticFiles, ...bundled.files.map((f) => f.path.slice(config.baseUrl.length))]);
    for (const doc of compiled.values()) for (const a of doc.assets) outputFiles.add(a.to);
    diagnostics.push(
      ...checkLinks({
        baseUrl: config.baseUrl,
        files: outputFiles,
        pages: pages.map((p) => ({ path: p.route.path, source: p.route.source, html: p.body, markdownLinks: p.route.contentSource ? compiled.get(p.route.contentSource)?.links ?? [] : [] })),
      }),
    );
    end();

    end = stage('write');
    await Promise.all(
      pages.map(async ({ route, html }) => {
        const file = path.join(staging.dir, htmlFileFor(route.path));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, html);
      }),
    );
    const staticDir = path.join(siteDir, config.staticDir);
    const copies = [
      ...content.staticFiles.map((f) => ({ from: path.join(staticDir, f), to: f })),
      ...[...compiled.values()].flatMap((d) => d.assets),
    ];
    await Promise.all(
      copies.map(async ({ from, to }) => {
        const target = path.join(staging.dir, to);
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(from, target);
      }),
    );
    const manifest: RouteManifest = {
      version: 1,
      baseUrl: config.baseUrl,
      entry: { js: bundled.entry, css: bundled.entryCss, imports: bundled.entryImports },
      routesIndex: routesIndexUrl,
      routes: pages.map(({ route: r, title }) => ({
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
    await writeFile(path.join(staging.dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const siteRoot = config.url + config.baseUrl.replace(/\/$/, '');
    await writeFile(path.join(staging.dir, 'sitemap.xml'), sitemapXml(routes.filter((r) => !r.noindex).map((r) => siteRoot + (r.path === '/' ? '/' : r.path))));
    const { warnings } = countBySeverity(diagnostics);
    if (options.strict && warnings > 0) {
      await staging.discard();
      end();
      return result(false, { routes: routes.length, cacheHits, files: bundled.files });
    }
    await staging.commit();
    end();
    progress.done();
    return result(true, { routes: routes.length, cacheHits, files: bundled.files });
  } catch (error) {
    await staging.discard();
    progress.done();
    if (error instanceof BuildError) {
      for (const d of error.diagnostics) if (!diagnostics.includes(d)) diagnostics.push(d);
      return result(false);
    }
    throw error;
  }
}
