import { existsSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundle } from './bundle/bundle.ts';
import { BundleCache } from './bundle/bundleCache.ts';
import { writeRoutesIndex, writeSidebarData } from './bundle/clientData.ts';
import { clientSiteConfig } from './bundle/clientSiteConfig.ts';
import { clientDocsVersions } from './bundle/clientDocsVersions.ts';
import { navbarDocsOf, resolveNavbarItems } from './bundle/navbarItems.ts';
import { checkImports } from './bundle/checkImports.ts';
import { clientModuleSpecifiers, generateEntries, type GeneratedEntries } from './bundle/codegen.ts';
import { siteStylesheets } from './bundle/siteStylesheets.ts';
import { isStandalone, writeStandaloneChunks, writeStandaloneServerModules } from './bundle/standaloneRoutes.ts';
import type { BuildOptions, BuildResult } from './buildResult.ts';
import { compileAll, startCompilePool, type CompileAllResult } from './compile/compileAll.ts';
import { compileCacheDir, earlyCompilePool } from './compile/earlyCompilePool.ts';
import { rebased } from './compile/localeBase.ts';
import { splitForLocales, type LocaleCompileSplit } from './i18n/sharedCompile.ts';
import { compilePartials } from './compile/compilePartials.ts';
import { partialCycles } from './compile/partialGraph.ts';
import type { CompilePool } from './compile/compileOnPool.ts';
import { editedSince } from './compile/editedSince.ts';
import { placeholderDocument } from './compile/placeholderDocument.ts';
import { resolveMagicComments } from './compile/magicCommentsConfig.ts';
import { replacedElements } from './compile/replacedElements.ts';
import { contentPluginSource } from './compile/contentPlugins.ts';
import type { CompiledDocument, CompileMarkdownOptions, CompileOptions } from './compile/types.ts';
import type { BlogPost } from './blog/types.ts';
import type { CompressSetting, SiteConfig } from './config/types.ts';
import { encodingsOf } from './write/compressSetting.ts';
import type { LoadedContent } from './content/loadedContent.ts';
import type { RouteRecord } from './routes/types.ts';
import type { ResolvedSidebars } from './sidebars/types.ts';
import { loadComponentDocs } from './docgen/loadComponentDocs.ts';
import { loadComponentDocsOffThread } from './docgen/docgenOffThread.ts';
import { isExcerptId } from './blog/excerpt.ts';
import { siteFeedLinks, siteFeeds, writeFeeds } from './blog/feeds.ts';
import { feedUrlsOf } from './blog/feedUrls.ts';
import { allPosts, blogsOf } from './blog/blogInstances.ts';
import { writeGeneratedBlogData } from './blog/generatedData.ts';
import { summarize } from './blog/planBlogRoutes.ts';
import { withWorker, writeSearchIndex, writtenIndexStats, type SearchIndexStats } from './search/buildSearchIndex.ts';
import { SEARCH_DIR } from './search/format.ts';
import { collectGarbage } from './util/buildV8Flags.ts';
import { searchIndexBody, type CachedSearchIndex } from './search/searchIndexBody.ts';
import { packageSourceDir } from './bundle/packagePaths.ts';
import { planSiteRoutes } from './planSiteRoutes.ts';
import { loadConfig } from './config/loadConfig.ts';
import { unsetDeployEnv } from './config/unsetDeployEnv.ts';
import { loadContent } from './content/loadContent.ts';
import { docsVersionFolders } from './content/docsVersions.ts';
import { localizedDirs } from './i18n/localizedDirs.ts';
import { applyLocale } from './i18n/applyLocale.ts';
import { dateLocaleOf } from './i18n/dateFormat.ts';
import { applyTranslations } from './i18n/applyTranslations.ts';
import { translateDocsLabels } from './i18n/sidebarTranslations.ts';
import { buildLocales } from './i18n/buildLocales.ts';
import type { ContentSection, SourceDocument } from './content/types.ts';
import { BuildError, countBySeverity, type Diagnostic } from './diagnostics/diagnostic.ts';
import { checkLinks } from './links/checkLinks.ts';
import { applyReportingSeverities } from './diagnostics/reportingSeverity.ts';
import { linkCheckPage, type LinkCheckPage } from './links/linkCheckPage.ts';
import { linkSources } from './links/linkSources.ts';
import { cachedLocator } from './links/locateInFile.ts';
import { createProgress, type Progress } from './progress.ts';
import { assemblePage, type PageContext } from './render/assemblePages.ts';
import { locateRenderErrors } from './render/locateRenderErrors.ts';
import { renderRoutes } from './render/renderRoutes.ts';
import { loadSidebars } from './sidebars/loadSidebars.ts';
import { hashOf, hashOfFiles } from './util/hash.ts';
import { cacheFolder } from './util/cacheFolder.ts';
import { KeyedCache } from './util/keyedCache.ts';
import { isInside, isReallyInside } from './util/insidePath.ts';
import { precompress } from './write/precompress.ts';
import { writeOutput, type WrittenPage } from './write/writeOutput.ts';
import { writeOfficialPluginFiles } from './write/officialPluginFiles.ts';
import { htmlFileFor, outputFile } from './write/outputPaths.ts';
import { inlineScriptHashes } from './write/securityHeaders.ts';
import { OutputWriter } from './write/writeOrReuse.ts';
import { checkOutDir } from './write/outDirSafety.ts';
import { StagingDir } from './write/staging.ts';
import { markdownHooksOf } from './content/markdownHooks.ts';
import type { LoadedSitePlugins } from './plugins/sitePlugins.ts';

