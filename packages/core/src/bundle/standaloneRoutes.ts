import { link, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { CompiledDocument } from '../compile/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { mapConcurrently } from '../util/mapConcurrently.ts';
import type { KeyedCache } from '../util/keyedCache.ts';
import { BROWSER_TARGET, type BundleResult, type RouteAssets } from './bundle.ts';
import { componentKey } from './codegen.ts';
import { contentHash } from './contentHashNames.ts';
import { portableSourcePath } from './sourceMapPaths.ts';

/*
 * Most routes are a theme component, the route's data and, for a document, its compiled content,
 * which imports nothing but the JSX runtime. Such a route needs no bundler: its chunk is its
 * content with two imports pointed at its component's entry chunk (which exports the component and
 * the JSX runtime), minified on its own. esbuild then bundles only the app (the theme, the pages
 * with imports, the runtime), whose size does not grow with the number of documents, and which a
 * warm build reuses whole when only documents changed. The server renders the same route from a
 * module written beside the server bundle, importing its component and runtime from it.
 */

const JSX_RUNTIME_IMPORT = /^import \{([^}]*)\} from "react\/jsx-runtime";$/m;
const DEFAULT_EXPORT = /^export default function MDXContent\(/gm;
/** Names a standalone chunk exports itself: a document exporting one of them goes through the bundler. */
const OWN_EXPORT = /\bexport\s+(?:const|let|var|class|(?:async\s+)?function\*?)\s+(?:data|Content)\b|\bexport\s*\{[^}]*\b(?:data|Content)\b/;
const ANY_IMPORT = /^import\b/gm;

/**
 * Whether a route can skip the bundler: a theme component, no list of contents (a blog list's
 * excerpts), and content (if any) whose only import is the JSX runtime, in the shape @mdx-js/mdx
 * writes, exporting neither `data` nor `Content`.
 */
export function isStandalone(route: RouteRecord, compiled: Map<string, CompiledDocument>): boolean {
  if (!route.component.startsWith('@theme/') || route.contentSources) return false;
  if (!route.contentSource) return true;
  const code = compiled.get(route.contentSource)?.code;
  return code !== undefined && standaloneContent(code) !== undefined;
}

/** The compiled module with its default export renamed `Content`, or undefined when it is not standalone. */
function standaloneContent(code: string): { runtimeImports: string; body: string } | undefined {
  const runtime = JSX_RUNTIME_IMPORT.exec(code);
  if (!runtime || (code.match(ANY_IMPORT)?.length ?? 0) !== 1 || (code.match(DEFAULT_EXPORT)?.length ?? 0) !== 1 || OWN_EXPORT.test(code)) return undefined;
  const body = code.replace(runtime[0], '').replace(DEFAULT_EXPORT, 'function MDXContent(') + '\nexport { MDXContent as Content };\n';
  return { runtimeImports: runtime[1]!, body };
}

/** The module of a standalone route, importing its component and the JSX runtime from `componentUrl`. */
export function standaloneModule(route: RouteRecord, compiled: Map<string, CompiledDocument>, componentImport: { url: string; component: string }): string {
  const q = JSON.stringify;
  const lines = [componentImport.component, `export const data = ${q(route.data)};`];
  const content = route.contentSource ? standaloneContent(compiled.get(route.contentSource)!.code) : undefined;
  if (content) lines.push(`import {${content.runtimeImports}} from ${q(componentImport.url)};`, content.body);
  return lines.join('\n') + '\n';
}

export interface StandaloneOptions {
  routes: RouteRecord[];
  compiled: Map<string, CompiledDocument>;
  /** The app bundle: its component entries. */
  app: BundleResult;
  siteDir: string;
  /** The output folder being written (the staging folder). */
  outDir: string;
  /** The output it replaces: a chunk found there under the same (content-hashed) name is linked, not written. */
  previousDir?: string;
  baseUrl: string;
  minify: boolean;
  /** Minified chunks from the last build, by their source. */
  cache?: KeyedCache<{ code: string; map: string }>;
}

export interface StandaloneResult {
  routes: Record<string, RouteAssets>;
  files: { path: string; bytes: number }[];
}

const CHUNK_DIR = path.join('assets', 'js', 'routes');

/**
 * Write the browser chunk of every standalone route: the module, minified, with a source map,
 * named by its content like esbuild's files.
 */
export async function writeStandaloneChunks(o: StandaloneOptions): Promise<StandaloneResult> {
  const dir = path.join(o.outDir, CHUNK_DIR);
  await mkdir(dir, { recursive: true });
  const routes: Record<string, RouteAssets> = {};
  const files: StandaloneResult['files'] = [];
  const toUrl = (file: string) => o.baseUrl + path.relative(o.outDir, file).split(path.sep).join('/');
  // A map sits in the folder it describes: its sources climb to the output's root, as esbuild's do.
  const up = '../'.repeat(CHUNK_DIR.split(path.sep).length);
  await mapConcurrently(o.routes, 64, async (route) => {
    const component = o.app.components[componentKey(route.component)]!;
    const source = standaloneModule(route, o.compiled, { url: component.chunk, component: `export { default } from ${JSON.stringify(component.chunk)};` });
    const sourcefile = up + portableSourcePath(route.contentSource ?? path.join(o.siteDir, '.docs', 'generated', 'routes', `${route.chunkName}.js`), o.siteDir);
    const key = contentHash(source, sourcefile, String(o.minify));
    let out = await o.cache?.get(key);
    if (!out) {
      const result = await esbuild.transform(source, { loader: 'js', format: 'esm', target: BROWSER_TARGET, minify: o.minify, sourcemap: 'external', sourcefile, logLevel: 'silent' });
      out = { code: result.code, map: result.map };
      o.cache?.set(key, out);
    }
    // The base URL is in the file (its map's URL): a chunk linked from the last output must share it.
    const name = `${route.chunkName}-${contentHash(out.code, out.map, o.baseUrl)}.js`;
    const file = path.join(dir, name);
    const code = `${out.code}//# sourceMappingURL=${toUrl(file)}.map\n`;
    const previous = o.previousDir && path.join(o.previousDir, CHUNK_DIR, name);
    const linked = previous !== undefined && (await Promise.all([link(previous, file), link(`${previous}.map`, `${file}.map`)]).then(() => true, () => false));
    if (!linked) {
      // Half linked (a map missing): unlinked first, so nothing is written through to the last output.
      await Promise.all([rm(file, { force: true }), rm(`${file}.map`, { force: true })]);
      await Promise.all([writeFile(file, code), writeFile(`${file}.map`, out.map)]);
    }
    files.push({ path: toUrl(file), bytes: Buffer.byteLength(code) });
    const compiled = route.contentSource ? o.compiled.get(route.contentSource) : undefined;
    routes[route.chunkName] = { chunk: toUrl(file), imports: [component.chunk, ...component.imports], css: component.css, evaluatesCode: component.evaluatesCode || compiled?.liveCode === true };
  });
  await o.cache?.save();
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { routes, files };
}

/**
 * Write the server module of every standalone route beside the server bundle, each importing the
 * bundle under the URL the renderer imports it by (one instance, one React). Named by content:
 * unchanged modules stay as they are, and others are removed. Returns each route's module file by
 * its path.
 */
export async function writeStandaloneServerModules(o: { routes: RouteRecord[]; compiled: Map<string, CompiledDocument>; serverFile: string; buildId: string }): Promise<Map<string, { file: string; hash: string }>> {
  const dir = path.join(path.dirname(o.serverFile), 'standalone');
  await mkdir(dir, { recursive: true });
  const bundleUrl = `${pathToFileURL(o.serverFile).href}?build=${o.buildId}`;
  const q = JSON.stringify;
  const modules = new Map<string, { file: string; hash: string }>();
  const wanted = new Map<string, string>();
  for (const route of o.routes) {
    const component = `import { components as __docsComponents } from ${q(bundleUrl)};\nexport default __docsComponents[${q(componentKey(route.component))}];`;
    const text = standaloneModule(route, o.compiled, { url: bundleUrl, component });
    const hash = contentHash(text);
    const name = `${route.chunkName}-${hash}.mjs`;
    wanted.set(name, text);
    modules.set(route.path, { file: path.join(dir, name), hash });
  }
  const existing = new Set(await readdir(dir));
  await Promise.all([...existing].filter((name) => !wanted.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
  await mapConcurrently([...wanted].filter(([name]) => !existing.has(name)), 64, ([name, text]) => writeFile(path.join(dir, name), text));
  return modules;
}
