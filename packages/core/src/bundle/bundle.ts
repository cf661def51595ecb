import path from 'node:path';
import * as esbuild from 'esbuild';
import type { CompiledDocument, CompileOptions } from '../compile/types.ts';
import { BuildError } from '../diagnostics/diagnostic.ts';
import type { GeneratedEntries } from './codegen.ts';
import { BROWSER_TARGET } from '../compile/standaloneContent.ts';
import { toolNodeModules } from './packagePaths.ts';
import { writePortableOutputs } from './portableOutputs.ts';
import { sassPlugin } from './sassPlugin.ts';
import { aliasPlugin, contentPlugin, pluginAliasPlugin, type CompileImported } from './plugins.ts';
import type { LoadedSitePlugins } from '../plugins/sitePlugins.ts';
import { reactOneChunkPlugin } from './reactOneChunk.ts';
import { oneReact, oneReactPlugin } from './oneReact.ts';
import { cssModulesPlugin } from './cssModules.ts';
import { svgPlugin } from './svgPlugin.ts';
import { rawLoaderPlugin } from './rawLoaderPlugin.ts';
import { assetRequirePlugin } from './assetRequirePlugin.ts';
import { idealImagePlugin } from './idealImagePlugin.ts';
import { codeHtmlPlugin } from './codeHtmlPlugin.ts';
import { staticUrlPlugin } from './staticUrlPlugin.ts';
import { JS_DIR } from './jsDir.ts';
import { bundleDiagnostics, type BundleErrorContext } from './bundleDiagnostics.ts';
import { startupOutputs } from './eagerCompile.ts';

export interface BundleResult {
  /** URL of the browser entry. */
  entry: string;
  /** Chunks the entry statically imports (preloaded on every page). */
  entryImports: string[];
  /** Global stylesheet URLs. */
  entryCss: string[];
  /**
   * Per route chunk name: its chunk URL, the chunks it statically imports, its own stylesheets,
   * and whether any document it shows has live code (its page must be allowed to evaluate code).
   */
  routes: Record<string, RouteAssets>;
  /** Per component key, the same for the component entries standalone routes import (see `standaloneRoutes.ts`). */
  components: Record<string, RouteAssets>;
  /** Absolute path of the server bundle. */
  serverFile: string;
  /** Every JS/CSS file written for the browser, with its byte size. */
  files: { path: string; bytes: number }[];
  /** Absolute paths of every source file that went into either build. */
  inputs: string[];
  /** URL of the search worker, when the site has search. */
  searchWorker?: string;
}

/** A route chunk's URL, the chunks it statically imports, its stylesheets, and whether its page evaluates code. */
export interface RouteAssets {
  chunk: string;
  imports: string[];
  css: string[];
  evaluatesCode: boolean;
}

export interface BundleOptions {
  siteDir: string;
  outDir: string;
  baseUrl: string;
  entries: GeneratedEntries;
  compiled: Map<string, CompiledDocument>;
  compileOptions: CompileOptions;
  /** Compiles the Markdown/MDX modules the compile stage did not (see contentPlugin); in this process when unset. */
  compileImported?: CompileImported;
  minify: boolean;
  /** Source maps beside the browser's files (the config's `sourceMaps`; always in `docs dev`). */
  sourceMaps: boolean;
  /** Source of the search worker, bundled as an entry of its own when the site has search. */
  searchWorker?: string;
  /** Whether the navbar has a search box (its code is left out of the bundle otherwise). */
  searchBox?: boolean;
  /** Where the server bundle goes; `docs dev` keeps its own apart from the build's. */
  serverFile?: string;
  /**
   * `docs dev`: route chunks keep stable names across rebuilds, and the server bundle imports
   * React from its installed files, so modules `docs dev` compiles on their own share it.
   */
  dev?: boolean;
  /** Generated modules and the source file each stands for, so errors point at the source. */
  generatedSources?: Record<string, string>;
  /** What the site's plugins add: theme folders, aliases, module folders, definitions (see plugins/sitePlugins.ts). */
  plugins?: BundlePluginSettings;
}

export type BundlePluginSettings = Pick<LoadedSitePlugins, 'themePaths' | 'bundler'>;

export const ASSET_LOADERS: Record<string, esbuild.Loader> = {
  '.png': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.svg': 'file', '.webp': 'file', '.avif': 'file', '.ico': 'file',
  '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.json': 'json', '.module.css': 'local-css',
  // Docusaurus sites write components with JSX in `.js` files.
  '.js': 'jsx',
};