/** Bumped when a cached stage result changes shape (or what it depends on grows), so old entries are not read. */
const RENDER_CACHE_VERSION = '1';
const FEED_CACHE_VERSION = '1';
const SEARCH_CACHE_VERSION = '4';

export type { BuildOptions, BuildResult } from './buildResult.ts';

/**
 * `docs build`: every locale of the site (see buildLocales), or the one `--locale` names, each
 * into its own folder (the default locale's is the output folder, another's is below it).
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  return buildLocales(options, buildLocale);
}

/**
 * One locale of the site through the pipeline, stage by stage. Each stage returns its diagnostics;
 * errors stop the build after the stage that found them (having listed all of them), warnings are
 * collected.
 */
async function buildLocale(options: BuildOptions & { outDir: string; locale?: string; otherLocales?: string[] }): Promise<BuildResult> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir);
  const progress = options.progress ?? createProgress(process.stderr, { quiet: true });
  const diagnostics: Diagnostic[] = [];
  const timings: Record<string, number> = {};
  let started = performance.now();
  let cpuAtStart = process.cpuUsage();
  let currentStage = 'config';
  const stage = (name: string) => {
    const now = performance.now();
    currentStage = name;
    progress.stage(name);
    started = now;
    cpuAtStart = process.cpuUsage();
    return () => {
      timings[name] = Math.round(performance.now() - started);
      // DOCS_DEBUG=perf prints each stage's time, CPU time (all threads of this process, workers
      // included; esbuild's own process is not) and heap, to find where a large site spends them.
      if (process.env.DOCS_DEBUG?.includes('perf')) {
        const cpu = process.cpuUsage(cpuAtStart);
        const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
        process.stderr.write(`[perf] ${name}: ${timings[name]} ms, cpu ${cpuMs} ms, heap ${Math.round(process.memoryUsage().heapUsed / 1048576)} MB\n`);
      }
    };
  };
  const stopOnErrors = () => {
    if (diagnostics.some((d) => d.severity === 'error')) throw new BuildError(diagnostics);
  };
  const staging = new StagingDir(outDir);
  let writer = new OutputWriter(outDir);
  const result = (ok: boolean, extra: Partial<BuildResult> = {}, search?: { readonly stats: SearchIndexStats }): BuildResult => {
    const built: BuildResult = { ok, outDir, routes: 0, diagnostics, timings, cacheHits: 0, files: [], ...extra };
    // The index's sizes are worked out only if a report reads them.
    if (search) Object.defineProperty(built, 'search', { get: () => search.stats, enumerable: true });
    return built;
  };

  // Stops the search index's thread when the build fails before it is done (see searchIndexBody).
  const stopSearch = new AbortController();
  // Made alongside the bundle stage (see below): a failed build waits for them before it removes the staging folder they write to.
  let feedsMade: Promise<string[]> | undefined;
  try {
    // Before anything is written or removed (leftovers included), and before compiling the site;
    // then the output of a build killed mid-swap is put back, before this one can fail.
    const prepareOutput = async (config: SiteConfig, configFile: string) => {
      const refused = checkOutDir({ siteDir, outDir, config, configFile, emptyOutDir: options.emptyOutDir });
      if (refused) diagnostics.push(refused);
      stopOnErrors();
      await staging.recover();
    };
    const loaded = await loadSite(siteDir, { diagnostics, stage, stopOnErrors, progress, afterConfig: prepareOutput }, { codeOnDisk: true, locale: options.locale, outDir, shareAcrossLocales: true });
    const { config, configFile, content, compileOptions, compiled, documents, cacheHits, sidebars, routes, posts, plugins } = loaded;
    const encodings = options.compress === undefined ? config.compress : encodingsOf(options.compress);
    writer = new OutputWriter(outDir, encodings);
    let end: () => void;

    // The search index needs the documents' text and the routes alone: it is made while the app
    // bundles, and waited for before the pages render (their workers would compete with it for
    // the cores, and its memory would add to theirs).
    let searchBody = config.search ? searchIndexBody({ routes, compiled, config, sidebars: sidebars.sidebars }, await KeyedCache.open<CachedSearchIndex>(cacheFolder(siteDir, 'search'), SEARCH_CACHE_VERSION), stopSearch.signal) : undefined;
    // Awaited in its stage; a build that stops before stops it, and must not leave it rejected unheard.
    searchBody?.catch(() => undefined);

    end = stage('bundle');
    await staging.create();
    const listedPosts = posts.filter((p) => !p.unlisted);
    const postSummaries = summarize(listedPosts, compiled, config.blog || undefined, dateLocaleOf(config));
    if (content.blog) await writeGeneratedBlogData(siteDir, listedPosts, postSummaries);
    // The feeds need the posts alone: they are made while esbuild bundles the app, on this thread,
    // which mostly waits for esbuild then (parsing the posts again is most of their time). Started
    // once esbuild's passes are under way: before, their parsing held up what starts the passes.
    const startFeeds = () => {
      feedsMade ??= makeSiteFeeds();
      feedsMade.catch(() => undefined);
    };
    async function makeSiteFeeds(): Promise<string[]> {
      const cache = blogsOf(config, content).length ? await KeyedCache.open<string>(cacheFolder(siteDir, 'feeds'), FEED_CACHE_VERSION) : undefined;
      return writeFeeds(staging.dir, await siteFeeds({ config, content, compiled, compileOptions, outDir: staging.dir, cache, siteDir, configFile }));
    }
    const sidebarUrls = await writeSidebarData(staging.dir, config.baseUrl, sidebars.sidebars);
    const sidebarsFile = path.join(siteDir, '.docs', 'generated', 'sidebars.json');
    const site = clientSiteConfig(config, clientDocsVersions(content.versions, content.docs, sidebars), plugins?.globalData);
    const minify = options.minify ?? true;
    const sourceMaps = options.sourceMaps ?? config.sourceMaps;
    // Standalone bodies are made (and minified, for authored script) where they compile: an unminified build bundles every route.
    const standalone = minify ? routes.filter((r) => isStandalone(r, compiled)) : [];
    const entries = await generateEntries({ siteDir, routes, site, stylesheets: siteStylesheets(config, siteDir), clientModules: clientModuleSpecifiers(config.clientModules, siteDir), standalone: new Set(standalone.map((r) => r.chunkName)) });
    await writeFile(sidebarsFile, JSON.stringify(sidebars.sidebars));
    const bundleCache = new BundleCache(siteDir, hashOf(config.baseUrl, String(minify), String(sourceMaps), JSON.stringify(site), JSON.stringify(config.clientModules), ...(plugins ? [JSON.stringify([plugins.themePaths, plugins.bundler])] : [])), outDir, compiled, hashOf(JSON.stringify(compileOptions)), options.locale);
    let bundled = await bundleCache.restore(staging.dir, compiled);
    const searchWorker = config.search ? path.join(packageSourceDir('@docs/theme'), 'search', 'searchWorker.ts') : undefined;
    const searchBox = config.navbar.items.some((item) => item.type === 'search');
    if (!bundled) {
      const generatedSources = generatedSourcesOf(entries, routes, configFile);
      const bundling = bundle({ siteDir, outDir: staging.dir, baseUrl: config.baseUrl, entries, compiled, compileOptions, minify, sourceMaps, searchWorker, searchBox, generatedSources, plugins: plugins && { themePaths: plugins.themePaths, bundler: plugins.bundler } });
      startFeeds();
      bundled = await bundling;
      await bundleCache.save(staging.dir, bundled.inputs, compiled, bundled);
    }
    startFeeds();
    const chunks = await writeStandaloneChunks({ routes: standalone, compiled, app: bundled, sourceMaps, siteDir, outDir: staging.dir, previousDir: outDir, baseUrl: config.baseUrl });
    bundled = { ...bundled, routes: { ...bundled.routes, ...chunks.routes }, files: [...bundled.files, ...chunks.files] };
    const routesIndex = await writeRoutesIndex({ outDir: staging.dir, baseUrl: config.baseUrl, routes, bundled, sidebarUrls });
    end();

    end = stage('search');
    let searchFiles: string[] = [];
    let search: { readonly stats: SearchIndexStats } | undefined;
    if (searchBody && bundled.searchWorker) {
      const index = withWorker(await searchBody, bundled.searchWorker);
      searchFiles = writeSearchIndex(staging.dir, index.files, writer, outDir);
      // Written: its text is let go before the pages render, and its sizes read back from the
      // output if a report asks.
      search = writtenIndexStats(path.join(outDir, SEARCH_DIR), [...index.files.keys()], index.terms);
    }
    searchBody = undefined;
    end();

    // Each page is put in its document, written, and reduced to what the link check and the
    // headers need as soon as it is rendered: a large site's pages are never all in memory.
    end = stage('render');
    // What the stages so far let go of (the compile stage's results as they came, the bundle's
    // metafiles, the index) is still on the heap until V8's next full collection, which a render
    // of a large site puts off to its end: 10,000 docs ended their render with 713 MB of heap on
    // this thread, 353 MB once collected here, while the render workers bring the build's peak.
    collectGarbage();
    const buildId = await hashOfFiles(bundled.serverFile, sidebarsFile);
    const routeByPath = new Map(routes.map((r) => [r.path, r]));
    const pageContext: PageContext = { config, bundled, sidebarUrls, routesIndex, feeds: siteFeedLinks(config, content), pluginTags: plugins?.tags };
    const pages = new Map<string, WrittenPage>();
    const linkPages = new Map<string, LinkCheckPage>();
    const interned = new Map<string, string>();
    const serverModules = await writeStandaloneServerModules({ routes: standalone, compiled, serverFile: bundled.serverFile, buildId });
    releaseCode(compiled);
    const { diagnostics: renderDiagnostics } = await renderRoutes({
      buildId,
      serverFile: bundled.serverFile,
      modules: serverModules,
      sidebarsFile,
      paths: routes.map((r) => r.path),
      sources: new Map(routes.map((r) => [r.path, r.source])),
      cache: await KeyedCache.open(cacheFolder(siteDir, 'render'), RENDER_CACHE_VERSION),
      onRendered: (rendered) => {
        const route = routeByPath.get(rendered.path)!;
        const page = assemblePage(route, rendered, pageContext);
        const file = htmlFileFor(route.path, config.trailingSlash);
        writer.write(outputFile(staging.dir, file), page.html, file);
        pages.set(route.path, { route, title: page.title, scriptHashes: inlineScriptHashes(page.html) });
        linkPages.set(route.path, linkCheckPage(route, page.body, compiled, interned));
      },
      onProgress: progress.count,
      locate: (failed) => locateRenderErrors({ siteDir, failed, routes: routeByPath, documents, compiled, compileOptions, server: { siteDir, baseUrl: config.baseUrl, searchWorker, searchBox, plugins: plugins && { themePaths: plugins.themePaths, bundler: plugins.bundler } }, site, sidebarsFile }),
    });
    diagnostics.push(...renderDiagnostics);
    stopOnErrors();
    // In route order, whatever order the workers finished in.
    const inOrder = <T>(byPath: Map<string, T>) => routes.map((r) => byPath.get(r.path)!);
    end();

    end = stage('feeds');
    const feedFiles = (await feedsMade) ?? [];
    end();

    end = stage('links');
    const outputFiles = new Set([...content.staticFiles, ...feedFiles, ...searchFiles, ...bundled.files.map((f) => f.path.slice(config.baseUrl.length))]);
    for (const doc of compiled.values()) for (const a of doc.assets) outputFiles.add(a.to);
    diagnostics.push(
      ...checkLinks({
        baseUrl: config.baseUrl,
        locate: cachedLocator(),
        files: outputFiles,
        ...linkSources({ siteDir, config, configFile, content }),
        pages: inOrder(linkPages),
        reporting: { links: config.onBrokenLinks, anchors: config.onBrokenAnchors },
        trailingSlash: config.trailingSlash,
        // The other locales' pages are built on their own; links into them are not this build's.
        foreignPrefixes: options.otherLocales,
      }),
    );
    stopOnErrors();
    end();

    end = stage('write');
    const staticCopies = content.staticSources.flatMap(({ dir, files }) => publishableStaticFiles(siteDir, dir, files, diagnostics).map((f) => ({ from: path.join(dir, f), to: f })));
    const copies = [...staticCopies, ...[...compiled.values()].flatMap((d) => d.assets)];
    await writeOutput({ siteDir, dir: staging.dir, config, pages: inOrder(pages), copies, bundled, routesIndexUrl: routesIndex.url });
    diagnostics.push(...(await writeOfficialPluginFiles({ dir: staging.dir, config, configFile, routes, staticFiles: content.staticFiles, bundled })));
    const { warnings } = countBySeverity(diagnostics);
    if (options.strict && warnings > 0) {
      await staging.discard();
      end();
      // No index is published: no sizes to report.
      return result(false, { routes: routes.length, cacheHits, files: bundled.files });
    }
    await precompress({ dir: staging.dir, previousDir: outDir, encodings });
    await staging.commit();
    end();
    if (plugins) {
      end = stage('postBuild');
      await plugins.postBuild({ outDir, routes });
      end();
    }
    progress.done();
    return result(true, { routes: routes.length, cacheHits, files: bundled.files }, search);
  } catch (error) {
    stopSearch.abort();
    await feedsMade?.catch(() => undefined);
    await staging.discard();
    progress.done();
    if (error instanceof BuildError) {
      for (const d of error.diagnostics) if (!diagnostics.includes(d)) diagnostics.push(d);
    } else {
      diagnostics.push(internalError(error, currentStage));
    }
    return result(false);
  }
}

