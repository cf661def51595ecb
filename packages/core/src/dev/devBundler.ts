import { dateLocaleOf } from '../i18n/dateFormat.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { writeGeneratedBlogData } from '../blog/generatedData.ts';
import { summarize } from '../blog/planBlogRoutes.ts';
import type { LoadedSite } from '../build.ts';
import { planBundle, rethrow, type BundlePlan, type BundleResult, type RouteAssets } from '../bundle/bundle.ts';
import { componentKey } from '../bundle/codegen.ts';
import { hasStandaloneShape, isStandalone, STANDALONE_CHUNK_PATH, standaloneAssets, standaloneChunkOf, withMapComment } from '../bundle/standaloneRoutes.ts';
import { mentionsPropsTable } from '../compile/remarkPropsTables.ts';
import type { SourceDocument } from '../content/types.ts';
import { firstEsmLine } from '../content/documentFormat.ts';
import { type RoutesIndexRef, writeRoutesIndex, writeSidebarData } from '../bundle/clientData.ts';
import { clientSiteConfig } from '../bundle/clientSiteConfig.ts';
import { clientDocsVersions } from '../bundle/clientDocsVersions.ts';
import { clientModuleSpecifiers, generateEntries } from '../bundle/codegen.ts';
import { siteStylesheets } from '../bundle/siteStylesheets.ts';
import { contextModuleFiles } from '../bundle/contextModules.ts';
import { packageSourceDir } from '../bundle/packagePaths.ts';
import type { CompiledDocument, CompileOptions } from '../compile/types.ts';
import { hashOf } from '../util/hash.ts';
import { ClientOutputs } from './clientOutputs.ts';
import { perf } from './perf.ts';

interface Contexts {
  key: string;
  client: esbuild.BuildContext;
  server: esbuild.BuildContext;
  /** Made on the first search (see DevBundler.searchWorker). */
  worker?: esbuild.BuildContext;
}

type ContentComponent = unknown;
export interface RouteModule {
  default: unknown;
  Content?: ContentComponent;
  contents?: ContentComponent[];
  data: Record<string, unknown>;
}

/** The server bundle's exports (see bundle/codegen.ts). */
export interface ServerBundle {
  /** The components standalone routes show, by component key (see standaloneRoutes.ts). */
  components: Record<string, unknown>;
  renderRoute(input: { site: unknown; path: string; module: RouteModule; data: Record<string, unknown>; sidebar?: unknown; notFound: boolean }): { html: string; head: { title?: string; description?: string } };
  site: unknown;
  routes: Record<string, RouteModule>;
  /** `@docs/client` as the bundle has it (see ContentModules). */
  docsClient: Record<string, unknown>;
  /** The modules holding the theme's contexts, by real path (see contextModules.ts). */
  docsShared: Record<string, Record<string, unknown>>;
}

/**
 * The bundle stage of `docs dev`: the build's esbuild passes as contexts that rebuild
 * incrementally, the browser bundle kept in memory, and the server bundle written to
 * `.docs/dev-server` for rendering. Reads the session's map of compiled documents, which the
 * session keeps current.
 */
export class DevBundler {
  bundled?: BundleResult;
  sidebarUrls: Record<string, string> = {};
  sidebars: Record<string, unknown> = {};
  routesIndex: RoutesIndexRef = { url: '', app: '' };
  private contexts?: Contexts;
  private plan?: BundlePlan;
  private serverBuild = '';
  /** Browser rebuilds, one after another: the last one settles when the bundle matches the site. */
  private clientBuild: Promise<unknown> = Promise.resolve();
  /** Counts bundles and scheduled rebuilds: a rebuild whose turn comes after a newer one was asked for is skipped. */
  private generation = 0;
  private readonly clientOutputs: ClientOutputs;
  /**
   * Chunk names of the routes left out of the bundles (see devStandaloneRoutes): their browser
   * chunk is made when asked for, from the document as compiled then, and the server renders them
   * with their component from the server bundle and their content bundled on its own.
   */
  standalone = new Set<string>();

  constructor(
    private readonly siteDir: string,
    private readonly outDir: string,
    private readonly compiled: Map<string, CompiledDocument>,
    /** Compiles the Markdown/MDX modules pages import (see contentPlugin): the session's compile thread. */
    private readonly compileImported: (doc: SourceDocument, options: CompileOptions) => Promise<CompiledDocument>,
  ) {
    this.clientOutputs = new ClientOutputs(outDir);
  }

