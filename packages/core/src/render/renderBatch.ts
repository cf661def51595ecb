import { readFile } from 'node:fs/promises';
import type { PageHeadElement } from './headElements.ts';
import { pathToFileURL } from 'node:url';
import { evaluateServerModuleScript, SCRIPT_SUFFIX } from '../bundle/serverModuleScript.ts';

export interface RenderTask {
  /** A hash of the server bundle and the sidebars: a long-lived process never renders with old ones. */
  buildId: string;
  serverFile: string;
  sidebarsFile: string;
  paths: string[];
  /** The module of each route the server bundle does not hold (a standalone route), by path. */
  modules?: Record<string, string>;
}

export interface RenderedRoute {
  path: string;
  html?: string;
  head?: { title?: string; description?: string; elements?: PageHeadElement[] };
  error?: string;
  /** With `error`: React's component stack, innermost first (`at Name` lines). */
  componentStack?: string;
  /** With DOCS_DEBUG=perf: how long React's render of the route took (see renderRoutes). */
  renderMs?: number;
}

type RenderInput = { site: unknown; path: string; module: unknown; data: Record<string, unknown>; sidebar?: unknown; notFound: boolean };

interface ServerBundle {
  renderRoute(input: RenderInput): { html: string; head: { title?: string; description?: string; elements?: PageHeadElement[] } };
  componentStackOf?(input: RenderInput): Promise<string | undefined>;
  site: unknown;
  routes: Record<string, { data: Record<string, unknown> }>;
}

type RouteModule = ServerBundle['routes'][string];

/** A standalone route's server module (see writeStandaloneServerModules): a script run with the bundle, or an ES module importing it. */
async function routeModule(file: string, server: ServerBundle): Promise<RouteModule> {
  if (file.endsWith(SCRIPT_SUFFIX)) return evaluateServerModuleScript<RouteModule>(await readFile(file, 'utf8'), file, server);
  return (await import(pathToFileURL(file).href)) as RouteModule;
}

const bundles = new Map<string, Promise<ServerBundle>>();
const sidebarFiles = new Map<string, Promise<Record<string, unknown>>>();

/** Render routes with the server bundle; a route that throws is reported, and the others still render. */
export async function renderBatch(task: RenderTask): Promise<RenderedRoute[]> {
  const perf = process.env.DOCS_DEBUG?.includes('perf');
  let bundle = bundles.get(task.buildId);
  if (!bundle) {
    bundles.clear();
    bundles.set(task.buildId, (bundle = import(pathToFileURL(task.serverFile).href + `?build=${task.buildId}`) as Promise<ServerBundle>));
  }
  let sidebars = sidebarFiles.get(task.buildId);
  if (!sidebars) sidebarFiles.clear();
  if (!sidebars) sidebarFiles.set(task.buildId, (sidebars = readFile(task.sidebarsFile, 'utf8').then((t) => JSON.parse(t) as Record<string, unknown>)));
  const server = await bundle;
  const allSidebars = await sidebars;
  return Promise.all(
    task.paths.map(async (path): Promise<RenderedRoute> => {
      const file = task.modules?.[path];
      let module: ServerBundle['routes'][string] | undefined;
      try {
        module = file ? await routeModule(file, server) : server.routes[path];
      } catch (error) {
        return { path, error: (error as Error).stack ?? String(error) };
      }
      if (!module) return { path, error: `No route module for ${path}.` };
      const sidebarName = module.data.sidebar as string | undefined;
      const input = { site: server.site, path, module, data: module.data, sidebar: sidebarName ? allSidebars[sidebarName] : undefined, notFound: path === '/404' };
      try {
        const started = perf ? performance.now() : 0;
        const { html, head } = server.renderRoute(input);
        return { path, html, head, ...(perf && { renderMs: performance.now() - started }) };
      } catch (error) {
        const componentStack = await server.componentStackOf?.(input).catch(() => undefined);
        return { path, error: (error as Error).stack ?? String(error), componentStack };
      }
    }),
  );
}