export interface LoadedSite {
  config: SiteConfig;
  configFile: string;
  content: LoadedContent;
  compileOptions: CompileOptions;
  compiled: Map<string, CompiledDocument>;
  /** Every document compiled (excerpts under their ids), by source. */
  documents: Map<string, SourceDocument>;
  cacheHits: number;
  sidebars: ResolvedSidebars;
  routes: RouteRecord[];
  posts: BlogPost[];
  /** What the site's plugins gave (routes, tags, theme folders, ...), when it lists any. */
  plugins?: LoadedSitePlugins;
  /**
   * With `lazy`: the documents not compiled yet (placeholders stand in for them in `compiled`),
   * and what must run before any of them compiles (the props tables' extraction, on a first
   * start; once, however often it is called), with its diagnostics.
   */
  pending?: { sources: Set<string>; documents: SourceDocument[]; ready: () => Promise<Diagnostic[]>; /** Stops an extraction still running (docs dev is stopping). */ stop: () => void };
}

interface StageHooks {
  diagnostics: Diagnostic[];
  stage(name: string): () => void;
  stopOnErrors(): void;
  progress: Progress;
  /** Runs once the config is loaded, before the content; may throw a BuildError to stop. */
  afterConfig?(config: SiteConfig, configFile: string): Promise<void>;
}

