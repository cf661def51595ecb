import type { LoadedBlog } from '../blog/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export interface Tag {
  label: string;
  permalink: string;
}

/** A Markdown or MDX source ready for the compile stage. */
export interface SourceDocument {
  source: string;
  format: 'md' | 'mdx';
  /** The file text with front matter blanked out (positions stay true). */
  body: string;
  frontMatter: Record<string, unknown>;
}

export interface DocFile extends SourceDocument {
  /** Docusaurus-style id: folder path without number prefixes, plus the file's id. */
  id: string;
  /** Path relative to the docs folder, with `/`. */
  relPath: string;
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
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
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
}

export interface LoadedContent {
  docs: DocFile[];
  /** `_category_` metadata by folder path relative to the docs folder (number prefixes kept). */
  categories: Map<string, CategoryMeta>;
  pages: PageFile[];
  /** The blog's posts, when the site has a blog. */
  blog?: LoadedBlog;
  staticFiles: string[];
  diagnostics: Diagnostic[];
}