  /** Bundles one after another: a page's document that turns out to import modules rebundles while an update may (see DevSession). */
  private bundling: Promise<unknown> = Promise.resolve();
  /** The search worker's build for a set of contexts (see searchWorker); its URL never rejects. */
  private workerBuild: { contexts: Contexts; url: Promise<string | undefined> } | undefined;

  /** Bundle the browser's code and the server's (the search worker is bundled when a search asks: see searchWorker). */
  bundle(site: LoadedSite): Promise<void> {
    const next = this.bundling.catch(() => undefined).then(() => this.bundleNow(site));
    this.bundling = next;
    return next;
  }

  private async bundleNow(site: LoadedSite): Promise<void> {
    // A rebuild scheduled for an older site is dropped, and one already running finishes first.
    this.generation++;
    const setUp = performance.now();
    await this.clientReady();
    const { config, sidebars, compileOptions, posts } = site;
    await mkdir(this.outDir, { recursive: true });
    const listed = posts.filter((p) => !p.unlisted);
    if (site.content.blog) await writeGeneratedBlogData(this.siteDir, listed, summarize(listed, this.compiled, site.config.blog || undefined, dateLocaleOf(site.config)));
    this.sidebarUrls = await writeSidebarData(this.outDir, config.baseUrl, sidebars.sidebars);
    this.sidebars = sidebars.sidebars;
    this.standalone = devStandaloneRoutes(site, this.compiled);
    const { entries, clientSite } = await this.writeEntries(site);
    await writeFile(path.join(this.siteDir, '.docs', 'generated', 'sidebars.json'), JSON.stringify(sidebars.sidebars));
    const searchWorker = config.search ? path.join(packageSourceDir('@docs/theme'), 'search', 'searchWorker.ts') : undefined;
    this.plan = planBundle({
      siteDir: this.siteDir,
      outDir: this.outDir,
      baseUrl: config.baseUrl,
      entries,
      compiled: this.compiled,
      compileOptions,
      compileImported: (doc: SourceDocument) => this.compileImported(doc, compileOptions),
      minify: false,
      // Debugging is what docs dev is for, whatever the config says of the build's.
      sourceMaps: true,
      dev: true,
      serverFile: path.join(this.siteDir, '.docs', 'dev-server', 'entry.mjs'),
      searchWorker,
      searchBox: config.navbar.items.some((item) => item.type === 'search'),
      plugins: site.plugins && { themePaths: site.plugins.themePaths, bundler: site.plugins.bundler },
    });
    // Contexts survive updates while the entries and the site config stay the same: esbuild then
    // rebuilds incrementally. Their content plugin reads `compiled`, kept up to date.
    const key = hashOf(JSON.stringify(Object.keys(entries.routeModules).sort()), JSON.stringify(Object.keys(entries.componentModules).sort()), JSON.stringify(clientSite), String(Boolean(searchWorker)), ...(site.plugins ? [JSON.stringify([site.plugins.themePaths, site.plugins.bundler])] : []));
    if (this.contexts?.key !== key) {
      await this.dispose();
      this.contexts = {
        key,
        client: await esbuild.context({ ...this.plan.client, write: false }),
        server: await esbuild.context(this.plan.server),
      };
    }
    perf('bundle set-up', setUp);
    const started = performance.now();
    const timed = <T>(label: string, p: Promise<T>) => p.then((r) => (perf(`esbuild ${label}`, started), r));
    const [client, server] = await Promise.all([timed('client', this.contexts!.client.rebuild().catch(rethrow)), timed('server', this.contexts!.server.rebuild().catch(rethrow))]);
    this.clientOutputs.add(client.outputFiles);
    this.bundled = this.plan.result(client.metafile!, server.metafile!, undefined);
    this.bundled.routes = { ...this.bundled.routes, ...this.standaloneAssets(site) };
    this.routesIndex = await writeRoutesIndex({ outDir: this.outDir, baseUrl: config.baseUrl, routes: site.routes, bundled: this.bundled, sidebarUrls: this.sidebarUrls });
    this.serverBuild = hashOf(String(Date.now()), String(Math.random()));
    this.clientBuild = Promise.resolve();
    perf('bundle', setUp);
    // Load the new server bundle now rather than on the first request after the update.
    this.serverBundle().catch(() => undefined);
  }

