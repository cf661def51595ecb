import { existsSync } from 'node:fs';
import { link, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeOf, hasStandalone, standaloneOf } from '../compile/compiledCode.ts';
import { standaloneContent, standaloneParts } from '../compile/standaloneContent.ts';
import type { CompiledDocument, StandaloneBody } from '../compile/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { mapConcurrently } from '../util/mapConcurrently.ts';
import type { BundleResult, RouteAssets } from './bundle.ts';
import { componentKey } from './codegen.ts';
import { contentHash } from './contentHashNames.ts';
import { JS_DIR } from './jsDir.ts';
import { serverModuleScript, SCRIPT_SUFFIX } from './serverModuleScript.ts';
import { portableSourcePath } from './sourceMapPaths.ts';
import { EAGER_COMPILE_COMMENT } from './eagerCompile.ts';

/*
 * Most routes are a theme component, the route's data and, for a document, its compiled content,
 * which imports nothing but the JSX runtime. Such a route needs no bundler: its chunk is one line
 * importing the component and the runtime from the component's entry chunk (which exports both)
 * and declaring the data, then the content's body, made in the compile worker. esbuild then
 * bundles only the app (the theme, the pages with imports, the runtime), whose size does not grow
 * with the number of documents, and which a warm build reuses whole when only documents changed.
 * The server renders the same route from a module written beside the server bundle, importing its
 * component and runtime from it.
 */

/**
 * Whether a route can skip the bundler: a theme component, no list of contents (a blog list's
 * excerpts), and content (if any) that the compile stage found standalone.
 */
export function isStandalone(route: RouteRecord, compiled: Map<string, CompiledDocument>): boolean {
  if (!hasStandaloneShape(route)) return false;
  if (!route.contentSource) return true;
  const doc = compiled.get(route.contentSource);
  return doc !== undefined && hasStandalone(doc);
}

/** A theme component showing one document or none: a standalone route if that document is (see isStandalone). */
export function hasStandaloneShape(route: RouteRecord): boolean {
  return route.component.startsWith('@theme/') && !route.contentSources;
}

/**
 * A standalone route's module: `head` (its default export, the component), its data, then the
 * content's body (if any), importing the JSX runtime from `runtimeUrl`.
 */
function standaloneModule(route: RouteRecord, body: { runtimeImports: string; code: string } | undefined, o: { head: string; runtimeUrl: string }): string {
  const first = `${o.head}export const data=${JSON.stringify(route.data)};`;
  return body ? `import${body.runtimeImports}from${JSON.stringify(o.runtimeUrl)};${first}\n${body.code}` : `${first}\n`;
}

/**
 * A standalone route's browser chunk: its module with the content's body made at compile time,
 * the head and runtime from the component's entry chunk, after the eager-compile comment (it runs
 * as its page starts: see eagerCompile.ts). A minified body's map moves down the two lines before
 * it and names its source; empty without content or for a body as compiled.
 */
export function standaloneSource(route: RouteRecord, body: StandaloneBody | undefined, o: { head: string; runtimeUrl: string; sourceName: string }): { code: string; map: string } {
  const code = EAGER_COMPILE_COMMENT + standaloneModule(route, body, o);
  if (!body?.map) return { code, map: '' };
  const map = JSON.parse(body.map) as { sources: string[]; mappings: string };
  return { code, map: JSON.stringify({ ...map, sources: [o.sourceName], mappings: `;;${map.mappings}` }) };
}

export interface StandaloneOptions {
  routes: RouteRecord[];
  compiled: Map<string, CompiledDocument>;
  /** The app bundle: its component entries. */
  app: BundleResult;
  /** A minified body's map is written beside its chunk (the config's `sourceMaps`). */
  sourceMaps: boolean;
  siteDir: string;
  /** The output folder being written (the staging folder). */
  outDir: string;
  /** The output it replaces: a chunk found there under the same (content-hashed) name is linked, not written. */
  previousDir?: string;
  baseUrl: string;
}

export interface StandaloneResult {
  routes: Record<string, RouteAssets>;
  files: { path: string; bytes: number }[];
}

const CHUNK_DIR = path.join(JS_DIR, 'routes');
/** The URL path of the standalone chunks' folder under the base URL (`docs dev` serves them there too). */
export const STANDALONE_CHUNK_PATH = `${JS_DIR}/routes`;
/** A chunk's map sits in the folder it describes: its sources climb to the output's root, as esbuild's do. */
const UP_TO_ROOT = '../'.repeat(STANDALONE_CHUNK_PATH.split('/').length);

/**
 * A standalone route's browser chunk and map (see standaloneSource), importing its component and
 * the runtime from the component's entry chunk, with that entry's assets. Undefined when the
 * bundle has no entry for its component.
 */
export function standaloneChunkOf(route: RouteRecord, o: { components: BundleResult['components']; compiled: Map<string, CompiledDocument>; siteDir: string }): { code: string; map: string; component: RouteAssets } | undefined {
  const component = o.components[componentKey(route.component)];
  if (!component) return undefined;
  const doc = route.contentSource ? o.compiled.get(route.contentSource) : undefined;
  const sourceName = route.contentSource ? UP_TO_ROOT + portableSourcePath(route.contentSource, o.siteDir) : '';
  return { ...standaloneSource(route, doc && standaloneOf(doc), { head: `export{default}from${JSON.stringify(component.chunk)};`, runtimeUrl: component.chunk, sourceName }), component };
}

