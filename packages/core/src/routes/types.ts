import type { PageMeta, Tag } from '../content/types.ts';
import type { TocItem } from '../compile/tocItem.ts';

// The theme's route components import these shapes (type-only) as `@docs/core/routes`: one
// definition for what the build writes and what the components read.
export type { PageMeta, Tag, TocItem };

export type RouteKind = 'doc' | 'page' | 'mdx-page' | 'generated-index' | 'tags' | 'tag' | 'not-found' | 'blog-list' | 'blog-post' | 'blog-tags' | 'blog-archive' | 'search';

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
  /** `hide_title`: the theme adds no title heading (the content's own `#` heading still shows). */
  hideTitle: boolean;
  lastUpdate?: LastUpdateData;
  /** Built but reachable only by its address: the page says so. */
  unlisted: boolean;
  /** A draft, shown by `docs dev` only: the page says so. */
  draft?: boolean;
  /** The released docs version the doc is of; absent for the docs folder's (`current`). */
  version?: string;
  /** The docs set (plugin instance) the doc is of; absent for the default one. */
  pluginId?: string;
}

/** `last_update` from the front matter, ready to show: "Last updated on {formattedDate} by {author}". */
export interface LastUpdateData {
  /** As written, for `<time dateTime>`. */
  date?: string;
  /** In the site's language, formatted at build time so server and browser agree. */
  formattedDate?: string;
  author?: string;
}

export interface GeneratedIndexRouteData {
  title: string;
  description?: string;
  sidebar: string;
  breadcrumbs: NavLink[];
  items: { label: string; href: string; description?: string }[];
  previous?: NavLink;
  next?: NavLink;
}

export interface TagsRouteData {
  title: string;
  tags: { label: string; permalink: string; count: number }[];
}

export interface TagRouteData {
  title: string;
  label: string;
  /** From the tags file. */
  description?: string;
  allTagsPath: string;
  docs: { label: string; href: string; description?: string }[];
}

export interface PageRouteData {
  title?: string;
  description?: string;
  toc?: TocItem[];
  /** Markdown pages: `wrapperClassName`, `hide_table_of_contents`, `last_update`, `unlisted`. */
  wrapperClassName?: string;
  hideTableOfContents?: boolean;
  lastUpdate?: LastUpdateData;
  unlisted?: boolean;
}

/** What list pages, the sidebar and the feeds show of a blog post. */
export interface BlogPostSummary {
  title: string;
  permalink: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The date for readers, formatted at build time (`May 6, 2022`), so server and browser agree. */
  formattedDate: string;
  /** Absent when the blog's `showReadingTime` is off (or its `readingTime` gave none). */
  readingTimeMinutes?: number;
  description?: string;
  tags: Tag[];
  authors: { name: string; title?: string; url?: string; imageUrl?: string }[];
  /** Whether list pages show only the part before `<!-- truncate -->`. */
  truncated: boolean;
}

/** The blog sidebar: every listed post, newest first. */
export interface BlogSidebarData {
  title: string;
  /** `date` is the post's `YYYY-MM-DD`: the sidebar groups the posts by its year. */
  items: { title: string; permalink: string; date: string }[];
}

export interface BlogPaginationData {
  page: number;
  totalPages: number;
  totalPosts: number;
  /** The page of newer posts. */
  newer?: string;
  /** The page of older posts. */
  older?: string;
}

/** `/releases`, `/releases/page/N`, and a tag's pages (`tag` set). */
export interface BlogListRouteData {
  title: string;
  description?: string;
  blogTitle: string;
  posts: BlogPostSummary[];
  pagination: BlogPaginationData;
  sidebar: BlogSidebarData;
  tag?: { label: string; permalink: string; count: number; allTagsPath: string; description?: string };
}

export interface BlogPostRouteData {
  title: string;
  description?: string;
  post: BlogPostSummary;
  toc: TocItem[];
  hideTableOfContents: boolean;
  newer?: NavLink;
  older?: NavLink;
  sidebar: BlogSidebarData;
  image?: string;
  /** "Edit this page": from the blog's `editUrl` or the post's `custom_edit_url`. */
  editUrl?: string;
  lastUpdate?: LastUpdateData;
  unlisted?: boolean;
  /** A draft, shown by `docs dev` only. */
  draft?: boolean;
}

export interface BlogTagsRouteData {
  title: string;
  tags: { label: string; permalink: string; count: number }[];
  sidebar: BlogSidebarData;
}

export interface BlogArchiveRouteData {
  title: string;
  years: { year: string; months: { month: string; posts: { title: string; permalink: string; date: string; formattedDate: string }[] }[] }[];
  sidebar: BlogSidebarData;
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
  /** Compiled contents the component receives as `contents`, in order (a blog list's posts). */
  contentSources?: string[];
  data: DocRouteData | GeneratedIndexRouteData | TagsRouteData | TagRouteData | PageRouteData | BlogListRouteData | BlogPostRouteData | BlogTagsRouteData | BlogArchiveRouteData;
  sidebar?: string;
  /** Built but kept out of the sitemap and search engines. */
  noindex: boolean;
  /** `<head>` metadata from the front matter (`keywords`, `image`). */
  meta?: PageMeta;
}
