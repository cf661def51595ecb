import { importAgain } from './importAgain.ts';
import type { RouteAssets, RouteModule, RoutesIndex, SidebarItem } from './types.ts';

/** Everything needed to show a route. */
export interface LoadedRoute {
  path: string;
  module: RouteModule;
  sidebar?: SidebarItem[];
  notFound: boolean;
}

let indexUrl = '';
let app = '';
let index: Promise<RoutesIndex> | undefined;
const chunks = new Map<string, Promise<RouteModule>>();
const sidebars = new Map<string, Promise<SidebarItem[]>>();
const stylesheets = new Map<string, Promise<void>>();

/** A failed request is forgotten, so Retry (or the next hover) asks the network again. */
function memo<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key);
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
  return (await response.json()) as T;
}

/**
 * Thrown when the routes index belongs to another version of the app than the page runs (the site
 * was deployed again since the page loaded): the navigation falls back to a full page load.
 */
export class NewDeployError extends Error {
  constructor() {
    super('The site was updated since this page loaded.');
    this.name = 'NewDeployError';
  }
}

export function setRoutesIndex(url: string, appVersion: string): void {
  indexUrl = url;
  app = appVersion;
}

/**
 * The index has a fixed name (pages stay byte-identical when one document changes), so the HTTP
 * cache is asked to revalidate it: a host that caches it for minutes would otherwise hand out the
 * previous deploy's.
 */
export function loadRoutesIndex(): Promise<RoutesIndex> {
  if (!index) {
    index = fetchJson<RoutesIndex>(indexUrl, { cache: 'no-cache' }).then((idx) => {
      if (idx.app !== app) throw new NewDeployError();
      return idx;
    });
    index.catch(() => (index = undefined));
  }
  return index;
}

/**
 * Import a route chunk. A failure is retried once under a fresh address (see importAgain): a
 * passing network error heals by itself, and Retry after a real failure is not answered from the
 * browser's memory of the failed fetch.
 */
export function loadChunk(url: string): Promise<RouteModule> {
  return memo(chunks, url, () => (import(/* @vite-ignore */ url) as Promise<RouteModule>).catch(() => importAgain(url) as Promise<RouteModule>));
}

export function loadSidebar(url: string): Promise<SidebarItem[]> {
  return memo(sidebars, url, () => fetchJson<SidebarItem[]>(url));
}

function loadStylesheet(href: string): Promise<void> {
  return memo(stylesheets, href, () => {
    if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => reject(new Error(`Could not load the stylesheet ${href}.`));
      document.head.appendChild(link);
    });
  });
}

/** Seed the caches with what the first page already has, so going back to it costs nothing. */
export function primeRoute(assets: RouteAssets, module: RouteModule, sidebarUrl: string | undefined, sidebar: SidebarItem[] | undefined): void {
  chunks.set(assets.chunk, Promise.resolve(module));
  if (sidebarUrl && sidebar) sidebars.set(sidebarUrl, Promise.resolve(sidebar));
}

/** Whether a route is a pattern (`/releases/page/:n`, `/files/*`) rather than one exact path. */
export const isPattern = (route: string): boolean => route.includes(':') || route.includes('*');

async function assetsFor(path: string): Promise<{ assets: RouteAssets; notFound: boolean; sidebarUrl?: string }> {
  const idx = await loadRoutesIndex();
  // A built site's paths are mostly exact; the pattern matcher (path-to-regexp) is fetched only for
  // a path that is not one of them, so it stays off every page's first load.
  const exact = Object.prototype.hasOwnProperty.call(idx.routes, path) ? { value: idx.routes[path]! } : undefined;
  const found = exact ?? (Object.keys(idx.routes).some(isPattern) ? (await import('./matchPath.ts')).findRoute(idx.routes, path) : undefined);
  const assets = found?.value ?? idx.notFound;
  return { assets, notFound: !found, sidebarUrl: assets.sidebar ? idx.sidebars[assets.sidebar] : undefined };
}

/** Load a route's chunk, stylesheets and sidebar in parallel. */
export async function loadRoute(path: string): Promise<LoadedRoute> {
  const { assets, notFound, sidebarUrl } = await assetsFor(path);
  const [module, sidebar] = await Promise.all([
    loadChunk(assets.chunk),
    sidebarUrl ? loadSidebar(sidebarUrl) : Promise.resolve(undefined),
    ...assets.css.map(loadStylesheet),
  ]);
  return { path, module, sidebar, notFound };
}

const preloaded = new Set<string>();

/** Warm the cache for a route the reader may open next; skipped on slow or data-saving connections. */
export function prefetchRoute(path: string): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  if (preloaded.has(path)) return;
  preloaded.add(path);
  assetsFor(path)
    .then(({ assets, sidebarUrl }) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = assets.chunk;
      document.head.appendChild(link);
      if (sidebarUrl) void loadSidebar(sidebarUrl).catch(() => undefined);
    })
    .catch(() => preloaded.delete(path));
}
