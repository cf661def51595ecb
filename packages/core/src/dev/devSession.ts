import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { sourceOfExcerpt } from '../blog/excerpt.ts';
import { feedLinks } from '../blog/feeds.ts';
import { writeGeneratedBlogData } from '../blog/generatedData.ts';
import { summarize } from '../blog/planBlogRoutes.ts';
import { loadSite, type LoadedSite } from '../build.ts';
import { planBundle, rethrow, sharedReactPlugin, type BundlePlan, type BundleResult } from '../bundle/bundle.ts';
import { writeRoutesIndex, writeSidebarData } from '../bundle/clientData.ts';
import { clientSiteConfig } from '../bundle/clientSiteConfig.ts';
import { generateEntries } from '../bundle/codegen.ts';
import { packageSourceDir } from '../bundle/packagePaths.ts';
import { aliasPlugin } from '../bundle/plugins.ts';
import { sassPlugin } from '../bundle/sassPlugin.ts';
import type { CompiledDocument } from '../compile/types.ts';
import { parseFrontMatter } from '../content/frontMatter.ts';
import type { SourceDocument } from '../content/types.ts';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { assemblePages } from '../render/assemblePages.ts';
import { NOT_FOUND_PATH, planRoutes } from '../routes/planRoutes.ts';
import type { RouteRecord } from '../routes/types.ts';
import { flattenSidebar } from '../sidebars/resolveSidebars.ts';
import { hashOf } from '../util/hash.ts';
import { ClientOutputs } from './clientOutputs.ts';
import { DevCompiler } from './devCompiler.ts';
import { feedPaths, GeneratedFiles } from './generatedFiles.ts';
import type { LinkCheckPage } from '../links/checkLinks.ts';

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

interface Contexts {
  key: string;
  client: esbuild.BuildContext;
  server: esbuild.BuildContext;
  worker?: esbuild.BuildContext;
}

type ContentComponent = unknown;
interface RouteModule {
  default: unknown;
  Content?: ContentComponent;
  contents?: ContentComponent[];
  data: Record<string, unknown>;
}
interface ServerBundle {
  renderRoute(input: { site: unknown; path: string; module: RouteModule; data: Record<string, unknown>; sidebar?: unknown; notFound: boolean }): { html: string; head: { title?: string; description?: string } };
  site: unknown;
  routes: Record<string, RouteModule>;
}

const quietHooks = (diagnostics: Diagnostic[]) => ({
  diagnostics,
  stage: () => () => {},
  stopOnErrors: () => {
    if (diagnostics.some((d) => d.severity === 'error')) throw new BuildError(diagnostics);
  },
  progress: { stage() {}, count() {}, done() {} },
});

/** At most this many changed pages are rendered ahead of the reload they cause. */
const PRERENDER_LIMIT = 8;
/** Documents of each format compiled after start, for the compiler to be warm at the first edit. */
const WARM_UP_DOCUMENTS = 15;
/** How long after announcing a document update the browser bundle starts rebuilding. */
const REBUILD_DELAY_MS = 150;

const perf = (label: string, since: number) => {
  if (process.env.DOCS_DEBUG?.includes('perf')) process.stderr.write(`[perf] dev ${label}: ${Math.round(performance.now() - since)} ms\n`);
};

/**
 * The site as `docs dev` holds it: the stages of `docs build` up to the route plan, esbuild
 * contexts that rebuild incrementally, and pages rendered on request with the build's server
 * renderer. Output goes to `.docs/dev`, never to the build folder.
 *
 * Editing a document's text takes a fast path: only that document is compiled again, and its page
 * renders with the new content at once (the document is compiled into a module of its own for the
 * server); the browser bundle rebuilds in the background, and script requests wait for it, so the
 * page hydrates with code that matches its HTML.
 */
