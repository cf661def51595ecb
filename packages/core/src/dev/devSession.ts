import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteFeedLinks } from '../blog/feeds.ts';
import { contentSectionsOf, loadSite, type LoadedSite } from '../build.ts';
import { compileCacheDir } from '../compile/earlyCompilePool.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import { compileCache, compileCacheIsEmpty } from '../compile/compileAll.ts';
import { compilePartials } from '../compile/compilePartials.ts';
import { hasStandalone } from '../compile/compiledCode.ts';
import { mentionsPropsTable } from '../compile/remarkPropsTables.ts';
import { componentKey } from '../bundle/codegen.ts';
import { STANDALONE_CHUNK_PATH } from '../bundle/standaloneRoutes.ts';
import type { CompiledDocument, CompileOptions } from '../compile/types.ts';
import type { FrontMatterKind } from '../content/frontMatterSchema.ts';
import { readContentFile } from '../content/readContentFile.ts';
import { markdownHooksOf } from '../content/markdownHooks.ts';
import type { SourceDocument } from '../content/types.ts';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { linkCheckPage, type LinkCheckPage } from '../links/linkCheckPage.ts';
import { assemblePages } from '../render/assemblePages.ts';
import { planSiteRoutes } from '../planSiteRoutes.ts';
import { NOT_FOUND_PATH } from '../routes/planRoutes.ts';
import { decodeRequestPath, withoutHtmlSuffix } from '../serve/requestPath.ts';
import type { RouteRecord } from '../routes/types.ts';
import { changedPages, routeKeys } from './changedPages.ts';
import { ContentModules } from './contentModules.ts';
import { DevBundler } from './devBundler.ts';
import { DevCompiler } from './devCompiler.ts';
import { feedPaths, GeneratedFiles } from './generatedFiles.ts';
import { perf } from './perf.ts';
import { shownSources } from './shownSources.ts';

export interface UpdateHooks {
  /** Pages known to have changed before the update is done (the edited documents' own). */
  onPagesChanged?(paths: string[]): void;
}

/** What one update changed, for the browsers to act on. */
export interface DevUpdate {
  ok: boolean;
  /** Paths whose page changed, or `*` for every page. */
  paths: string[] | '*';
  diagnostics: Diagnostic[];
  ms: number;
  /** `document` when only documents' text changed and only they were recompiled. */
  kind: 'full' | 'document';
}

const quietHooks = (diagnostics: Diagnostic[]) => ({
  diagnostics,
  stage: (name: string) => {
    const started = performance.now();
    return () => perf(`stage ${name}`, started);
  },
  stopOnErrors: () => {
    if (diagnostics.some((d) => d.severity === 'error')) throw new BuildError(diagnostics);
  },
  progress: { stage() {}, count() {}, done() {} },
});

