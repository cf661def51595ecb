import path from 'node:path';
import * as esbuild from 'esbuild';
import { isExcerptId, sourceOfExcerpt } from '../blog/excerpt.ts';
import { serverBuildOptions, type ServerBuildOptions } from '../bundle/bundle.ts';
import type { ClientSiteConfigValue } from '../bundle/clientSiteConfig.ts';
import { generateServerEntry } from '../bundle/codegen.ts';
import { partialsOf } from '../compile/partialGraph.ts';
import type { CompiledDocument, CompileOptions } from '../compile/types.ts';
import type { SourceDocument } from '../content/types.ts';
import type { RouteRecord } from '../routes/types.ts';
import { hashOfFiles } from '../util/hash.ts';
import { renderBatch, type RenderedRoute } from './renderBatch.ts';
import { failureOf, type RenderFailure } from './renderFailure.ts';

/**
 * At most this many failed routes are rendered again: enough for a build's worth of page errors;
 * past it (a theme that fails on every page, say), the rest are reported from their first render.
 */
const MAX_ROUTES = 50;

export interface LocateRenderErrorsOptions {
  siteDir: string;
  failed: RenderedRoute[];
  routes: Map<string, RouteRecord>;
  /** Every document, by source (excerpts by their id; partials too), to compile again. */
  documents: Map<string, SourceDocument>;
  /** The build's compiled documents, which tell the partials each imports. */
  compiled?: ReadonlyMap<string, CompiledDocument>;
  compileOptions: CompileOptions;
  /** The build's server bundle options, for a server bundle of the failed routes alone. */
  server: Omit<ServerBuildOptions, 'compiled' | 'compileOptions' | 'serverEntry' | 'serverFile'>;
  site: ClientSiteConfigValue;
  sidebarsFile: string;
}

/**
 * Render the failed routes again, only after they failed, from a server bundle of their own: their
 * documents compiled with element markers (see `recmaElementMarkers.ts`) and every name kept as
 * written. Returns, by path, each failure reproduced: the error, the components and the element of
 * the document it came from. A route whose render now succeeds, or fails otherwise, is left out.
 */
export async function locateRenderErrors(o: LocateRenderErrorsOptions): Promise<Map<string, RenderFailure>> {
  const started = performance.now();
  const routes = o.failed.slice(0, MAX_ROUTES).flatMap((r) => o.routes.get(r.path) ?? []);
  const shown = routes.flatMap((r) => [r.contentSource, ...(r.contentSources ?? [])]).filter((s): s is string => s !== undefined);
  // The partials they show after them: an error inside a partial is then found in the partial.
  const sources = [...new Set([...shown, ...shown.flatMap((s) => (o.compiled ? partialsOf(s, o.compiled) : []))])].filter((s) => o.documents.has(s));
  // Loaded on demand: a build that renders every page never needs the compiler on this thread.
  const { compileDocument } = await import('../compile/compileDocument.ts');
  const compiled = new Map<string, CompiledDocument>();
  for (const [document, source] of sources.entries()) compiled.set(source, await compileDocument(o.documents.get(source)!, { ...o.compileOptions, elementMarkers: { document } }));
  const dir = path.join(o.siteDir, '.docs', 'render-errors');
  const serverEntry = await generateServerEntry({ dir, routes, site: o.site });
  const serverFile = path.join(dir, 'server', 'entry.mjs');
  await esbuild.build({ ...serverBuildOptions({ ...o.server, compiled, compileOptions: o.compileOptions, serverEntry, serverFile }), keepNames: true, metafile: false });
  const again = await renderBatch({ buildId: await hashOfFiles(serverFile, o.sidebarsFile), serverFile, sidebarsFile: o.sidebarsFile, paths: routes.map((r) => r.path) });
  const documents = sources.map((source) => ({ file: isExcerptId(source) ? sourceOfExcerpt(source) : source, elements: compiled.get(source)?.elements ?? [] }));
  const first = new Map(o.failed.map((r) => [r.path, r]));
  const failures = new Map<string, RenderFailure>();
  for (const rendered of again) {
    const failure = rendered.error ? failureOf({ first: first.get(rendered.path)!, again: rendered, documents }) : undefined;
    if (failure) failures.set(rendered.path, failure);
  }
  if (process.env.DOCS_DEBUG?.includes('perf')) process.stderr.write(`[perf] render errors located: ${Math.round(performance.now() - started)} ms\n`);
  return failures;
}
