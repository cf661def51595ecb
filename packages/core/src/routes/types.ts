import type { Tag } from '../content/types.ts';
import type { TocItem } from '../compile/types.ts';

export type RouteKind = 'doc' | 'page' | 'mdx-page' | 'generated-index' | 'tags' | 'tag' | 'not-found';

export interface NavLink {
  label: string;
  href: string;
}

/** The JSON each route's component receives; it is inlined in the HTML and carried by the route chunk. */
export interface DocRouteData {
  title: string;
  description?: string;
  docId: string;
  /** Whether the content starts with its own `#` heading (the theme then adds none). */
  hasContentTitle: boolean;
  sidebar?: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  breadcrumbs: NavLink[];
  previous?: NavLink;
  next?: NavLink;
  tags: Tag[];
  editUrl?: string;
  readingTimeMinutes: number;
}

export interface GeneratedIndexRouteData {
  title: string;
  description?: string;
  sidebar: string;
  breadcrumbs: NavLink[];
  items: { label: string; href: string; description?: string }[];
}

export interface TagsRouteData {
  title: string;
  tags: { label: string; permalink: string; count: number }[];
}

export interface TagRouteData {
  title: string;
  label: string;
  allTagsPath: string;
  docs: { label: string; href: string; description?: string }[];
}

export interface PageRouteData {
  title?: string;
  description?: string;
  toc?: TocItem[];
}

export interface RouteRecord {
  path: string;
  kind: RouteKind;
  title: string;
  description?: string;
  /** File the route comes from, for diagnostics. */
  source?: string;
  /** Stable name of the route's chunk, unique per route. */
  chunkName: string;
  /** What the route chunk re-exports as its default component. */
  component: string;
  /** Compiled content the component receives as `Content`, when there is one. */
  contentSource?: string;
  data: DocRouteData | GeneratedIndexRouteData | TagsRouteData | TagRouteData | PageRouteData;
  sidebar?: string;
  /** Built but kept out of the sitemap and search engines. */
  noindex: boolean;
}