export class DevSession {
  readonly outDir: string;
  site?: LoadedSite;
  bundled?: BundleResult;
  /** The errors of the last update; the server shows them until an update succeeds. */
  errors: Diagnostic[] = [];
  private contexts?: Contexts;
  private plan?: BundlePlan;
  /** The compiled documents the bundler's content plugin reads: one map for the session's life. */
  private readonly compiled = new Map<string, CompiledDocument>();
  private sidebarUrls: Record<string, string> = {};
  private sidebars: Record<string, unknown> = {};
  private routesIndexUrl = '';
  private serverBuild = '';
  private clientBuild: Promise<unknown> = Promise.resolve();
  /** The update under way, settled when it is done (never rejects). */
  private updating: Promise<unknown> = Promise.resolve();
  /** The browser bundle, in memory. */
  private readonly clientOutputs: ClientOutputs;
  /** Pages rendered since the last update, by path: a reload after an update finds its page ready. */
  private readonly rendered = new Map<string, Promise<string>>();
  /** What each page is made of, as of the last update: to tell which pages the next one changes. */
  private keys = new Map<string, string>();
  /** Documents compiled again since the server bundle was built: their pages render from modules of their own. */
  private readonly recompiled = new Set<string>();
  /** The search index and feeds, made when asked for. */
  private readonly generated: GeneratedFiles;
  /** Compiles edited documents, on a thread of its own. */
  private readonly compiler = new DevCompiler();
  private readonly contentModules = new Map<string, Promise<{ default: ContentComponent }>>();

