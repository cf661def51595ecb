import type { LoadedBlog } from '../blog/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CategoryMeta, DocFile, PageFile } from './types.ts';
import type { DocsVersionMeta } from './docsVersions.ts';

/**
 * What the content stage hands on: every plugin's loaded content. It sits apart from the shared
 * document types (./types.ts) because the blog's types are built on those: holding both in one
 * module would make content and blog import each other.
 */
export interface StaticSource {
  dir: string;
  files: string[];
}

export interface LoadedContent {
  /** Every version's docs (each doc says its `version`). */
  docs: DocFile[];
  /** The docs versions built, each docs set's newest first, the default set's first (one, `current`, for a site without versions). */
  versions: DocsVersionMeta[];
  /** Per version (by `versionKey`): `_category_` metadata by folder path relative to its docs folder (number prefixes kept). */
  categories: Map<string, Map<string, CategoryMeta>>;
  pages: PageFile[];
  /** The blog's posts, when the site has a blog. */
  blog?: LoadedBlog;
  /** The other blogs' posts (`blogInstances`, in the config's order), each with its instance id. */
  blogInstances: (LoadedBlog & { id: string })[];
  /** Every static file's path in the output, from all the static folders. */
  staticFiles: string[];
  /** Each static folder (absolute) with the files it publishes; a path two folders have is the first one's. */
  staticSources: StaticSource[];
  diagnostics: Diagnostic[];
}