/** The files that are assets (published, their URL the module's value), but for SVG: code gets those as components. */
export const FILE_ASSETS = Object.keys(ASSET_LOADERS).filter((ext) => ASSET_LOADERS[ext] === 'file' && ext !== '.svg');

/** The esbuild options of each pass, and how to turn their metafiles into a BundleResult. */
export interface BundlePlan {
  client: esbuild.BuildOptions;
  server: esbuild.BuildOptions;
  /** The search worker: a build of its own, so it shares no chunk with the pages. */
  worker?: esbuild.BuildOptions;
  result(client: esbuild.Metafile, server: esbuild.Metafile, worker?: esbuild.Metafile): BundleResult;
  /** The search worker's URL in its build's outputs (undefined without one). */
  searchWorkerUrl(worker: esbuild.Metafile): string | undefined;
}

/** What the server build needs: the build's options, less the browser's. */
export type ServerBuildOptions = Pick<BundleOptions, 'siteDir' | 'baseUrl' | 'compiled' | 'compileOptions' | 'compileImported' | 'searchWorker' | 'searchBox' | 'dev' | 'plugins'> & { serverEntry: string; serverFile: string };

/** The options every pass shares. */
function sharedOptions(o: Pick<BundleOptions, 'searchWorker' | 'searchBox' | 'compileOptions' | 'plugins'>): esbuild.BuildOptions {
  const bundler = o.plugins?.bundler;
  return {
    bundle: true,
    jsx: 'automatic',
    loader: ASSET_LOADERS,
    nodePaths: [toolNodeModules(), ...(bundler?.modules ?? [])],
    logLevel: 'silent',
    metafile: true,
    // DOCS_MERMAID: mermaid (a large library) is bundled only for a site with `markdown.mermaid`.
    define: { ...bundler?.define, 'process.env.NODE_ENV': '"production"', 'process.env.DOCS_SEARCH': JSON.stringify(String(Boolean(o.searchWorker && o.searchBox))), 'process.env.DOCS_MERMAID': JSON.stringify(String(Boolean(o.compileOptions.markdown?.mermaid))) },
  };
}

/**
 * The site's modules: aliases, compiled documents, stylesheets (each one loaded goes to `onStylesheets`).
 * One list for every pass that reads the site's code (the browser, the server, the search worker,
 * the import check, `docs dev`'s content modules): a module one of them loads, the others load alike.
 */
export function sitePlugins(o: Pick<BundleOptions, 'siteDir' | 'compiled' | 'compileOptions' | 'compileImported' | 'plugins'>, styles: { emit: boolean; onStylesheets?: (files: string[]) => void }): esbuild.Plugin[] {
  return [
    rawLoaderPlugin(),
    codeHtmlPlugin(o.compileOptions.magicComments),
    ...(o.compileOptions.idealImage ? [idealImagePlugin({ siteDir: o.siteDir, options: o.compileOptions.idealImage })] : []),
    assetRequirePlugin(FILE_ASSETS),
    oneReactPlugin(),
    svgPlugin({ siteDir: o.siteDir }),
    ...(o.plugins && Object.keys(o.plugins.bundler.alias).length ? [pluginAliasPlugin(o.plugins.bundler.alias)] : []),
    aliasPlugin({ siteDir: o.siteDir, pluginThemeDirs: o.plugins?.themePaths }),
    contentPlugin(o.compiled, o.compileOptions, o.compileImported),
    cssModulesPlugin({ siteDir: o.siteDir, emit: styles.emit, onLoaded: styles.onStylesheets }),
    staticUrlPlugin({ siteDir: o.siteDir, staticDirs: [o.compileOptions.staticDir ?? path.join(o.siteDir, 'static')] }),
    sassPlugin({ siteDir: o.siteDir, emit: styles.emit, onLoaded: styles.onStylesheets })];
}

/** The server build: one module for Node that renders the routes its entry imports. */
export function serverBuildOptions(o: ServerBuildOptions, onStylesheets?: (files: string[]) => void): esbuild.BuildOptions {
  const shared = sharedOptions(o);
  const plugins = sitePlugins(o, { emit: false, onStylesheets });
  return {
    ...shared,
    plugins: o.dev ? [sharedReactPlugin(), ...plugins] : plugins,
    entryPoints: [o.serverEntry],
    outfile: o.serverFile,
    define: { ...shared.define, 'process.env.DOCS_SSR': '"true"' },
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: false,
    // react-dom/server still calls require() for Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    loader: { ...ASSET_LOADERS, '.css': 'empty' },
    publicPath: `${o.baseUrl}${JS_DIR}/`,
    assetNames: 'media/[name]-[hash]',
    write: true,
  };
}