  /**
   * The search worker's URL, bundled on the first search that asks for it (undefined when the
   * site has no search, or its bundle failed). No page needs it: a reader's search intent fetches
   * the index (see searchClient.ts), which names it. On a first start it took half a second of
   * the cores the first page's bundles need. Bundled once per set of contexts.
   */
  async searchWorker(): Promise<string | undefined> {
    await this.bundling.catch(() => undefined);
    const contexts = this.contexts;
    const plan = this.plan;
    if (!contexts || !plan?.worker) return undefined;
    if (this.workerBuild?.contexts !== contexts) this.workerBuild = { contexts, url: this.bundleSearchWorker(contexts, plan) };
    return this.workerBuild.url;
  }

  /** The worker bundled with its own context, made with it (a start that nobody searches makes none). */
  private async bundleSearchWorker(contexts: Contexts, plan: BundlePlan): Promise<string | undefined> {
    const started = performance.now();
    try {
      contexts.worker ??= await esbuild.context({ ...plan.worker!, write: false });
      const worker = await contexts.worker.rebuild();
      this.clientOutputs.add(worker.outputFiles);
      perf('esbuild worker', started);
      return plan.searchWorkerUrl(worker.metafile!);
    } catch {
      // The worker's sources are the theme's: the site is without search until its contexts change.
      return undefined;
    }
  }

  /**
   * Rebuild the browser bundle after `delayMs` (route modules regenerated: their data may have
   * changed); `onDone` runs once it is in place. Scripts asked for meanwhile wait for it.
   */
  rebuildClientSoon(site: LoadedSite, delayMs: number, onDone: () => void): void {
    const generation = ++this.generation;
    const previous = this.clientBuild.catch(() => undefined);
    this.clientBuild = Promise.all([previous, new Promise((resolve) => setTimeout(resolve, delayMs))]).then(async () => {
      if (generation !== this.generation) return;
      const started = performance.now();
      await this.writeEntries(site);
      const client = await this.contexts!.client.rebuild().catch(rethrow);
      this.clientOutputs.add(client.outputFiles);
      const result = this.plan!.result(client.metafile!, { inputs: {}, outputs: {} });
      this.bundled = { ...this.bundled!, routes: result.routes, components: result.components, entry: result.entry, entryImports: result.entryImports, entryCss: result.entryCss, files: result.files };
      this.bundled.routes = { ...this.bundled.routes, ...this.standaloneAssets(site) };
      this.routesIndex = await writeRoutesIndex({ outDir: this.outDir, baseUrl: site.config.baseUrl, routes: site.routes, bundled: this.bundled, sidebarUrls: this.sidebarUrls });
      onDone();
      perf('client rebuild', started);
    });
    // A rebuild can fail when the site changes under it (a document deleted meanwhile): the
    // requests waiting on it get the error, and the update that follows reports it. It must not
    // end the process as an unhandled rejection when no request waits.
    this.clientBuild.catch(() => undefined);
  }

  /**
   * Whether the routes left out of the bundles can still be: each one's document, once compiled,
   * has a standalone body. One that turned out to import modules needs a bundle with it in.
   */
  standaloneHolds(site: LoadedSite): boolean {
    return site.routes.every((route) => !this.standalone.has(route.chunkName) || (route.contentSource !== undefined && site.pending?.sources.has(route.contentSource)) || isStandalone(route, this.compiled));
  }

  /** The standalone routes' assets again (after documents compiled: their live code decides whether the page evaluates code). */
  refreshStandalone(site: LoadedSite): void {
    if (this.bundled) this.bundled.routes = { ...this.bundled.routes, ...this.standaloneAssets(site) };
  }

  /**
   * The browser chunk of a standalone route and its source map, made from the route and its
   * document as they are now (its page was rendered from the same), as the build writes it but
   * not minified beyond the document's own body. Undefined for any other name.
   */
  standaloneChunk(site: LoadedSite, chunkName: string): { code: string; map: string } | undefined {
    const route = this.standalone.has(chunkName) ? site.routes.find((r) => r.chunkName === chunkName) : undefined;
    const out = route && this.bundled && standaloneChunkOf(route, { components: this.bundled.components, compiled: this.compiled, siteDir: this.siteDir });
    if (!out) return undefined;
    return { code: out.map ? withMapComment(out.code, standaloneChunkUrl(site.config.baseUrl, chunkName)) : out.code, map: out.map };
  }