/**
 * The stages up to the route plan (config, content, compile, sidebars, routes), shared by
 * `docs build` and `docs dev`. Errors stop after the stage that found them.
 */
export async function loadSite(siteDir: string, hooks: StageHooks, options: LoadSiteOptions = {}): Promise<LoadedSite> {
  // With no compile cache at all (a first build, after `docs clear`), every document compiles: a
  // worker loads the compiler and the highlight thread the highlighter while the config and
  // content load (started by the CLI before the engine loaded, or now). Otherwise compileAll
  // starts workers once it knows some document is not cached.
  const early: EarlyPool = { pool: options.lazy ? undefined : earlyCompilePool(siteDir) };
  try {
    return await loadSiteWith(siteDir, hooks, options, early);
  } finally {
    // compileAll closes it; this is for a build that stopped before compiling.
    await early.pool?.close();
  }
}

export interface LoadSiteOptions {
  /** Drafts too (`docs dev`). */
  includeDrafts?: boolean;
  /**
   * Compile nothing: documents not in the compile cache get placeholders and are listed in
   * `pending`, for `docs dev` to compile on request (it starts in a second or two, not after
   * compiling the whole site). The props tables' extraction, when not cached, waits for the first
   * compile too.
   */
  lazy?: boolean;
  /** Leave compiled documents' code in the compile cache, read when a stage needs it (see `compiledCode.ts`). */
  codeOnDisk?: boolean;
  /** The locale to build: its baseUrl, its translated content (the default locale when unset). */
  locale?: string;
  /** The navbar, footer and sidebar labels as the config and sidebars write them (`docs write-translations` lists those). */
  untranslated?: boolean;
  /** The folder the build writes into, which plugins are told. */
  outDir?: string;
  /** A translated site: compile the untranslated documents once for every locale (see `splitForLocales`). */
  shareAcrossLocales?: boolean;
}