export function planBundle(o: BundleOptions): BundlePlan {
  const shared = sharedOptions(o);
  const stylesheetFiles = new Set<string>();
  const onStylesheets = (files: string[]) => files.forEach((f) => stylesheetFiles.add(f));
  const plugins = (emitStyles: boolean) => sitePlugins(o, { emit: emitStyles, onStylesheets });
  const jsDir = path.join(o.outDir, JS_DIR);
  const toUrl = (file: string) => o.baseUrl + path.relative(o.outDir, path.resolve(file)).split(path.sep).join('/');
  const entryPoints: Record<string, string> = { entry: o.entries.clientEntry, vendor: o.entries.vendorEntry };
  for (const [name, file] of Object.entries(o.entries.routeModules)) entryPoints[`routes/${name}`] = file;
  for (const [key, file] of Object.entries(o.entries.componentModules)) entryPoints[`components/${key}`] = file;
  const serverFile = o.serverFile ?? path.join(o.siteDir, '.docs', 'server', 'entry.mjs');
  // DOCS_SSR tells the theme's code which bundle it is in, so server-only work (a live block's
  // preview, see LiveCodeBlock) and what it imports fall out of the browser's bundle.
  const browser: esbuild.BuildOptions = { format: 'esm', platform: 'browser', target: BROWSER_TARGET, minify: o.minify, sourcemap: o.sourceMaps ? 'linked' : false, define: { ...shared.define, 'process.env.DOCS_SSR': '"false"' } };

  return {
    client: {
      ...shared,
      ...browser,
      // React in one chunk (see reactOneChunk.ts); the search worker has no React to tie.
      plugins: [reactOneChunkPlugin(), ...plugins(true)],
      entryPoints,
      outdir: jsDir,
      splitting: true,
      entryNames: o.dev ? '[dir]/[name]' : '[dir]/[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      publicPath: `${o.baseUrl}${JS_DIR}/`,
    },
    server: serverBuildOptions({ ...o, serverEntry: o.entries.serverEntry, serverFile }, onStylesheets),
    // Split: a locale's stemmer (search/languages.ts) is a chunk the worker loads only for that locale.
    worker: o.searchWorker ? { ...shared, ...browser, plugins: plugins(true), entryPoints: { 'search-worker': o.searchWorker }, outdir: jsDir, entryNames: '[name]-[hash]', splitting: true, chunkNames: 'search/[name]-[hash]' } : undefined,
    searchWorkerUrl(workerMeta) {
      // Its entry, not one of the chunks it imports (each of which esbuild also marks with an entry point).
      const workerFile = o.searchWorker && Object.entries(workerMeta.outputs).find(([f, out]) => out.entryPoint && path.resolve(out.entryPoint) === path.resolve(o.searchWorker!) && f.endsWith('.js'))?.[0];
      return workerFile ? toUrl(workerFile) : undefined;
    },
    result(meta, serverMeta, workerMeta) {
      const staticImports = (file: string, seen = new Set<string>()): string[] => {
        for (const imp of meta.outputs[file]?.imports ?? []) {
          if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
            seen.add(imp.path);
            staticImports(imp.path, seen);
          }
        }
        return [...seen];
      };
      const byEntry = new Map<string, string>();
      for (const [file, output] of Object.entries(meta.outputs)) if (output.entryPoint) byEntry.set(path.resolve(output.entryPoint), file);
      const entryFile = byEntry.get(path.resolve(o.entries.clientEntry))!;
      const entryImports = staticImports(entryFile);
      const routes: BundleResult['routes'] = {};
      /** Whether a chunk holds a compiled document with live code (shared chunks are asked once). */
      const liveChunks = new Map<string, boolean>();
      const live = (file: string) => {
        let has = liveChunks.get(file);
        if (has === undefined) liveChunks.set(file, (has = Object.keys(meta.outputs[file]?.inputs ?? {}).some((input) => o.compiled.get(path.resolve(input))?.liveCode === true)));
        return has;
      };
      const entryLive = [entryFile, ...entryImports].some(live);
      const assetsOf = (moduleFile: string): RouteAssets => {
        const out = byEntry.get(path.resolve(moduleFile))!;
        const css = meta.outputs[out]!.cssBundle;
        const own = [out, ...staticImports(out).filter((f) => !entryImports.includes(f))];
        return { chunk: toUrl(out), imports: own.slice(1).map(toUrl), css: css ? [toUrl(css)] : [], evaluatesCode: entryLive || own.some(live) };
      };
      for (const [name, moduleFile] of Object.entries(o.entries.routeModules)) routes[name] = assetsOf(moduleFile);
      const components = Object.fromEntries(Object.entries(o.entries.componentModules).map(([key, moduleFile]) => [key, assetsOf(moduleFile)]));
      const entryCss = meta.outputs[entryFile]!.cssBundle;
      return {
        searchWorker: workerMeta && this.searchWorkerUrl(workerMeta),
        entry: toUrl(entryFile),
        entryImports: entryImports.map(toUrl),
        entryCss: entryCss ? [toUrl(entryCss)] : [],
        routes,
        components,
        serverFile,
        files: [...Object.entries(meta.outputs), ...Object.entries(workerMeta?.outputs ?? {})].filter(([f]) => /\.(js|css)$/.test(f)).map(([f, out]) => ({ path: toUrl(f), bytes: out.bytes })),
        // Sass partials are not esbuild inputs, but a change to one must rebuild. A file our plugins
        // load as something else (an SVG as a component) is named with their suffix.
        inputs: [...new Set([...Object.keys(meta.inputs), ...Object.keys(serverMeta.inputs), ...Object.keys(workerMeta?.inputs ?? {})].map((f) => path.resolve(f.replace(/^[a-z-]+:/, '').replace(/\?docs-[a-z-]+$/, ''))).concat([...stylesheetFiles]))],
      };
    },
  };
}