  private standaloneAssets(site: LoadedSite): Record<string, RouteAssets> {
    const assets: Record<string, RouteAssets> = {};
    for (const route of site.routes) {
      const component = this.standalone.has(route.chunkName) ? this.bundled?.components[componentKey(route.component)] : undefined;
      if (component) assets[route.chunkName] = standaloneAssets(standaloneChunkUrl(site.config.baseUrl, route.chunkName), component, route.contentSource ? this.compiled.get(route.contentSource) : undefined);
    }
    return assets;
  }

  /** Resolves when the browser bundle matches the site. */
  clientReady(): Promise<unknown> {
    return this.clientBuild.catch(() => undefined);
  }

  /**
   * A file of the browser bundle by its path inside the base URL. Scripts wait for a rebuild in
   * progress, so a page never hydrates with code older than its HTML.
   */
  async clientFile(urlPath: string): Promise<Uint8Array | undefined> {
    if (ClientOutputs.waitsForRebuild(urlPath)) await this.clientReady();
    return this.clientOutputs.get(urlPath);
  }

  serverBundle(url = this.serverBundleUrl()): Promise<ServerBundle> {
    return import(url) as Promise<ServerBundle>;
  }

  /** The esbuild options the server bundle is built with (modules `docs dev` bundles on their own use them too). */
  serverOptions(): esbuild.BuildOptions {
    return this.plan!.server;
  }

  /** The URL the server bundle is imported by: one module instance per build of it. */
  serverBundleUrl(): string {
    return pathToFileURL(this.bundled!.serverFile).href + `?build=${this.serverBuild}`;
  }

  async dispose(): Promise<void> {
    const contexts = this.contexts;
    this.contexts = undefined;
    await this.clientReady();
    await this.workerBuild?.url;
    await Promise.all([contexts?.client.dispose(), contexts?.server.dispose(), contexts?.worker?.dispose()]);
  }

  private async writeEntries(site: LoadedSite) {
    const clientSite = clientSiteConfig(site.config, clientDocsVersions(site.content.versions, site.content.docs, site.sidebars), site.plugins?.globalData);
    const entries = await generateEntries({ siteDir: this.siteDir, routes: site.routes, site: clientSite, stylesheets: siteStylesheets(site.config, this.siteDir), clientModules: clientModuleSpecifiers(site.config.clientModules, this.siteDir), shared: contextModuleFiles(this.siteDir), standalone: this.standalone });
    return { entries, clientSite };
  }
}

/** Where `docs dev` serves a standalone route's chunk (a stable name: it is made on request, never cached by name). */
export function standaloneChunkUrl(baseUrl: string, chunkName: string): string {
  return `${baseUrl}${STANDALONE_CHUNK_PATH}/${chunkName}.js`;
}

/**
 * Whether a document not compiled yet will likely compile to a standalone body: no import or
 * export of its own, no `<PropsTable>` and no HTML comment (the compiler imports their components).
 * A site's remark plugin can still add an import (npm2yarn adds Tabs): see standaloneHolds.
 */
function mayStandAlone(doc: SourceDocument): boolean {
  if (mentionsPropsTable(doc.body) || doc.body.includes('<!--')) return false;
  return doc.format === 'md' || firstEsmLine(doc.body) === undefined;
}

/**
 * The routes `docs dev` leaves out of its bundles, as the build does (see isStandalone): a theme
 * component with content that imports nothing but the JSX runtime. A document a lazy start has not
 * compiled yet counts when its text has no `import` or `export` statement; should it compile with
 * imports all the same, the next bundle takes it in (see standaloneHolds). Leaving them out is most
 * of the bundles' work on a first start (the portal's client bundle: 1.5-1.7 s with its 275 routes
 * as entry points, 0.8-0.9 s with 10), and a page compiled on request then needs no rebuild.
 */
export function devStandaloneRoutes(site: LoadedSite, compiled: Map<string, CompiledDocument>): Set<string> {
  const pending = site.pending;
  const bodies = pending ? new Map(pending.documents.map((d) => [d.source, d])) : new Map<string, SourceDocument>();
  const standalone = new Set<string>();
  for (const route of site.routes) {
    if (!hasStandaloneShape(route)) continue;
    const source = route.contentSource;
    const waiting = source !== undefined && pending?.sources.has(source) ? bodies.get(source) : undefined;
    const ok = source === undefined || (waiting ? mayStandAlone(waiting) : isStandalone(route, compiled));
    if (ok) standalone.add(route.chunkName);
  }
  return standalone;
}