/**
 * Compile a locale's documents as `splitForLocales` split them: the shared ones (rebased to the
 * locale's base URL once read), then the locale's own, on the same workers; in the documents' order.
 */
async function compileSharedAndOwn(split: LocaleCompileSplit, options: Parameters<typeof compileAll>[1], order: SourceDocument[]): Promise<CompileAllResult> {
  const total = order.length;
  const { onProgress } = options;
  const shared = await compileAll(split.shared, { ...options, ...split.sharedOptions, onProgress: onProgress && ((done) => onProgress(done, total)) });
  const own = await compileAll(split.own, { ...options, pool: shared.pool ?? options.pool, onProgress: onProgress && ((done) => onProgress(split.shared.length + done, total)) });
  const documents = new Map<string, CompiledDocument>();
  for (const doc of order) {
    const fromShared = shared.documents.get(doc.source);
    const compiled = fromShared ? rebased(fromShared, options.baseUrl) : own.documents.get(doc.source);
    if (compiled) documents.set(doc.source, compiled);
  }
  const pool = own.pool ?? shared.pool;
  return { documents, cacheHits: shared.cacheHits + own.cacheHits, missing: [...shared.missing, ...own.missing], ...(pool && { pool }) };
}

/** The compile pool, when it was started before compiling (see `loadSite`). */
interface EarlyPool {
  pool?: CompilePool;
}