/** The chunk's code ending with the comment that names its map, served at `chunkUrl` + `.map`. */
export function withMapComment(code: string, chunkUrl: string): string {
  return `${code}${code.endsWith('\n') ? '' : '\n'}//# sourceMappingURL=${chunkUrl}.map\n`;
}

/** What a page of a standalone route loads: its chunk, its component's entry and what that imports, their styles. */
export function standaloneAssets(chunkUrl: string, component: RouteAssets, doc: CompiledDocument | undefined): RouteAssets {
  return { chunk: chunkUrl, imports: [component.chunk, ...component.imports], css: component.css, evaluatesCode: component.evaluatesCode || doc?.liveCode === true };
}

/**
 * Write the browser chunk of every standalone route: the module (its content minified when it
 * holds authored script, with a source map if the site writes them), named by its content like
 * esbuild's files.
 */
export async function writeStandaloneChunks(o: StandaloneOptions): Promise<StandaloneResult> {
  const dir = path.join(o.outDir, CHUNK_DIR);
  await mkdir(dir, { recursive: true });
  const routes: Record<string, RouteAssets> = {};
  const files: StandaloneResult['files'] = [];
  const toUrl = (file: string) => o.baseUrl + path.relative(o.outDir, file).split(path.sep).join('/');
  // Looked for once: with no chunks in the last output (a first build), no chunk tries a link.
  const previousDir = o.previousDir && existsSync(path.join(o.previousDir, CHUNK_DIR)) ? path.join(o.previousDir, CHUNK_DIR) : undefined;
  await mapConcurrently(o.routes, 64, async (route) => {
    const made = standaloneChunkOf(route, { components: o.app.components, compiled: o.compiled, siteDir: o.siteDir })!;
    const out = o.sourceMaps ? made : { ...made, map: '' };
    // The base URL is in the file (its map's URL): a chunk linked from the last output must share it.
    const name = `${route.chunkName}-${contentHash(out.code, out.map, o.baseUrl)}.js`;
    const file = path.join(dir, name);
    const code = out.map ? withMapComment(out.code, toUrl(file)) : out.code;
    const withMap = (f: string) => (out.map ? [f, `${f}.map`] : [f]);
    const links = previousDir ? await Promise.allSettled(withMap(path.join(previousDir, name)).map((from, i) => link(from, withMap(file)[i]!))) : [];
    if (links.length === 0 || links.some((l) => l.status === 'rejected')) {
      // Half linked (a map missing): what was linked is unlinked first, so nothing is written
      // through to the last output.
      await Promise.all(links.flatMap((l, i) => (l.status === 'fulfilled' ? [rm(withMap(file)[i]!, { force: true })] : [])));
      await Promise.all([writeFile(file, code), ...(out.map ? [writeFile(`${file}.map`, out.map)] : [])]);
    }
    files.push({ path: toUrl(file), bytes: Buffer.byteLength(code) });
    routes[route.chunkName] = standaloneAssets(toUrl(file), out.component, route.contentSource ? o.compiled.get(route.contentSource) : undefined);
  });
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { routes, files };
}

/**
 * Write the server module of every standalone route beside the server bundle: a script the
 * renderer runs with the bundle (see serverModuleScript.ts), or for content with authored script
 * an ES module importing the bundle under the URL the renderer imports it by (one instance, one
 * React). Named by content: unchanged modules stay as they are, and others are removed. Returns
 * each route's module file by its path.
 */
export async function writeStandaloneServerModules(o: { routes: RouteRecord[]; compiled: Map<string, CompiledDocument>; serverFile: string; buildId: string }): Promise<Map<string, { file: string; hash: string }>> {
  const dir = path.join(path.dirname(o.serverFile), 'standalone');
  await mkdir(dir, { recursive: true });
  const bundleUrl = `${pathToFileURL(o.serverFile).href}?build=${o.buildId}`;
  const q = JSON.stringify;
  const modules = new Map<string, { file: string; hash: string }>();
  const wanted = new Set<string>();
  const existing = new Set(await readdir(dir));
  // Each module is written as it is made, never all held: a large site's are hundreds of megabytes.
  await mapConcurrently(o.routes, 64, async (route) => {
    const head = `import{components as __docsComponents}from${q(bundleUrl)};export default __docsComponents[${q(componentKey(route.component))}];`;
    // The body as compiled, not the browser's minified one: a render that throws names the
    // document's components and variables as written, as the server bundle's routes do.
    const doc = route.contentSource ? o.compiled.get(route.contentSource) : undefined;
    const compiled = doc && codeOf(doc);
    // A script when nothing of the author's is in it (see serverModuleScript.ts).
    const script = doc?.authoredScript ? undefined : serverModuleScript(route, compiled ? standaloneParts(compiled) : undefined);
    const content = script === undefined && compiled ? standaloneContent(compiled) : undefined;
    const text = script ?? standaloneModule(route, content && { runtimeImports: content.runtimeImports, code: content.body }, { head, runtimeUrl: bundleUrl });
    const hash = contentHash(text);
    const name = `${route.chunkName}-${hash}${script === undefined ? '.mjs' : SCRIPT_SUFFIX}`;
    wanted.add(name);
    modules.set(route.path, { file: path.join(dir, name), hash });
    if (!existing.has(name)) await writeFile(path.join(dir, name), text);
  });
  await Promise.all([...existing].filter((name) => !wanted.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
  return modules;
}
