import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isExcerptId, sourceOfExcerpt } from '../blog/excerpt.ts';
import { loadBlog } from '../blog/loadBlog.ts';
import { loadDocs } from './loadDocs.ts';
import { DEFAULT_DOCS_PLUGIN, isDocOf, resolveDocsVersions, versionKey, type DocsVersionMeta } from './docsVersions.ts';
import { docsInstancesOf, docsOptionsOf } from './docsInstances.ts';
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

/** Every version's docs of every docs set, each read from its own folder under its own URL prefix, newest version first. */
async function loadVersionedDocs(versions: DocsVersionMeta[], config: SiteConfig, options: { includeDrafts: boolean }, markdownHooks: MarkdownHooks | undefined, localized: ReturnType<typeof localizedDirs>) {
  const loaded = await Promise.all(
    versions.map(async (v) => {
      const docs = docsOptionsOf(config, v.pluginId);
      const result = await loadDocs({ docsDir: v.contentDir, localizedDir: localized.docs(v.name, v.pluginId), routeBasePath: v.routeBasePath, version: v.name, includeDrafts: options.includeDrafts, include: docs.include, exclude: docs.exclude, tagsBasePath: docs.tagsBasePath, numberPrefixes: docs.numberPrefixParser !== false, numberPrefixParse: numberPrefixParseOf(docs.numberPrefixParser), markdownHooks, tagsOptions: docs });
      if (v.pluginId !== DEFAULT_DOCS_PLUGIN) for (const doc of result.docs) doc.pluginId = v.pluginId;
      return result;
    }),
  );
  return {
    docs: loaded.flatMap((l) => l.docs),
    categories: new Map(versions.map((v, i) => [versionKey(v), loaded[i]!.categories])),
    diagnostics: loaded.flatMap((l) => l.diagnostics),
  };
}

export async function loadContent(siteDir: string, config: SiteConfig, options: { includeDrafts: boolean; configFile?: string }): Promise<LoadedContent> {
  const diagnostics: Diagnostic[] = [];
  const markdownHooks = markdownHooksOf(config.markdown);
  const staticDirs = config.staticDirectories.map((d) => path.join(siteDir, d));
  const versions = docsInstancesOf(config).flatMap((instance) => resolveDocsVersions(siteDir, instance, options.configFile, diagnostics));
  const localized = localizedDirs(siteDir, config);
  const [docs, pages, staticLists, blog] = await Promise.all([
    versions.length === 0 ? { ...NO_DOCS, categories: new Map() } : loadVersionedDocs(versions, config, options, markdownHooks, localized),
    config.pages.disabled ? [] : loadPages(path.join(siteDir, config.pagesDir), diagnostics, { ...options, include: config.pages.include, exclude: config.pages.exclude, routeBasePath: config.pages.routeBasePath, markdownHooks, localizedDir: localized.pages }),
    Promise.all(staticDirs.map((dir) => listStaticFiles(dir))),
    config.blog ? loadBlog({ blogDir: path.join(siteDir, config.blog.path), localizedDir: localized.blog, options: config.blog, includeDrafts: options.includeDrafts, markdownHooks, configFile: options.configFile }, diagnostics) : undefined,
  ]);
  const blogInstances = await Promise.all(
    config.blogInstances.map(async (b) => ({ id: b.id, posts: (await loadBlog({ blogDir: path.join(siteDir, b.path), localizedDir: localized.blogOf(b.id), options: b, includeDrafts: options.includeDrafts, markdownHooks, configFile: options.configFile }, diagnostics))?.posts ?? [] })),
  );
  for (const b of blogInstances) for (const post of b.posts) for (const doc of post.excerpt ? [post, post.excerpt] : [post]) doc.pluginId = b.id;
  diagnostics.push(...docs.diagnostics, ...staticLists.flatMap((l) => l.skipped));
  const staticSources = staticSourcesOf(staticDirs, staticLists.map((l) => l.files));
  for (const v of versions) addLastUpdates(docs.docs.filter((d) => isDocOf(d, v)), v.contentDir, docsOptionsOf(config, v.pluginId));
  if (blog && config.blog) addLastUpdates(blog.posts, path.join(siteDir, config.blog.path), config.blog);
  config.blogInstances.forEach((b, i) => addLastUpdates(blogInstances[i]!.posts, path.join(siteDir, b.path), b));
  const sections: [ContentSection, SourceDocument[]][] = [
    ['docs', docs.docs],
    ['pages', pages.flatMap((p) => (p.document ? [p.document] : []))],
    ['blog', [blog, ...blogInstances].flatMap((b) => b?.posts ?? []).flatMap((p) => (p.excerpt ? [p, p.excerpt] : [p]))],
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
  return { docs: docs.docs, versions, categories: docs.categories, pages, blog, blogInstances, staticFiles: staticSources.flatMap((s) => s.files), staticSources, diagnostics };
}