/**
 * React, ReactDOM and the JSX runtime imported from their installed files (by absolute path), not
 * bundled: every module that imports them this way shares one React, as hooks require.
 */
export function sharedReactPlugin(): esbuild.Plugin {
  return {
    name: 'docs-shared-react',
    setup(build) {
      const react = oneReact();
      build.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => {
        const file = react.file(args.path, 'node');
        return file ? { path: file, external: true } : undefined;
      });
    },
  };
}

/**
 * One esbuild pass per target, run side by side: the browser build (split, hashed, minified), the
 * server build and the search worker. The browser's files are written the same wherever the site is.
 * When passes fail, the errors of all of them are reported together, each once.
 */
export async function bundle(o: BundleOptions): Promise<BundleResult> {
  const plan = planBundle(o);
  const started = performance.now();
  const settled = await Promise.allSettled([
    esbuild.build({ ...plan.client, write: false }),
    esbuild.build(plan.server),
    plan.worker ? esbuild.build({ ...plan.worker, write: false }) : Promise.resolve(undefined),
  ]);
  // The bench reads this line: esbuild's own share of the bundle stage, the floor it is read against.
  if (process.env.DOCS_DEBUG?.includes('perf')) process.stderr.write(`[perf] esbuild passes: ${Math.round(performance.now() - started)} ms\n`);
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (failures.length) rethrowAll(failures, { siteDir: o.siteDir, generatedSources: o.generatedSources });
  const [client, server, worker] = settled.map((s) => (s as PromiseFulfilledResult<esbuild.BuildResult | undefined>).value);
  const clientEntries = Object.values(plan.client.entryPoints as Record<string, string>);
  const startup = startupOutputs(client!.metafile!, clientEntries);
  const [clientMeta, workerMeta] = await writePortableOutputs([client, worker], { outDir: o.outDir, siteDir: o.siteDir, startup });
  return plan.result(clientMeta!, server!.metafile!, workerMeta);
}

/** esbuild's failures as our diagnostics, each error once, at its real source file, in plain words. */
function rethrowAll(failures: unknown[], context: BundleErrorContext): never {
  const messages: esbuild.Message[] = [];
  for (const failure of failures) {
    const errors = (failure as Partial<esbuild.BuildFailure>).errors;
    // Not a build failure (the service died, say): nothing to translate.
    if (!errors) throw failure;
    messages.push(...errors);
  }
  throw new BuildError(bundleDiagnostics(messages, context));
}

/** esbuild's failure as our diagnostics: each with its real file, line and column. */
export function rethrow(error: unknown, context: BundleErrorContext = {}): never {
  rethrowAll([error], context);
}
