import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NOT_FOUND_PATH } from '../routes/planRoutes.ts';
import type { RouteRecord } from '../routes/types.ts';
import type { SidebarItem } from '../sidebars/types.ts';
import { hashOf } from '../util/hash.ts';
import type { BundleResult } from './bundle.ts';

export const DATA_DIR = 'assets/data';
export const ROUTES_INDEX_FILE = 'routes.json';

async function writeHashed(outDir: string, baseUrl: string, name: string, json: string): Promise<string> {
  const file = `${name}-${hashOf(json)}.json`;
  await mkdir(path.join(outDir, DATA_DIR), { recursive: true });
  await writeFile(path.join(outDir, DATA_DIR, file), json);
  return `${baseUrl}${DATA_DIR}/${file}`;
}

/**
 * One JSON file per sidebar, shared by every page that shows it: cached by the browser once,
 * instead of inlined into each page. Returns the URL of each sidebar by name.
 */
export async function writeSidebarData(outDir: string, baseUrl: string, sidebars: Record<string, SidebarItem[]>): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(sidebars).map(async ([name, items]) => [name, await writeHashed(outDir, baseUrl, `sidebar-${name.replace(/[^\w-]/g, '_')}`, JSON.stringify(items))] as const),
  );
  return Object.fromEntries(entries);
}

/** Where the routes index is, and the version of the app the pages of this build run. */
export interface RoutesIndexRef {
  url: string;
  app: string;
}

/**
 * The version of the browser app (entry, shared chunks, theme components): a page may only show
 * route chunks built against the app it runs. It changes with the app's code, not with content.
 */
export function appVersion(bundled: BundleResult): string {
  const components = Object.keys(bundled.components).sort().map((key) => bundled.components[key]!.chunk);
  return hashOf([bundled.entry, ...bundled.entryImports, ...bundled.entryCss, ...components].join('\n'));
}

/**
 * The routes index the browser fetches on its first navigation: path → chunk, styles, sidebar.
 * Its name is fixed, not hashed: every page names it, so a hashed name would change every page of
 * the site whenever one document changes (its chunk's name is in the index), and an edit would
 * rewrite and recompress them all. The browser revalidates it instead (`no-cache`), and a page
 * that finds an index of another app version (a deploy happened since it loaded) navigates with
 * full page loads, so it never mixes chunks of two builds.
 */
export async function writeRoutesIndex(o: { outDir: string; baseUrl: string; routes: RouteRecord[]; bundled: BundleResult; sidebarUrls: Record<string, string> }): Promise<RoutesIndexRef> {
  const assets = (r: RouteRecord) => ({ chunk: o.bundled.routes[r.chunkName]!.chunk, css: o.bundled.routes[r.chunkName]!.css, sidebar: r.sidebar });
  const notFound = o.routes.find((r) => r.path === NOT_FOUND_PATH)!;
  const app = appVersion(o.bundled);
  const json = JSON.stringify({
    app,
    routes: Object.fromEntries(o.routes.filter((r) => r !== notFound).map((r) => [r.path, assets(r)])),
    notFound: assets(notFound),
    sidebars: o.sidebarUrls,
  });
  await mkdir(path.join(o.outDir, DATA_DIR), { recursive: true });
  await writeFile(path.join(o.outDir, DATA_DIR, ROUTES_INDEX_FILE), json);
  return { url: `${o.baseUrl}${DATA_DIR}/${ROUTES_INDEX_FILE}`, app };
}
