import type { LastUpdate, PageMeta, SourceDocument, Tag } from '../content/types.ts';

export interface BlogAuthor {
  /** The key in the authors file, for authors that come from it. */
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
}

/** One post of the blog, with everything later stages need except its compiled content. */
export interface BlogPost extends SourceDocument {
  /** File name without extension, e.g. `2022-05-06-faststore`. */
  fileName: string;
  /** Path relative to the blog folder, with `/`. */
  relPath: string;
  permalink: string;
  /** Line of the front matter's `slug`, when the post sets one (for diagnostics). */
  slugLine?: number;
  /** `YYYY-MM-DD`, from the file name or the front matter's `date`. */
  date: string;
  /** From front matter, else filled in from the first `#` heading (removed from the body). */
  title?: string;
  description?: string;
  tags: Tag[];
  authors: BlogAuthor[];
  image?: string;
  /** The label `blog.products` gives the post's name (its file name after the date), when set. */
  product?: string;
  draft: boolean;
  /** Built, but left out of lists, tags, the archive, feeds and the sidebar. */
  unlisted: boolean;
  hideTableOfContents: boolean;
  /** `toc_min_heading_level` / `toc_max_heading_level`, over the site's levels. */
  toc?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  /** `keywords` and `image` for the post's `<head>`. */
  meta: PageMeta;
  lastUpdate?: LastUpdate;
  /** The part before `<!-- truncate -->`, compiled on its own for list pages; absent without a marker. */
  excerpt?: SourceDocument;
}

export interface LoadedBlog {
  /** Newest first; unlisted posts included (drafts only in development). */
  posts: BlogPost[];
}

/** One entry of `@generated/blog-posts.json`. */
export interface GeneratedBlogPost {
  title: string;
  permalink: string;
  date: string;
  /** File name without extension, e.g. `2022-05-06-faststore`. */
  fileName: string;
  description?: string;
  /** The product the post is about, from `blog.products` and the post's file name. */
  product?: string;
  tags: Tag[];
}
