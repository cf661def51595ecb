import type { RouteKind } from '../routes/types.ts';

/** `manifest.json`: every route with its kind, title, HTML file and the exact chunks it loads. */
export interface RouteManifest {
  version: 1;
  baseUrl: string;
  entry: { js: string; css: string[]; imports: string[] };
  routesIndex: string;
  /** The config's `trailingSlash`, when set: route paths are in its form. */
  trailingSlash?: boolean;
  routes: { path: string; kind: RouteKind; title: string; file: string; chunks: string[]; css: string[]; sidebar?: string }[];
}
