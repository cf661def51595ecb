import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

export interface RenderTask {
  /** Changes with every build, so a long-lived process never renders with an old bundle. */
  buildId: string;
  serverFile: string;
  sidebarsFile: string;
  paths: string[];
}

export interface RenderedRoute {
  path: string;
  html?: string;
  head?: { title?: string; description?: string };
  error?: string;
}

interface ServerBundle {
  renderRoute(input: { site: unknown; path: string; module: unknown; data: Record<string, unknown>; sidebar?: unknown; notFound: boolean }): { html: string; head: { title?: string; description?: string } };
  site: unknown;
  routes: Record<string, { data: Record<string, unknown> }>;
}

const bundles = new Map<string, Promise<ServerBundle>>();
const sidebarFiles = new Map<string, Promise<Record<string, unknown>>>();

/** Render routes with the server bundle; a route that throws is reported, and the others still render. */
export async function renderBatch(task: RenderTask): Promise<RenderedRoute[]> {
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
  return task.paths.map((path) => {
    const module = server.routes[path];
    if (!module) return { path, error: `No route module for ${path}.` };
    try {
      const sidebarName = module.data.sidebar as string | undefined;
      const { html, head } = server.renderRoute({ site: server.site, path, module, data: module.data, sidebar: sidebarName ? allSidebars[sidebarName] : undefined, notFound: path === '/404' });
      return { path, html, head };
    } catch (error) {
      return { path, error: (error as Error).stack ?? String(error) };
    }
  });
}