/**
 * After an edit, start a worker before the content loads (the compiler takes a few hundred
 * milliseconds to load): some document was modified after the compile cache last took a new entry.
 */
function startPoolIfEdited(siteDir: string, config: SiteConfig, early: EarlyPool): void {
  if (early.pool) return;
  const cacheDir = compileCacheDir(siteDir);
  const lastCompiled = statSync(cacheDir, { throwIfNoEntry: false })?.mtimeMs;
  if (lastCompiled === undefined) return;
  if (editedSince(contentDirsOf(siteDir, config), lastCompiled)) early.pool = startCompilePool(1);
}

/** The content folders, the section of documents in each, and the folder of the locale's translations of it. */
export const contentSectionsOf = (siteDir: string, config: SiteConfig): { dir: string; section: ContentSection; localized: string }[] => {
  const localized = localizedDirs(siteDir, config);
  return [
    ...[config.docs, ...config.docsInstances].flatMap((docs) => docsVersionFolders(siteDir, docs).map(({ dir, version }) => ({ dir, section: 'docs' as const, localized: localized.docs(version, docs.id) }))),
    ...(config.blog ? [{ dir: path.resolve(siteDir, config.blog.path), section: 'blog' as const, localized: localized.blog }] : []),
    ...config.blogInstances.map((blog) => ({ dir: path.resolve(siteDir, blog.path), section: 'blog' as const, localized: localized.blogOf(blog.id) })),
    { dir: path.resolve(siteDir, config.pagesDir), section: 'pages', localized: localized.pages },
  ];
};

/** The folders documents come from: docs, blog and pages, and the locale's translations of them. */
const contentDirsOf = (siteDir: string, config: SiteConfig) => contentSectionsOf(siteDir, config).flatMap((s) => (existsSync(s.localized) ? [s.dir, s.localized] : [s.dir]));

