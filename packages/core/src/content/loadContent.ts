import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { loadBlog } from '../blog/loadBlog.ts';
import { loadDocs } from './loadDocs.ts';
import { listStaticFiles, loadPages } from './loadPages.ts';
import type { LoadedContent } from './types.ts';

export async function loadContent(siteDir: string, config: SiteConfig, options: { includeDrafts: boolean }): Promise<LoadedContent> {
  const diagnostics: Diagnostic[] = [];
  const [docs, pages, staticFiles, blog] = await Promise.all([
    loadDocs({ docsDir: path.join(siteDir, config.docs.path), routeBasePath: config.docs.routeBasePath, includeDrafts: options.includeDrafts }),
    loadPages(path.join(siteDir, config.pagesDir), diagnostics),
    listStaticFiles(path.join(siteDir, config.staticDir)),
    config.blog ? loadBlog({ blogDir: path.join(siteDir, config.blog.path), options: config.blog, includeDrafts: options.includeDrafts }, diagnostics) : undefined,
  ]);
  diagnostics.push(...docs.diagnostics, ...staticFiles.skipped);
  return { docs: docs.docs, categories: docs.categories, pages, blog, staticFiles: staticFiles.files, diagnostics };
}