/** A promise and the function that settles it (Promise.withResolvers, which Node 20 lacks). */
function settledOnce(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** The names each module of a namespace map exports. */
const exportNames = (modules: Record<string, Record<string, unknown>>) => Object.fromEntries(Object.entries(modules).map(([file, ns]) => [file, Object.keys(ns)]));

/** A standalone route's chunk (`[1]`) or its map (`[2]`), by path inside the base URL (see standaloneChunkUrl). */
const STANDALONE_CHUNK = new RegExp(`^/${STANDALONE_CHUNK_PATH}/([^/]+)\\.js(\\.map)?$`);

/** The route of `site` a request path shows (see DevSession.routeFor). */
function routeIn(site: LoadedSite, urlPath: string): RouteRecord | undefined {
  const base = site.config.baseUrl;
  if (!urlPath.startsWith(base) && urlPath + '/' !== base) return undefined;
  // Read the path as `docs serve` does (decoded once, dot segments resolved, a trailing
  // `.html` or `/index.html` off), so both servers answer the same addresses.
  const clean = decodeRequestPath('/' + urlPath.slice(base.length));
  if (clean === undefined) return undefined;
  const page = withoutHtmlSuffix(clean) ?? (clean.length > 1 ? clean.replace(/\/+$/, '') : clean);
  return site.routes.find((r) => r.path === page);
}

/** At most this many changed pages are rendered ahead of the reload they cause. */
const PRERENDER_LIMIT = 8;
/** Documents of each format compiled after start, for the compiler to be warm at the first edit. */
const WARM_UP_DOCUMENTS = 15;
/**
 * How long after an update the background compile waits for a first page request, which it lets
 * go first: a browser opened on the `ready` line asks within this. Past it, it starts anyway.
 */
const FIRST_PAGE_GRACE_MS = 1000;
/** Documents per compile task in the background: small, so a page asked for meanwhile waits little. */
const BACKGROUND_BATCH = 4;
/** How long after announcing a document update the browser bundle starts rebuilding. */
const REBUILD_DELAY_MS = 150;

/**
 * The site as `docs dev` holds it: the stages of `docs build` up to the route plan, the bundle stage
 * as incremental esbuild contexts (DevBundler), and pages rendered on request with the build's
 * server renderer. Output goes to `.docs/dev`, never to the build folder.
 *
 * Editing a document's text takes a fast path: only that document is compiled again, and its page
 * renders with the new content at once (the document is compiled into a module of its own for the
 * server); the browser bundle rebuilds in the background, and script requests wait for it, so the
 * page hydrates with code that matches its HTML.
 */
export class DevSession {
  readonly outDir: string;
  site?: LoadedSite;
  /** The errors of the last update; the server shows them until an update succeeds. */
  errors: Diagnostic[] = [];
  /** The compiled documents the bundler's content plugin reads: one map for the session's life. */
  private readonly compiled = new Map<string, CompiledDocument>();
  private readonly bundler: DevBundler;
  /** The update under way, settled when it is done (never rejects). */
  private updating: Promise<unknown> = Promise.resolve();
  /**
   * Pages rendered since the last update, by route: a reload after an update finds its page ready.
   * Keyed by the route record itself, so a page asked for with a route of an older plan (the link
   * check holds some) is never served for the current one.
   */
  private rendered = new WeakMap<RouteRecord, Promise<string>>();
  /** What each page is made of, as of the last update: to tell which pages the next one changes. */
  private keys = new Map<string, string>();
  /** Documents compiled again since the server bundle was built: their pages render from modules of their own. */
  private readonly recompiled = new Set<string>();
  /** The search index and feeds, made when asked for. */
  private readonly generated: GeneratedFiles;
  /** Compiles edited documents, on a thread of its own. */
  private readonly compiler = new DevCompiler();
  private readonly contentModules: ContentModules;
  /** Documents being compiled on request, by source: two requests for one page compile it once. */
  private readonly compiling = new Map<string, Promise<CompiledDocument>>();
  /** Compiles on request under way (see compileNow): a full update waits for them to see the pages as sent. */
  private readonly onRequest = new Set<Promise<void>>();
  /** Set once the background compile is done: the next update is a full one, which reads every document from the cache. */
  private needsFull = false;
  /** Whether documents are being compiled in the background (the server is not idle then). */
  compilingInBackground = false;
  /** Settled once a first page was rendered (the background compile lets it go first). */
  private readonly firstPage = settledOnce();
  /**
   * The site of the first update, from the moment it is loaded until that update is done (then it
   * is `site`): the server answers as soon as the routes are known, and a page asked for meanwhile
   * starts compiling its documents while esbuild bundles (see prefetch).
   */
  private starting?: LoadedSite;
  /** Settled when the first update has loaded the site, or has failed before. */
  private readonly firstLoad = settledOnce();
  /** Documents compiled for pages asked for during the first update (see prefetch), until their render takes them. */
  private readonly prefetched = new Map<string, { site: LoadedSite; compiling: Promise<CompiledDocument> }>();

  /** `locale`: the one locale served (`docs dev --locale`), the default when unset, as Docusaurus serves one. */
  constructor(readonly siteDir: string, readonly locale?: string) {
    this.outDir = path.join(siteDir, '.docs', 'dev');
    // A page's imported MDX (the portal's home imports a live example) compiles on the compile
    // thread, whose compiler and grammars are loaded: on the main thread it held up esbuild's
    // callbacks for half a second of a cold start.
    this.bundler = new DevBundler(siteDir, this.outDir, this.compiled, async (doc, options) => {
      const started = performance.now();
      const [compiled] = await this.compiler.compile([doc], options);
      perf(`compile ${path.relative(siteDir, doc.source)} (imported)`, started);
      return compiled!;
    });
    this.generated = new GeneratedFiles();
    this.contentModules = new ContentModules(siteDir);
  }

  get bundled(): BundleResult | undefined {
    return this.bundler.bundled;
  }

  /**
   * Apply a change: the fast path for documents' text, everything otherwise. Pages asked for while
   * an update runs are rendered after it.
   */
  update(changed: string[] = [], hooks: UpdateHooks = {}): Promise<DevUpdate> {
    const done = this.apply(changed, hooks);
    this.updating = done.catch(() => undefined);
    return done;
  }

  private async apply(changed: string[], hooks: UpdateHooks): Promise<DevUpdate> {
    const started = performance.now();
    try {
      const fast = changed.length > 0 && this.site && !this.errors.length && !this.needsFull ? await this.documentsChanged(changed, hooks) : undefined;
      if (fast) {
        perf('document update', started);
        return { ...fast, ms: performance.now() - started };
      }
    } catch (error) {
      return this.failed(error, started);
    }
    return this.full(changed, started);
  }

  private async full(changed: string[], started: number): Promise<DevUpdate> {
    const diagnostics: Diagnostic[] = [];
    const afterBackground = this.needsFull;
    try {
      // As in Docusaurus, drafts are shown while writing and left out of the build.
      // On start, documents not in the compile cache are compiled when their page is asked for,
      // the rest in the background (see compileInBackground): the server is up in a second or two.
      // Later updates compile what they need at once, so an error in a new file shows at once.
      // A first start with nothing compiled starts the compile thread before the site loads: its
      // modules and grammars load meanwhile, and the first page asked for compiles there.
      if (!this.site && compileCacheIsEmpty(compileCacheDir(this.siteDir))) this.compiler.start();
      const site = await loadSite(this.siteDir, quietHooks(diagnostics), { includeDrafts: true, lazy: !this.site, ...(this.locale !== undefined && { locale: this.locale }) });
      perf('load', started);
      // Documents left to compile: the first page asked for is likely one of them.
      if (site.pending?.sources.size) this.compiler.start();
      if (!this.site) {
        this.starting = site;
        this.firstLoad.resolve();
      }
      await this.bundle(site);
      // The pages as browsers have them: read once the compiles on request begun before or during
      // this update are done (see compileNow), since those pages were sent with their documents.
      // Read at the start, a page compiled meanwhile looked changed, and its browser reloaded.
      await Promise.allSettled([...this.onRequest]);
      const before = this.keys;
      this.site = site;
      this.needsFull = false;
      // Pages rendered while the update ran may have seen the old site with the new bundle.
      this.forgetRendered();
      this.generated.reset();
      this.errors = [];
      perf('full update', started);
      const after = (this.keys = routeKeys(site.routes, this.compiled));
      const warnings = diagnostics.filter((d) => d.severity === 'warning');
      // After the background compile, only documents changed: the pages whose content did.
      const paths = changedPages(before, after, changed.length === 0 && afterBackground ? 'documents' : changed);
      return { ok: true, kind: 'full', paths, diagnostics: warnings, ms: performance.now() - started };
    } catch (error) {
      return this.failed(error, started);
    } finally {
      this.starting = undefined;
      this.firstLoad.resolve();
    }
  }

  /** Resolves once the first update knows the site's routes, or has failed (see `starting`). */
  loaded(): Promise<void> {
    return this.firstLoad.promise;
  }

  /** The site as planned: the last update's, or the first update's while it bundles. */
  get planned(): LoadedSite | undefined {
    return this.site ?? this.starting;
  }

  /**
   * A page asked for while the first update bundles: start compiling the documents it shows now,
   * on the compile thread, rather than once the bundle is done. The request then renders as usual
   * after the update (see render), and finds them compiled or compiling (see compileOne).
   */
  prefetch(urlPath: string): void {
    const site = this.starting;
    const pending = site?.pending;
    if (!site || !pending?.sources.size) return;
    const route = routeIn(site, urlPath);
    if (!route) return;
    const bySource = new Map(pending.documents.map((d) => [d.source, d]));
    for (const source of shownSources(route, site.routes)) {
      const doc = pending.sources.has(source) ? bySource.get(source) : undefined;
      // Kept until the render that follows asks for it (a compile made before the props tables
      // are read is not cached): that render reports its errors.
      if (doc && !this.prefetched.has(source)) {
        const compiling = this.compileOne(site, doc);
        void compiling.catch(() => undefined);
        this.prefetched.set(source, { site, compiling });
      }
    }
  }

  private failed(error: unknown, started: number): DevUpdate {
    this.errors = error instanceof BuildError ? error.diagnostics.filter((d) => d.severity === 'error') : [{ severity: 'error', code: 'dev', message: (error as Error).message ?? String(error) }];
    return { ok: false, kind: 'full', paths: '*', diagnostics: this.errors, ms: performance.now() - started };
  }

  /**
   * Documents whose text changed, and nothing else: compile them again, re-plan the routes, and
   * say which pages changed. Undefined when the change needs a full update (a new file, front
   * matter, a title the sidebar shows, a blog post, anything but Markdown).
   */
  private async documentsChanged(files: string[], hooks: UpdateHooks): Promise<Omit<DevUpdate, 'ms'> | undefined> {
    const site = this.site!;
    const documents = new Map<string, { doc: SourceDocument; kind: FrontMatterKind }>();
    for (const d of site.content.docs) documents.set(d.source, { doc: d, kind: 'doc' });
    for (const p of site.content.pages) if (p.document) documents.set(p.source, { doc: p.document, kind: 'page' });
    const updates: { doc: SourceDocument; body: string }[] = [];
    for (const file of files) {
      const known = documents.get(file);
      if (!known || !/\.mdx?$/.test(file)) return undefined;
      const { doc, kind } = known;
      const fm = await readContentFile(file, kind, markdownHooksOf(site.config.markdown)).catch(() => undefined);
      if (!fm) return undefined;
      // An info (an unknown key) changes nothing: the body alone can still be recompiled.
      if (fm.diagnostics.some((d) => d.severity !== 'info') || JSON.stringify(fm.data) !== JSON.stringify(doc.frontMatter)) return undefined;
      updates.push({ doc, body: fm.body });
    }
    const before = this.keys;
    const compileStarted = performance.now();
    const results = await this.compiler.compile(updates.map(({ doc, body }) => ({ ...doc, body })), site.compileOptions);
    perf('compile', compileStarted);
    const errors = results.flatMap((r) => r.diagnostics.filter((d) => d.severity === 'error'));
    if (errors.length) throw new BuildError(errors);
    const standalone = this.standaloneSources(site);
    for (const [i, result] of results.entries()) {
      const { doc, body } = updates[i]!;
      // A new first heading may be a new title in the sidebar: that is a full update. So is an
      // import added to a document whose route is left out of the bundles (see devStandaloneRoutes).
      if (result.contentTitle !== this.compiled.get(doc.source)?.contentTitle) return undefined;
      if (standalone.has(doc.source) && !hasStandalone(result)) return undefined;
      doc.body = body;
      site.pending?.sources.delete(doc.source);
      this.recompiled.add(doc.source);
      this.compiled.set(doc.source, result);
      site.compiled.set(doc.source, result);
    }
    // The pages of the edited documents changed for sure: their browsers may start reloading now,
    // while the routes are planned again (their requests wait for the update to end).
    const own = site.routes.filter((r) => r.contentSource && files.includes(r.contentSource)).map((r) => r.path);
    if (own.length) hooks.onPagesChanged?.(own);
    const diagnostics: Diagnostic[] = [];
    site.routes = planSiteRoutes({ config: site.config, content: site.content, compiled: site.compiled, sidebars: site.sidebars, pluginRoutes: site.plugins?.routes }, diagnostics);
    this.keys = routeKeys(site.routes, this.compiled);
    this.errors = [];
    this.forgetRendered();
    this.generated.reset();
    const paths = changedPages(before, this.keys, files);
    // The changed pages start rendering now, so the reload that follows finds them (nearly) ready.
    // The browser bundle rebuilds a moment later, once the reloads have their HTML and styles:
    // both would otherwise compete for the same cores. Scripts wait for it (see clientFile).
    if (paths !== '*') for (const p of paths.slice(0, PRERENDER_LIMIT)) this.prerender(p)?.catch(() => undefined);
    // Pages rendered before the rebuild name the previous build's chunks in their preload links.
    // A document only standalone routes show needs none: their chunks are made when asked for.
    this.afterCompile(site, files, REBUILD_DELAY_MS);
    return { ok: true, kind: 'document', paths, diagnostics: results.flatMap((r) => r.diagnostics) };
  }

  /**
   * A file of the browser bundle (scripts wait for a rebuild under way), or a standalone route's
   * chunk or its map, made now from its document (compiled first if a lazy start left it).
   */
  async clientFile(urlPath: string): Promise<Uint8Array | undefined> {
    const site = this.site;
    const chunk = STANDALONE_CHUNK.exec(urlPath);
    const route = site && chunk && this.bundler.standalone.has(chunk[1]!) ? site.routes.find((r) => r.chunkName === chunk[1]) : undefined;
    if (!site || !chunk || !route) return this.bundler.clientFile(urlPath);
    // A page opened by a link in the browser asks for its chunk without the server rendering it first.
    if (route.contentSource) await this.compileNow([route.contentSource], urlPath);
    const made = this.site && this.bundler.standaloneChunk(this.site, route.chunkName);
    if (!made) return this.bundler.clientFile(urlPath);
    const text = chunk[2] ? made.map : made.code;
    return text ? Buffer.from(text) : undefined;
  }

  /** The documents standalone routes show (see devStandaloneRoutes). */
  private standaloneSources(site: LoadedSite): Set<string> {
    return new Set(site.routes.flatMap((r) => (r.contentSource && this.bundler.standalone.has(r.chunkName) ? [r.contentSource] : [])));
  }

  /**
   * After documents compiled (an edit, a page asked for): the browser bundle rebuilds, after
   * `delayMs`, only if a bundled route shows one of them, or a partial is among them; standalone
   * routes make their chunks from the documents as they are when asked for.
   */
  private afterCompile(site: LoadedSite, sources: string[], delayMs: number): void {
    const standalone = this.standaloneSources(site);
    const bundledShows = new Set(site.routes.flatMap((r) => (this.bundler.standalone.has(r.chunkName) ? [] : [r.contentSource, ...(r.contentSources ?? [])])));
    if (sources.some((s) => !standalone.has(s) || bundledShows.has(s))) {
      this.bundler.rebuildClientSoon(site, delayMs, () => this.forgetRendered());
      return;
    }
    this.bundler.refreshStandalone(site);
  }

  /**
   * Load the compiler (unified, the MDX pipeline, the highlighter's grammars) and let the JIT see
   * it work before the first edit needs it: a warm start reads every document from the cache and
   * never compiles one. A few real documents of each format are compiled, and the results dropped.
   */
  async warmUp(): Promise<void> {
    const site = this.site;
    // Documents left to compile in the background warm the compiler up as well as this would.
    if (!site || site.pending?.sources.size) return;
    for (const format of ['md', 'mdx'] as const) {
      await this.compiler.compile(site.content.docs.filter((d) => d.format === format).slice(0, WARM_UP_DOCUMENTS), site.compileOptions).catch(() => undefined);
    }
  }

  private async bundle(site: LoadedSite): Promise<void> {
    this.compiled.clear();
    for (const [id, doc] of site.compiled) this.compiled.set(id, doc);
    await this.bundler.bundle(site);
    this.contentModules.clear();
    this.recompiled.clear();
    this.forgetRendered();
    this.generated.reset();
  }

  /** The route a request path shows, by the static server's rules (`/index.html`, `.html`, trailing slash). */
  routeFor(urlPath: string): RouteRecord | undefined {
    return this.site && routeIn(this.site, urlPath);
  }

  /**
   * Resolves once no update is under way. Requests wait for it before they look anything up, so a
   * page is never made of the old site's route and the new site's bundle.
   */
  idle(): Promise<unknown> {
    return this.updating;
  }

  /**
   * A page, rendered once per update (see `rendered`). Its documents are compiled first if they
   * were not yet (a lazy start): the route is then planned again with what they hold.
   */
  async render(asked: RouteRecord): Promise<string> {
    const route = await this.compileFor(asked);
    let page = this.rendered.get(route);
    if (!page) {
      page = this.renderNow(route);
      void page.finally(this.firstPage.resolve).catch(() => undefined);
      this.rendered.set(route, page);
      page.catch(() => this.rendered.get(route) === page && this.rendered.delete(route));
    }
    return page;
  }

  /**
   * Compile the documents a route shows that a lazy start left for later (taken from the compile
   * cache if the background compile got to them first), then plan the routes again and rebuild
   * the browser bundle, as an edit does. Returns the route as planned now.
   */
  private async compileFor(route: RouteRecord): Promise<RouteRecord> {
    await this.compileNow(shownSources(route, this.site?.routes ?? []), route.path);
    return this.site?.routes.find((r) => r.path === route.path) ?? route;
  }

  /** Compile those of `sources` still waiting (see compileFor); `reason` names the request in DOCS_DEBUG=perf. */
  private compileNow(sources: Iterable<string>, reason: string): Promise<void> {
    const compiling = this.compileWaiting(sources, reason);
    this.onRequest.add(compiling);
    const done = () => void this.onRequest.delete(compiling);
    compiling.then(done, done);
    return compiling;
  }

  private async compileWaiting(sources: Iterable<string>, reason: string): Promise<void> {
    const site = this.site;
    const pending = site?.pending;
    if (!site || !pending) return;
    const shown = [...sources];
    const wanted = shown.filter((s) => pending.sources.has(s));
    const started = performance.now();
    const bySource = new Map(pending.documents.map((d) => [d.source, d]));
    const results = await Promise.all(wanted.map((source) => this.compileOne(site, bySource.get(source)!)));
    if (site !== this.site) return;
    const fresh = results.filter((r) => pending.sources.has(r.source));
    for (const result of fresh) {
      pending.sources.delete(result.source);
      this.recompiled.add(result.source);
      this.compiled.set(result.source, result);
      site.compiled.set(result.source, result);
    }
    // The partials the page's documents import, which a lazy start leaves uncompiled when they are
    // not cached: the bundler would render them, but the page's table of contents and links are
    // planned from their compiled headings, as the build plans them.
    const partials = await this.compilePartialsOf(site, shown);
    if (site !== this.site || (!fresh.length && !partials.length)) return;
    for (const partial of partials) {
      pending.sources.delete(partial.source);
      this.compiled.set(partial.source, partial);
    }
    site.routes = planSiteRoutes({ config: site.config, content: site.content, compiled: site.compiled, sidebars: site.sidebars, pluginRoutes: site.plugins?.routes }, []);
    this.keys = routeKeys(site.routes, this.compiled);
    if (!this.bundler.standaloneHolds(site)) {
      // A document left out of the bundles imports modules after all: bundled now with them.
      await this.bundle(site);
    } else {
      // The page hydrates with the bundle that has its content: its scripts wait for the rebuild.
      this.afterCompile(site, [...fresh.map((r) => r.source), ...partials.map((p) => p.source)], 0);
    }
    perf(`compile on request (${reason})`, started);
  }

  /** Compile (or take from the cache) the partials `sources` import that are not compiled yet; returns those compiled now. */
  private async compilePartialsOf(site: LoadedSite, sources: string[]): Promise<CompiledDocument[]> {
    const from = sources.map((s) => site.compiled.get(s)).filter((d): d is CompiledDocument => d !== undefined);
    if (!from.some((d) => d.partials?.some((p) => !site.compiled.has(p.source)))) return [];
    const { documents } = await compilePartials({
      compiled: site.compiled,
      from,
      compile: async (docs) => new Map((await Promise.all(docs.map((d) => this.compileOne(site, d)))).map((r) => [r.source, r])),
      sections: contentSectionsOf(this.siteDir, site.config),
      markdownFormat: site.config.markdown.format,
      markdownHooks: markdownHooksOf(site.config.markdown),
    });
    return documents.map((d) => site.compiled.get(d.source)).filter((d): d is CompiledDocument => d !== undefined);
  }

  private compileOne(site: LoadedSite, doc: SourceDocument): Promise<CompiledDocument> {
    const { source } = doc;
    const early = this.prefetched.get(source);
    this.prefetched.delete(source);
    if (early?.site === site) return early.compiling;
    let compiling = this.compiling.get(source);
    if (!compiling) {
      compiling = (async () => {
        // The props tables' extraction takes seconds on a first start (six of the portal's first
        // page's eight): only a document that names the element it serves waits for it; the
        // others compile the same with or without it.
        if (mentionsPropsTable(doc.body)) {
          const waited = performance.now();
          await site.pending!.ready();
          perf(`props tables ready for ${path.relative(this.siteDir, source)}`, waited);
        }
        const complete = !site.config.propsTables || site.compileOptions.components !== undefined;
        const cache = compileCache(compileCacheDir(this.siteDir), site.compileOptions);
        const file = cache.file(doc);
        const hit = cache.read(file, { code: true });
        if (hit) return hit;
        const compileStarted = performance.now();
        const [result] = await this.compiler.compile([doc], site.compileOptions);
        perf(`compile ${path.relative(this.siteDir, source)}`, compileStarted);
        // Compiled before the extraction was done, it is cached under options no later lookup has.
        if (complete) await cache.store(result!, file).catch(() => undefined);
        const errors = result!.diagnostics.filter((d) => d.severity === 'error');
        if (errors.length) throw new BuildError(errors);
        return result!;
      })();
      this.compiling.set(source, compiling);
      void compiling.catch(() => undefined).finally(() => this.compiling.get(source) === compiling && this.compiling.delete(source));
    }
    return compiling;
  }

  /**
   * Compile, a few at a time, the documents a lazy start left for later, into the compile cache.
   * Resolves with an update to apply when it is done (a full one, which finds every document in
   * the cache), with the errors when the props tables could not be extracted, or undefined when
   * there was nothing to do or another update made this one moot.
   */
  async compileInBackground(): Promise<DevUpdate | undefined> {
    const site = this.site;
    const pending = site?.pending;
    if (!site || !pending?.sources.size) return undefined;
    const started = performance.now();
    this.compilingInBackground = true;
    try {
      // The first page asked for goes first: on two cores, the props tables' extraction and the
      // batches that follow took half the CPU its compile needed (see FIRST_PAGE_GRACE_MS).
      await Promise.race([this.firstPage.promise, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_GRACE_MS).unref())]);
      await Promise.allSettled([...this.onRequest]);
      if (site !== this.site) return undefined;
      const problems = await pending.ready();
      if (problems.some((d) => d.severity === 'error')) return this.failed(new BuildError(problems), started);
      const cache = compileCache(compileCacheDir(this.siteDir), site.compileOptions);
      const left = pending.documents.filter((d) => pending.sources.has(d.source) && !existsSync(cache.file(d)));
      for (let i = 0; i < left.length && site === this.site; i += BACKGROUND_BATCH) {
        // A document a page asked for meanwhile is compiled (and stored) by that request alone.
        const batch = left.slice(i, i + BACKGROUND_BATCH).filter((d) => pending.sources.has(d.source) && !this.compiling.has(d.source));
        if (batch.length) await this.compileBatchInBackground(batch, site.compileOptions, cache);
      }
      if (site !== this.site) return undefined;
      perf('background compile', started);
      this.needsFull = true;
      return { ok: true, kind: 'full', paths: [], diagnostics: [], ms: performance.now() - started };
    } finally {
      this.compilingInBackground = false;
    }
  }

  /**
   * Compile and store a batch, each document's result shared with a request for its page that
   * comes meanwhile (see compileOne): the document is compiled once, and its cache entry written
   * by one writer. Two compiles of one document stored at once raced on the same cache files.
   */
  private async compileBatchInBackground(batch: SourceDocument[], options: CompileOptions, cache: ReturnType<typeof compileCache>): Promise<void> {
    const compiled = this.compiler.compile(batch, options);
    const stored = batch.map((doc, j) =>
      compiled.then(async (results) => {
        const result = results[j]!;
        await cache.store(result, cache.file(doc));
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        if (errors.length) throw new BuildError(errors);
        return result;
      }),
    );
    batch.forEach((doc, j) => {
      const promise = stored[j]!;
      this.compiling.set(doc.source, promise);
      void promise.catch(() => undefined).finally(() => this.compiling.get(doc.source) === promise && this.compiling.delete(doc.source));
    });
    await Promise.allSettled(stored);
    // A failed compile (not a document's error) ends the background compile, as it did before.
    await compiled;
  }

  private forgetRendered(): void {
    this.rendered = new WeakMap();
  }

  private prerender(routePath: string): Promise<string> | undefined {
    const route = this.site?.routes.find((r) => r.path === routePath);
    return route && this.render(route);
  }

  /** Render one page: the server bundle's renderer, the route's current data and content, the build's HTML shell. */
  private async renderNow(route: RouteRecord): Promise<string> {
    const started = performance.now();
    const site = this.site!;
    // One build of the server bundle for the page and the documents bundled on their own, which
    // import it: a rebuild in between (an update running meanwhile) would give them another
    // instance, whose contexts (raw comment markers, the router) the page's render does not provide.
    const serverUrl = this.bundler.serverBundleUrl();
    const server = await this.bundler.serverBundle(serverUrl);
    // A standalone route: its component from the server bundle, its content bundled on its own.
    const standalone = this.bundler.standalone.has(route.chunkName);
    const module = standalone ? { default: server.components[componentKey(route.component)], data: route.data as unknown as Record<string, unknown> } : server.routes[route.path];
    if (!module?.default) throw new Error(`No route module for ${route.path}.`);
    // Content the server bundle has is current unless its document was compiled again since.
    const fresh = (source: string | undefined) => source !== undefined && this.recompiled.has(source);
    const content = async (id: string) => {
      const doc = this.compiled.get(id);
      if (!doc) throw new Error(`${id} was not compiled.`);
      return (await this.contentModules.get(id, doc, { url: serverUrl, clientExports: Object.keys(server.docsClient), sharedExports: exportNames(server.docsShared), options: this.bundler.serverOptions() })).default;
    };
    const Content = route.contentSource && (standalone || fresh(route.contentSource)) ? await content(route.contentSource) : module.Content;
    const contents = route.contentSources?.some(fresh) ? await Promise.all(route.contentSources.map(content)) : module.contents;
    const data = route.data as unknown as Record<string, unknown>;
    const sidebarName = data.sidebar as string | undefined;
    const { html, head } = server.renderRoute({ site: server.site, path: route.path, module: { ...module, Content, contents }, data, sidebar: sidebarName ? this.bundler.sidebars[sidebarName] : undefined, notFound: route.path === NOT_FOUND_PATH });
    const [page] = assemblePages({
      config: site.config,
      routes: [route],
      rendered: new Map([[route.path, { path: route.path, html, head }]]),
      bundled: this.bundler.bundled!,
      sidebarUrls: this.bundler.sidebarUrls,
      routesIndex: this.bundler.routesIndex,
      feeds: siteFeedLinks(site.config, site.content),
      dev: true,
      pluginTags: site.plugins?.tags,
    });
    perf(`render ${route.path}`, started);
    return page!.html;
  }

  /** A rendered page with the links its Markdown has, for the link check. */
  async linkCheckPage(routePath: string): Promise<LinkCheckPage | undefined> {
    await this.idle();
    const route = this.site?.routes.find((r) => r.path === routePath);
    if (!route) return undefined;
    const html = await this.render(route);
    return linkCheckPage(route, html, this.compiled);
  }

  /** Files besides pages that links may point to, by path inside the base URL (no leading slash). */
  linkTargets(): Set<string> {
    const site = this.site!;
    const files = new Set([...site.content.staticFiles, ...feedPaths(site).map((p) => p.slice(1)), ...(this.bundled?.files ?? []).map((f) => f.path.slice(site.config.baseUrl.length))]);
    for (const doc of this.compiled.values()) for (const a of doc.assets) files.add(a.to);
    return files;
  }

  /** The search index or a feed, made now if no request since the last update asked for it. */
  async generatedFile(urlPath: string): Promise<string | undefined> {
    if (!this.site) return undefined;
    // The search index and the feeds read every document: those a lazy start left are compiled first.
    if (this.site.pending?.sources.size && this.generated.makes(urlPath, this.site)) await this.compileNow(this.site.pending.sources, urlPath);
    return this.generated.get(urlPath, this.site, this.compiled, () => this.bundler.searchWorker());
  }

  /** Resolves when the browser bundle matches the site (a rebuild after a document edit is done). */
  clientReady(): Promise<unknown> {
    return this.bundler.clientReady();
  }

  notFoundRoute(): RouteRecord | undefined {
    return this.site?.routes.find((r) => r.path === NOT_FOUND_PATH);
  }

  /** Files the compile stage copied (images), by output path. */
  asset(outPath: string): string | undefined {
    for (const doc of this.compiled.values()) for (const a of doc.assets) if (a.to === outPath) return a.from;
    return undefined;
  }

  /** Stop for good: the esbuild contexts and the compiler thread. */
  async dispose(): Promise<void> {
    this.site?.pending?.stop();
    await Promise.all([this.bundler.dispose(), this.compiler.close()]);
  }
}
