import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NOT_FOUND_PATH } from '../routes/planRoutes.ts';
import type { RouteRecord } from '../routes/types.ts';
import type { SidebarItem } from '../sidebars/types.ts';
import { hashOf } from '../util/hash.ts';
import type { BundleResult } from './bundle.ts';

const DATA_DIR = 'assets/data';

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

/** The routes index the browser fetches on its first navigation: path → chunk, styles, sidebar. */
export function writeRoutesIndex(o: { outDir: string; baseUrl: string; routes: RouteRecord[]; bundled: BundleResult; sidebarUrls: Record<string, string> }): Promise<string> {
  const assets = (r: RouteRecord) => ({ chunk: o.bundled.routes[r.chunkName]!.chunk, css: o.bundled.routes[r.chunkName]!.css, sidebar: r.sidebar });
  const notFound = o.routes.find((r) => r.path === NOT_FOUND_PATH)!;
  const json = JSON.stringify({
    routes: Object.fromEntries(o.routes.filter((r) => r !== notFound).map((r) => [r.path, assets(r)])),
    notFound: assets(notFound),
    sidebars: o.sidebarUrls,
  });
  return writeHashed(o.outDir, o.baseUrl, 'routes', json);
}