async function loadSiteWith(siteDir: string, { diagnostics, stage, stopOnErrors, progress, afterConfig }: StageHooks, options: LoadSiteOptions, early: EarlyPool): Promise<LoadedSite> {
  let end = stage('config');
  const { config, configFile, diagnostics: configDiagnostics } = await loadConfig(siteDir);
  if (options.locale !== undefined) applyLocale(config, options.locale);
  diagnostics.push(...configDiagnostics, ...unsetDeployEnv({ config, configFile }));
  if (!options.untranslated) applyTranslations(siteDir, config, diagnostics);
  await afterConfig?.(config, configFile);
  if (!options.lazy) startPoolIfEdited(siteDir, config, early);
  end();

  end = stage('content');
  const content = await loadContent(siteDir, config, { includeDrafts: options.includeDrafts ?? false, configFile });
  diagnostics.push(...content.diagnostics);
  stopOnErrors();
  end();

  end = stage('compile');
  const posts = content.blog?.posts ?? [];
  const everyPost = allPosts(content);
  const documents: SourceDocument[] = [
    ...content.docs,
    ...content.pages.flatMap((p) => (p.document ? [p.document] : [])),
    ...everyPost.flatMap((p) => (p.excerpt ? [p, p.excerpt] : [p])),
  ];
  const permalinks: Record<string, string> = {};
  for (const d of content.docs) permalinks[d.source] = d.permalink;
  for (const p of content.pages) permalinks[p.source] = p.permalink;
  for (const p of everyPost) permalinks[p.source] = p.permalink;
  const contentDirs = contentDirsOf(siteDir, config);
  // A translated document links to its siblings by relative path: they are in its folder or, untranslated, in the original's.
  // A locale without translations of a section looks in the section's own folder only (and says so in a broken link's hint).
  const contentRoots = contentSectionsOf(siteDir, config).map((s) => (existsSync(s.localized) ? [s.localized, s.dir] : [s.dir]));
  const compileOptions: CompileOptions = { permalinks, baseUrl: config.baseUrl, markdownLinks: { siteDir, contentRoots }, assetRoots: [siteDir, ...contentDirs.filter((d) => !isInside(siteDir, d))], staticDir: path.resolve(siteDir, config.staticDir), ...(config.staticDirectories.length > 1 && { staticDirs: config.staticDirectories.map((d) => path.resolve(siteDir, d)) }), markdown: compileMarkdownOptions(config.markdown), contentPlugins: contentPluginSource(config, siteDir), highlightCacheDir: cacheFolder(siteDir, 'highlight') };
  // themeConfig is free-form: its one key the compiler reads is checked here, before compiling.
  const magic = resolveMagicComments(config.themeConfig, configFile, () => readFileSync(configFile, 'utf8'));
  diagnostics.push(...magic.diagnostics);
  stopOnErrors();
  compileOptions.magicComments = magic.magicComments;
  if (config.idealImage) compileOptions.idealImage = config.idealImage;
  compileOptions.replacedElements = await replacedElements(siteDir);
  let ready = (): Promise<Diagnostic[]> => Promise.resolve([]);
  const stopExtraction = new AbortController();
  if (config.propsTables) {
    // The compiler takes seconds on the first build; later builds read the cache. A lazy start
    // does not wait for it: nothing compiles before it is done, and no cached document can have
    // been compiled without it.
    const { modules } = config.propsTables;
    const docgen = options.lazy ? await loadComponentDocs(modules, siteDir, configFile, { cachedOnly: true }) : await loadComponentDocs(modules, siteDir, configFile);
    if (docgen) {
      diagnostics.push(...docgen.diagnostics);
      stopOnErrors();
      compileOptions.components = docgen.components;
    } else {
      let extracting: Promise<Diagnostic[]> | undefined;
      ready = () =>
        (extracting ??= loadComponentDocsOffThread(modules, siteDir, configFile, stopExtraction.signal).then(
          (later) => {
            compileOptions.components = later.components;
            return later.diagnostics;
          },
          (error: unknown) => (stopExtraction.signal.aborted ? [] : [internalError(error, 'compile')]),
        ));
    }
  }
  const cacheDir = compileCacheDir(siteDir);
  const { codeOnDisk } = options;
  const split = options.shareAcrossLocales && config.i18n.locales.length > 1 ? splitForLocales(documents, compileOptions, contentSectionsOf(siteDir, config), siteDir) : undefined;
  // A single-locale site's posts make their feed HTML as they compile (a locale's shared compile
  // holds a base-URL token the feeds would keep: those posts are parsed again by the feeds).
  const feed = split ? undefined : feedUrlsOf(config);
  const first = split ? await compileSharedAndOwn(split, { ...compileOptions, cacheDir, onProgress: progress.count, pool: early.pool, cachedOnly: options.lazy, keepPool: true, codeOnDisk }, documents) : await compileAll(documents, { ...compileOptions, cacheDir, onProgress: progress.count, pool: early.pool, cachedOnly: options.lazy, keepPool: true, codeOnDisk, ...(feed && { extra: { feed } }) });
  const { documents: compiled, cacheHits, missing } = first;
  // The partials the documents import, on the same workers (started for them when the documents
  // needed none). A lazy start leaves those not cached to the bundler, which compiles a partial it
  // was not given when a page imports it.
  let pool = first.pool;
  // Left out as well: compiled in the background with the documents (see `pending`), so the pages
  // that show them are planned with their headings.
  const missingPartials: SourceDocument[] = [];
  const partials = await compilePartials({
    compiled,
    compile: async (docs) => {
      const result = await compileAll(docs, { ...compileOptions, cacheDir, pool, cachedOnly: options.lazy, keepPool: true, codeOnDisk });
      missingPartials.push(...result.missing);
      pool ??= result.pool;
      return result.documents;
    },
    sections: contentSectionsOf(siteDir, config).flatMap(({ dir, section, localized }) => [{ dir: localized, section }, { dir, section }]),
    markdownFormat: config.markdown.format,
    markdownHooks: markdownHooksOf(config.markdown),
  }).finally(() => pool?.close());
  diagnostics.push(...partials.diagnostics, ...partialCycles(compiled, siteDir));
  documents.push(...partials.documents);
  for (const doc of missing) compiled.set(doc.source, placeholderDocument(doc));
  // An excerpt is the start of its post, whose own diagnostics already cover it.
  for (const [id, doc] of compiled) if (!isExcerptId(id)) diagnostics.push(...doc.diagnostics);
  applyReportingSeverities(diagnostics, config);
  for (const doc of content.docs) doc.contentTitle = compiled.get(doc.source)?.contentTitle;
  const sidebars = await loadSidebars({ siteDir, config, content, configFile }, diagnostics);
  if (!options.untranslated) translateDocsLabels(siteDir, config, content.versions, sidebars, diagnostics);
  // The bundle stage will not run: its missing imports are found now, so one run lists every error.
  const stopAfterCheckingImports = async () => {
    if (!diagnostics.some((d) => d.severity === 'error')) return;
    const pageComponents = content.pages.flatMap((p) => (p.kind === 'tsx' ? [p.source] : []));
    const started = performance.now();
    diagnostics.push(...(await checkImports({ siteDir, documents, compiled, compileOptions, pageComponents })));
    if (process.env.DOCS_DEBUG?.includes('perf')) process.stderr.write(`[perf] import check: ${Math.round(performance.now() - started)} ms\n`);
    stopOnErrors();
  };
  await stopAfterCheckingImports();
  end();

  end = stage('routes');
  // The site's own plugins (a Docusaurus site's), run only when it lists some.
  const plugins = config.plugins ? await config.plugins.load({ siteDir, outDir: options.outDir ?? path.join(siteDir, 'build'), config, configFile }) : undefined;
  if (plugins) {
    diagnostics.push(...plugins.diagnostics);
    config.clientModules = [...config.clientModules, ...plugins.clientModules];
  }
  const routes = planSiteRoutes({ config, content, compiled, sidebars, pluginRoutes: plugins?.routes }, diagnostics);
  applyReportingSeverities(diagnostics, config);
  config.navbar.items = resolveNavbarItems(config.navbar.items, navbarDocsOf(content.versions, content.docs, sidebars), { file: configFile, source: configSource(configFile) }, diagnostics);
  await stopAfterCheckingImports();
  end();

  const left = [...missing, ...missingPartials];
  const pending = options.lazy ? { sources: new Set(left.map((d) => d.source)), documents: left, ready, stop: () => stopExtraction.abort() } : undefined;
  return { config, configFile, content, compileOptions, compiled, documents: new Map(documents.map((d) => [d.source, d])), cacheHits, sidebars, routes, posts, pending, plugins };
}