  constructor(readonly siteDir: string) {
    this.outDir = path.join(siteDir, '.docs', 'dev');
    this.clientOutputs = new ClientOutputs(this.outDir);
    this.generated = new GeneratedFiles(this.outDir);
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
      const fast = changed.length > 0 && this.site && !this.errors.length ? await this.documentsChanged(changed, hooks) : undefined;
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
    const before = this.keys;
    try {
      const site = await loadSite(this.siteDir, quietHooks(diagnostics));
      perf('load', started);
      await this.bundle(site);
      this.site = site;
      // Pages rendered while the update ran may have seen the old site with the new bundle.
      this.rendered.clear();
      this.generated.reset();
      this.errors = [];
      perf('full update', started);
      const after = (this.keys = routeKeys(site.routes, this.compiled));
      const warnings = diagnostics.filter((d) => d.severity === 'warning');
      return { ok: true, kind: 'full', paths: affected(before, after, changed), diagnostics: warnings, ms: performance.now() - started };
    } catch (error) {
      return this.failed(error, started);
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
    const documents = new Map<string, SourceDocument>();
    for (const d of site.content.docs) documents.set(d.source, d);
    for (const p of site.content.pages) if (p.document) documents.set(p.source, p.document);
    const updates: { doc: SourceDocument; body: string }[] = [];
    for (const file of files) {
      const doc = documents.get(file);
      if (!doc || !/\.mdx?$/.test(file)) return undefined;
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      const fm = parseFrontMatter(text, file);
      if (fm.diagnostics.length || JSON.stringify(fm.data) !== JSON.stringify(doc.frontMatter)) return undefined;
      updates.push({ doc, body: fm.body });
    }
    const before = this.keys;
    const compileStarted = performance.now();
    const results = await this.compiler.compile(updates.map(({ doc, body }) => ({ ...doc, body })), site.compileOptions);
    perf('compile', compileStarted);
    const errors = results.flatMap((r) => r.diagnostics.filter((d) => d.severity === 'error'));
    if (errors.length) throw new BuildError(errors);
    for (const [i, result] of results.entries()) {
      const { doc, body } = updates[i]!;
      // A new first heading may be a new title in the sidebar: that is a full update.
      if (result.contentTitle !== this.compiled.get(doc.source)?.contentTitle) return undefined;
      doc.body = body;
      this.recompiled.add(doc.source);
      this.compiled.set(doc.source, result);
      site.compiled.set(doc.source, result);
    }
    // The pages of the edited documents changed for sure: their browsers may start reloading now,
    // while the routes are planned again (their requests wait for the update to end).
    const own = site.routes.filter((r) => r.contentSource && files.includes(r.contentSource)).map((r) => r.path);
    if (own.length) hooks.onPagesChanged?.(own);
    const diagnostics: Diagnostic[] = [];
    site.routes = planRoutes({ config: site.config, content: site.content, compiled: site.compiled, sidebars: site.sidebars }, diagnostics);
    this.keys = routeKeys(site.routes, this.compiled);
    this.errors = [];
    this.rendered.clear();
    this.generated.reset();
    const paths = affected(before, this.keys, files);
    // The changed pages start rendering now, so the reload that follows finds them (nearly) ready.
    // The browser bundle rebuilds a moment later, once the reloads have their HTML and styles:
    // both would otherwise compete for the same cores. Scripts wait for it (see clientFile).
    if (paths !== '*') for (const p of paths.slice(0, PRERENDER_LIMIT)) this.prerender(p)?.catch(() => undefined);
    this.clientBuild = new Promise((resolve) => setTimeout(resolve, REBUILD_DELAY_MS)).then(() => this.rebuildClient(site));
    return { ok: true, kind: 'document', paths, diagnostics: results.flatMap((r) => r.diagnostics) };
  }

  /** Regenerate the route modules (their data may have changed) and rebuild the browser bundle. */
  private async rebuildClient(site: LoadedSite): Promise<void> {
    const started = performance.now();
    await this.writeEntries(site);
    const client = await this.contexts!.client.rebuild().catch(rethrow);
    this.clientOutputs.add(client.outputFiles);
    this.bundled = { ...this.bundled!, ...pick(this.plan!.result(client.metafile!, { inputs: {}, outputs: {} }), ['routes', 'entry', 'entryImports', 'entryCss', 'files']) };
    this.routesIndexUrl = await writeRoutesIndex({ outDir: this.outDir, baseUrl: site.config.baseUrl, routes: site.routes, bundled: this.bundled, sidebarUrls: this.sidebarUrls });
    // Pages rendered before now name the previous build's chunks in their preload links.
    this.rendered.clear();
    perf('client rebuild', started);
  }

  /**
   * A file of the browser bundle by its path inside the base URL. Scripts wait for a rebuild in
   * progress, so a page never hydrates with code older than its HTML.
   */
  async clientFile(urlPath: string): Promise<Uint8Array | undefined> {
    if (ClientOutputs.waitsForRebuild(urlPath)) await this.clientBuild.catch(() => undefined);
    return this.clientOutputs.get(urlPath);
  }

  /**
   * Load the compiler (unified, the MDX pipeline, the highlighter's grammars) and let the JIT see
   * it work before the first edit needs it: a warm start reads every document from the cache and
   * never compiles one. A few real documents of each format are compiled, and the results dropped.
   */
  async warmUp(): Promise<void> {
    const site = this.site;
    if (!site) return;
    for (const format of ['md', 'mdx'] as const) {
      await this.compiler.compile(site.content.docs.filter((d) => d.format === format).slice(0, WARM_UP_DOCUMENTS), site.compileOptions).catch(() => undefined);
    }
  }

  private async writeEntries(site: LoadedSite) {
    const firstSidebar = Object.values(site.sidebars.sidebars)[0];
    const clientSite = clientSiteConfig(site.config, (firstSidebar && flattenSidebar(firstSidebar)[0]?.href) ?? site.config.docs.routeBasePath);
    const customCss = (site.config.themeConfig.customCss as string[] | string | undefined) ?? [];
    const entries = await generateEntries({ siteDir: this.siteDir, routes: site.routes, site: clientSite, stylesheets: [customCss].flat().map((s) => path.resolve(this.siteDir, s)) });
    return { entries, clientSite };
  }

  private async bundle(site: LoadedSite): Promise<void> {
    const { config, sidebars, compileOptions, posts } = site;
    this.compiled.clear();
    for (const [id, doc] of site.compiled) this.compiled.set(id, doc);
    await mkdir(this.outDir, { recursive: true });
    const listed = posts.filter((p) => !p.unlisted);
    if (site.content.blog) await writeGeneratedBlogData(this.siteDir, listed, summarize(listed, this.compiled));
    this.sidebarUrls = await writeSidebarData(this.outDir, config.baseUrl, sidebars.sidebars);
    this.sidebars = sidebars.sidebars;
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
      minify: false,
      dev: true,
      serverFile: path.join(this.siteDir, '.docs', 'dev-server', 'entry.mjs'),
      searchWorker,
      searchBox: config.navbar.items.some((item) => item.type === 'search'),
    });
    // Contexts survive updates while the entries and the site config stay the same: esbuild then
    // rebuilds incrementally. Their content plugin reads `this.compiled`, kept up to date.
    const key = hashOf(JSON.stringify(Object.keys(entries.routeModules).sort()), JSON.stringify(clientSite), String(Boolean(searchWorker)));
    if (this.contexts?.key !== key) {
      await this.disposeContexts();
      this.contexts = {
        key,
        client: await esbuild.context({ ...this.plan.client, write: false }),
        server: await esbuild.context(this.plan.server),
        worker: this.plan.worker ? await esbuild.context({ ...this.plan.worker, write: false }) : undefined,
      };
    }
    const started = performance.now();
    const timed = <T>(label: string, p: Promise<T>) => p.then((r) => (perf(`esbuild ${label}`, started), r));
    const [client, server, worker] = await Promise.all([
      timed('client', this.contexts!.client.rebuild().catch(rethrow)),
      timed('server', this.contexts!.server.rebuild().catch(rethrow)),
      this.contexts!.worker ? timed('worker', this.contexts!.worker.rebuild().catch(rethrow)) : undefined,
    ]);
    perf('esbuild', started);
    this.clientOutputs.add(client.outputFiles);
    this.clientOutputs.add(worker?.outputFiles);
    this.bundled = this.plan.result(client.metafile!, server.metafile!, worker?.metafile);
    this.routesIndexUrl = await writeRoutesIndex({ outDir: this.outDir, baseUrl: config.baseUrl, routes: site.routes, bundled: this.bundled, sidebarUrls: this.sidebarUrls });
    this.serverBuild = hashOf(String(Date.now()), String(Math.random()));
    this.contentModules.clear();
    this.recompiled.clear();
    this.rendered.clear();
    this.generated.reset();
    this.clientBuild = Promise.resolve();
    // Load the new server bundle now rather than on the first request after the update.
    this.serverBundle().catch(() => undefined);
  }

  /** The route a request path shows, by the static server's rules (`/index.html`, `.html`, trailing slash). */
  routeFor(urlPath: string): RouteRecord | undefined {
    if (!this.site) return undefined;
    const base = this.site.config.baseUrl;
    if (!urlPath.startsWith(base) && urlPath + '/' !== base) return undefined;
    let p = '/' + urlPath.slice(base.length);
    p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (p.length > 1) p = p.replace(/\/+$/, '');
    let decoded = p;
    try {
      decoded = decodeURIComponent(p);
    } catch {
      return undefined;
    }
    return this.site.routes.find((r) => r.path === decoded || r.path === p);
  }

  /**
   * A compiled document as a module of its own for server rendering, bundled with what it imports
   * but sharing React with the server bundle. Cached by the compiled code.
   */
  private contentModule(id: string): Promise<{ default: ContentComponent }> {
    const doc = this.compiled.get(id);
    if (!doc) return Promise.reject(new Error(`${id} was not compiled.`));
    const key = hashOf(id, doc.code);
    let module = this.contentModules.get(key);
    if (!module) {
      module = (async () => {
        const source = id.endsWith('?excerpt') ? sourceOfExcerpt(id) : id;
        const result = await esbuild.build({
          stdin: { contents: doc.code, resolveDir: path.dirname(source), sourcefile: source, loader: 'js' },
          bundle: true,
          write: false,
          format: 'esm',
          platform: 'node',
          target: 'node20',
          jsx: 'automatic',
          logLevel: 'silent',
          loader: { '.css': 'empty', '.png': 'empty', '.jpg': 'empty', '.svg': 'empty', '.json': 'json' },
          define: { 'process.env.NODE_ENV': '"production"' },
          plugins: [sharedReactPlugin(), aliasPlugin({ siteDir: this.siteDir }), sassPlugin({ siteDir: this.siteDir, emit: false })],
        }).catch(rethrow);
        const file = path.join(this.siteDir, '.docs', 'dev-server', 'content', `${key}.mjs`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, result.outputFiles[0]!.text);
        return (await import(pathToFileURL(file).href)) as { default: ContentComponent };
      })();
      this.contentModules.set(key, module);
      module.catch(() => this.contentModules.delete(key));
    }
    return module;
  }

  private serverBundle(): Promise<ServerBundle> {
    return import(pathToFileURL(this.bundled!.serverFile).href + `?build=${this.serverBuild}`) as Promise<ServerBundle>;
  }

  /** A page as the site is once the update under way, if any, is done. */
  async render(route: RouteRecord): Promise<string> {
    await this.updating;
    return this.renderOnce(route);
  }

  /** A page, rendered once per update (see `rendered`). */
  private renderOnce(route: RouteRecord): Promise<string> {
    let page = this.rendered.get(route.path);
    if (!page) {
      page = this.renderNow(route);
      this.rendered.set(route.path, page);
      page.catch(() => this.rendered.get(route.path) === page && this.rendered.delete(route.path));
    }
    return page;
  }

  private prerender(routePath: string): Promise<string> | undefined {
    const route = this.site?.routes.find((r) => r.path === routePath);
    return route && this.renderOnce(route);
  }

  /** Render one page: the server bundle's renderer, the route's current data and content, the build's HTML shell. */
  private async renderNow(route: RouteRecord): Promise<string> {
    const started = performance.now();
    const site = this.site!;
    const server = await this.serverBundle();
    const module = server.routes[route.path];
    if (!module) throw new Error(`No route module for ${route.path}.`);
    // Content the server bundle has is current unless its document was compiled again since.
    const fresh = (source: string | undefined) => source !== undefined && this.recompiled.has(source);
    const Content = fresh(route.contentSource) ? (await this.contentModule(route.contentSource!)).default : module.Content;
    const contents = route.contentSources?.some(fresh) ? await Promise.all(route.contentSources.map(async (s) => (await this.contentModule(s)).default)) : module.contents;
    const data = route.data as unknown as Record<string, unknown>;
    const sidebarName = data.sidebar as string | undefined;
    const { html, head } = server.renderRoute({ site: server.site, path: route.path, module: { ...module, Content, contents }, data, sidebar: sidebarName ? this.sidebars[sidebarName] : undefined, notFound: route.path === NOT_FOUND_PATH });
    const [page] = assemblePages({
      config: site.config,
      routes: [route],
      rendered: new Map([[route.path, { path: route.path, html, head }]]),
      bundled: this.bundled!,
      sidebarUrls: this.sidebarUrls,
      routesIndexUrl: this.routesIndexUrl,
      feeds: site.content.blog ? feedLinks(site.config) : undefined,
    });
    perf(`render ${route.path}`, started);
    return page!.html;
  }

  /** A rendered page with the links its Markdown has, for the link check. */
  async linkCheckPage(route: RouteRecord): Promise<LinkCheckPage> {
    const html = await this.render(route);
    return { path: route.path, source: route.source, html, markdownLinks: route.contentSource ? this.compiled.get(route.contentSource)?.links ?? [] : [] };
  }

  /** Files besides pages that links may point to, by path inside the base URL (no leading slash). */
  linkTargets(): Set<string> {
    const site = this.site!;
    const files = new Set([...site.content.staticFiles, ...feedPaths(site).map((p) => p.slice(1)), ...(this.bundled?.files ?? []).map((f) => f.path.slice(site.config.baseUrl.length))]);
    for (const doc of this.compiled.values()) for (const a of doc.assets) files.add(a.to);
    return files;
  }

  /** The search index or a feed, made now if no request since the last update asked for it. */
  generatedFile(urlPath: string): Promise<string | undefined> {
    if (!this.site) return Promise.resolve(undefined);
    return this.generated.get(urlPath, this.site, this.compiled, this.bundled?.searchWorker);
  }

  /** Resolves when the browser bundle matches the site (a rebuild after a document edit is done). */
  clientReady(): Promise<unknown> {
    return this.clientBuild.catch(() => undefined);
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
    await Promise.all([this.disposeContexts(), this.compiler.close()]);
  }

  private async disposeContexts(): Promise<void> {
    const contexts = this.contexts;
    this.contexts = undefined;
    await this.clientBuild.catch(() => undefined);
    await Promise.all([contexts?.client.dispose(), contexts?.server.dispose(), contexts?.worker?.dispose()]);
  }

}

function pick<T extends object, K extends keyof T>(value: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, value[k]])) as Pick<T, K>;
}

/** What decides how each route's page looks, besides shared code: its data and its content. */
function routeKeys(routes: RouteRecord[], compiled: Map<string, CompiledDocument>): Map<string, string> {
  return new Map(
    routes.map((route) => {
      const sources = [route.contentSource, ...(route.contentSources ?? [])].filter((s): s is string => Boolean(s));
      return [route.path, hashOf(JSON.stringify(route.data), route.component, ...sources.map((s) => compiled.get(s)?.code ?? ''))];
    }),
  );
}

/**
 * The pages an update changed: those whose data or content differ. A change to anything but
 * Markdown (code, styles, config) may touch every page, and so does a new or removed page.
 */
function affected(before: Map<string, string>, after: Map<string, string>, changed: string[]): string[] | '*' {
  if (changed.length === 0 || changed.some((f) => !/\.mdx?$/.test(f))) return '*';
  if (before.size !== after.size || [...after.keys()].some((p) => !before.has(p))) return '*';
  return [...after].filter(([p, key]) => before.get(p) !== key).map(([p]) => p);
}
