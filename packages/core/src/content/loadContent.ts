import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isExcerptId, sourceOfExcerpt } from '../blog/excerpt.ts';
import { loadBlog } from '../blog/loadBlog.ts';
import { loadDocs } from './loadDocs.ts';
import { resolveDocsVersions, type DocsVersionMeta } from './docsVersions.ts';
import { numberPrefixParseOf } from './paths.ts';
import { markdownHooksOf, type MarkdownHooks } from './markdownHooks.ts';
import { listStaticFiles, loadPages } from './loadPages.ts';
import { documentFormat, mdxInMarkdownWarning } from './documentFormat.ts';
import type { LoadedContent, StaticSource } from './loadedContent.ts';
import type { ContentSection, LastUpdate, SourceDocument } from './types.ts';
import { resolveLastUpdate, type LastUpdateOptions } from '../routes/lastUpdate.ts';
import { gitLastUpdates } from '../util/gitLastUpdates.ts';
import { localizedDirs } from '../i18n/localizedDirs.ts';

/** `showLastUpdateTime` / `showLastUpdateAuthor`: the documents' last updates, from git where the front matter does not say. */
function addLastUpdates(documents: { source: string; lastUpdate?: LastUpdate }[], dir: string, options: LastUpdateOptions): void {
  if (!options.showLastUpdateTime && !options.showLastUpdateAuthor) return;
  const commits = gitLastUpdates(dir);
  // git names files by their real path; the site may be reached through a link.
  const real = (file: string) => {
    try {
      return realpathSync(file);
    } catch {
      return file;
    }
  };
  for (const doc of documents) doc.lastUpdate = resolveLastUpdate(doc.lastUpdate, commits.get(doc.source) ?? commits.get(real(doc.source)), options);
}

/** `staticDirectories`: every folder's files, a path already published by an earlier folder left out. */
function staticSourcesOf(dirs: string[], lists: string[][]): StaticSource[] {
  const seen = new Set<string>();
  return dirs.map((dir, i) => ({ dir, files: lists[i]!.filter((f) => !seen.has(f) && (seen.add(f), true)) }));
}

const NO_DOCS: Awaited<ReturnType<typeof loadDocs>> = { docs: [], categories: new Map(), diagnostics: [] };

/** Every version's docs, each read from its own folder under its own URL prefix, newest version first. */
async function loadVersionedDocs(versions: DocsVersionMeta[], config: SiteConfig, options: { includeDrafts: boolean }, markdownHooks: MarkdownHooks | undefined, localized: ReturnType<typeof localizedDirs>) {
  const loaded = await Promise.all(
    versions.map((v) => loadDocs({ docsDir: v.contentDir, localizedDir: localized.docs(v.name), routeBasePath: v.routeBasePath, version: v.name, includeDrafts: options.includeDrafts, include: config.docs.include, exclude: config.docs.exclude, tagsBasePath: config.docs.tagsBasePath, numberPrefixes: config.docs.numberPrefixParser !== false, numberPrefixParse: numberPrefixParseOf(config.docs.numberPrefixParser), markdownHooks, tagsOptions: config.docs })),
  );
  return {
    docs: loaded.flatMap((l) => l.docs),
    categories: new Map(versions.map((v, i) => [v.name, loaded[i]!.categories])),
    diagnostics: loaded.flatMap((l) => l.diagnostics),
  };
}

export async function loadContent(siteDir: string, config: SiteConfig, options: { includeDrafts: boolean; configFile?: string }): Promise<LoadedContent> {
  const diagnostics: Diagnostic[] = [];
  const markdownHooks = markdownHooksOf(config.markdown);
  const staticDirs = config.staticDirectories.map((d) => path.join(siteDir, d));
  const versions = config.docs.disabled ? [] : resolveDocsVersions(siteDir, config.docs, options.configFile, diagnostics);
  const localized = localizedDirs(siteDir, config);
  const [docs, pages, staticLists, blog] = await Promise.all([
    config.docs.disabled ? { ...NO_DOCS, categories: new Map() } : loadVersionedDocs(versions, config, options, markdownHooks, localized),
    config.pages.disabled ? [] : loadPages(path.join(siteDir, config.pagesDir), diagnostics, { ...options, include: config.pages.include, exclude: config.pages.exclude, routeBasePath: config.pages.routeBasePath, markdownHooks, localizedDir: localized.pages }),
    Promise.all(staticDirs.map((dir) => listStaticFiles(dir))),
    config.blog ? loadBlog({ blogDir: path.join(siteDir, config.blog.path), localizedDir: localized.blog, options: config.blog, includeDrafts: options.includeDrafts, markdownHooks, configFile: options.configFile }, diagnostics) : undefined,
  ]);
  diagnostics.push(...docs.diagnostics, ...staticLists.flatMap((l) => l.skipped));
  const staticSources = staticSourcesOf(staticDirs, staticLists.map((l) => l.files));
  for (const v of versions) addLastUpdates(docs.docs.filter((d) => d.version === v.name), v.contentDir, config.docs);
  if (blog && config.blog) addLastUpdates(blog.posts, path.join(siteDir, config.blog.path), config.blog);
  const sections: [ContentSection, SourceDocument[]][] = [
    ['docs', docs.docs],
    ['pages', pages.flatMap((p) => (p.document ? [p.document] : []))],
    ['blog', (blog?.posts ?? []).flatMap((p) => (p.excerpt ? [p, p.excerpt] : [p]))],
  ];
  for (const [section, documents] of sections) {
    for (const doc of documents) {
      doc.section = section;
      doc.format = documentFormat(isExcerptId(doc.source) ? sourceOfExcerpt(doc.source) : doc.source, doc.frontMatter, config.markdown.format);
      // An excerpt is the start of its post: the post's own warning covers it.
      const warning = isExcerptId(doc.source) ? undefined : mdxInMarkdownWarning(doc, config.markdown.format);
      if (warning) diagnostics.push(warning);
    }
  }
  return { docs: docs.docs, versions, categories: docs.categories, pages, blog, staticFiles: staticSources.flatMap((s) => s.files), staticSources, diagnostics };
}
