/**
 * The document shapes every content plugin shares or loads. Nothing here imports a plugin: the blog's
 * types build on these, and what the content stage returns as a whole is in ./loadedContent.ts.
 */

export interface Tag {
  label: string;
  permalink: string;
  /** From the tags file: shown on the tag's page and as its meta description. */
  description?: string;
}

/** Which content plugin a document belongs to: its remark/rehype plugins come from that part of the config. */
export type ContentSection = 'docs' | 'blog' | 'pages';

/** A Markdown or MDX source ready for the compile stage. */
export interface SourceDocument {
  source: string;
  format: 'md' | 'mdx';
  /** Absent for documents compiled on their own (a partial imported by another document). */
  section?: ContentSection;
  /** The plugin instance of its section when it is not the default one (a further docs set or blog): its remark/rehype plugins are that instance's. */
  pluginId?: string;
  /** The file text with front matter blanked out (positions stay true). */
  body: string;
  frontMatter: Record<string, unknown>;
}

export interface DocFile extends SourceDocument {
  /** Docusaurus-style id: folder path without number prefixes, plus the file's id. */
  id: string;
  /** Path relative to its version's docs folder, with `/`. */
  relPath: string;
  /** The docs version it belongs to (`current` for the docs folder). */
  version: string;
  /** Folder part of the id (`''` at the top). */
  dir: string;
  permalink: string;
  title?: string;
  /** Text of the document's own `#` heading, filled in after compilation. */
  contentTitle?: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  description?: string;
  tags: Tag[];
  draft: boolean;
  unlisted: boolean;
  hideTableOfContents: boolean;
  toc?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  paginationPrev?: string | null;
  paginationNext?: string | null;
  sidebarClassName?: string;
  /** `pagination_label`: the doc's label in other docs' previous/next links. */
  paginationLabel?: string;
  /** `sidebar_custom_props`: given to the doc's sidebar item as `customProps`. */
  sidebarCustomProps?: Record<string, unknown>;
  /** `displayed_sidebar`: the sidebar this doc shows (null: none), instead of the first one listing it. */
  displayedSidebar?: string | null;
  /** `hide_title`: no title heading from the theme (the content's own `#` heading still shows). */
  hideTitle: boolean;
  /** `custom_edit_url`: this doc's edit link instead of the one from `docs.editUrl`; null or empty: none. */
  customEditUrl?: string | null;
  /** Head metadata of the doc's page (`keywords`, `image`). */
  meta: PageMeta;
  lastUpdate?: LastUpdate;
  /** Where each front-matter key is written, for diagnostics found after loading (an unknown pagination id). */
  keyPositions: Map<string, { line: number; column: number }>;
}

/** What a page adds to its `<head>` from its front matter. */
export interface PageMeta {
  /** `<meta name="keywords">`. */
  keywords?: string[];
  /** The page's social card image: a path into the static folder or an absolute URL. */
  image?: string;
}

/** `last_update` from the front matter: shown under the content as "Last updated on … by …". */
export interface LastUpdate {
  /** As written (`YYYY-MM-DD` or an ISO date-time). */
  date?: string;
  author?: string;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string };
}

export interface PageFile {
  source: string;
  permalink: string;
  kind: 'tsx' | 'md' | 'mdx';
  /** Present for Markdown pages. */
  document?: SourceDocument;
  title?: string;
  description?: string;
  /** Markdown pages' front matter: head metadata, the class of the page's wrapper, TOC and visibility. */
  meta?: PageMeta;
  wrapperClassName?: string;
  hideTableOfContents?: boolean;
  toc?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  unlisted?: boolean;
  lastUpdate?: LastUpdate;
}