/**
 * The `markdown` options the compiler reads, and nothing else: the options go to the compile
 * workers and into cache keys, where a function (`parseFrontMatter`, a hook) cannot go.
 */
function compileMarkdownOptions({ format, mdx1Compat, anchors, mermaid }: SiteConfig['markdown']): CompileMarkdownOptions {
  return { format, mdx1Compat, ...(anchors?.maintainCase ? { anchors: { maintainCase: true } } : {}), ...(mermaid && { mermaid: true }) };
}

/** The config file's text, for locating a key; none when it cannot be read. */
function configSource(configFile: string): string | undefined {
  try {
    return readFileSync(configFile, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Drop the documents' code once it is in the chunks and server modules: the stages after read
 * their text, sections, headings and links only, and the code (the module, and the body
 * of a standalone route) is the largest part of each compiled document.
 */
function releaseCode(compiled: Map<string, CompiledDocument>): void {
  for (const doc of compiled.values()) {
    doc.code = '';
    doc.standalone = undefined;
    doc.storedCode = undefined;
  }
}

/**
 * Each generated module the bundler reads and the file it stands for: a route's module for the
 * document or page the route shows, the browser entry for the config (its stylesheets).
 */
function generatedSourcesOf(entries: GeneratedEntries, routes: RouteRecord[], configFile: string): Record<string, string> {
  const sources: Record<string, string> = { [entries.clientEntry]: configFile };
  for (const route of routes) {
    const source = route.contentSource ?? route.source;
    const module = entries.routeModules[route.chunkName];
    if (source && module) sources[module] = source;
  }
  return sources;
}

/**
 * Static files as they are copied: a symlink in the static folder that leads out of the site
 * (to a home folder, to /etc) is left out with a warning rather than published.
 */
function publishableStaticFiles(siteDir: string, staticDir: string, files: string[], diagnostics: Diagnostic[]): string[] {
  return files.filter((f) => {
    const file = path.join(staticDir, f);
    if (isReallyInside([siteDir, staticDir], file)) return true;
    diagnostics.push({ severity: 'warning', code: 'asset-outside-site', file, message: `${path.join(path.basename(staticDir), f)} links to a file outside the site; it is not published.`, hint: 'Copy the file into the static folder instead of linking to it.' });
    return false;
  });
}

/**
 * Anything a stage throws that is not a diagnostic of its own (a bug, a file that vanished, a
 * worker that died) still ends as one: the build reports it, `--json` prints it, nothing crashes.
 */
export function internalError(error: unknown, stageName: string): Diagnostic {
  const e = error as Partial<NodeJS.ErrnoException> & { stack?: string };
  const message = (e.message ?? String(error)).split('\n')[0];
  return {
    severity: 'error',
    code: 'internal',
    file: typeof e.path === 'string' ? e.path : undefined,
    message: `The ${stageName} stage failed: ${message}`,
    hint: process.env.DOCS_DEBUG ? e.stack : 'Run again with DOCS_DEBUG=1 for the stack trace, and report it if the cause is not in your files.',
  };
}
