import path from 'node:path';
import { isInside } from '../util/insidePath.ts';

/*
 * A Markdown link to a file (`[x](./other.md)`) becomes the target's permalink, found the way
 * Docusaurus 3 finds it. The file holding the link belongs to a content plugin (docs, blog,
 * pages): the link is first looked up among that plugin's documents, from the folders the form of
 * the link names; failing that, among every document of the site, from the file's folder and the
 * site folder (Docusaurus's site-wide fallback, which lets a post link to a doc and a doc to a
 * post or a page). A file in no content folder (a partial under `src/`) has only the fallback.
 */

/** Where Markdown links are looked up, besides the documents' permalinks. */
export interface MarkdownLinkRoots {
  /** The site folder: the last folder tried, and what `@site/` names. */
  siteDir: string;
  /** Each content plugin's folders (the docs folder; the blog folder; the pages folder), most specific first. */
  contentRoots: string[][];
}

/** Whether a link's path (no query or hash) names a Markdown file, as Docusaurus tells. */
export const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * The folders a link's path is looked up from, in order: `/a.md` from the content folders then
 * the site; `./a.md` and `../a.md` from the file's folder only; `a.md` from the file's folder,
 * then the content folders, then the site.
 */
function foldersToTry(linkPath: string, fileDir: string, roots: string[], siteDir: string): string[] {
  if (linkPath.startsWith('/')) return [...roots, siteDir];
  if (linkPath.startsWith('./') || linkPath.startsWith('../')) return [fileDir];
  return [fileDir, ...roots, siteDir];
}

/** The files a decoded link path may name, in the order they are tried (plugin's own first, then the fallback). */
export function markdownLinkCandidates(decodedPath: string, sourceFile: string, { siteDir, contentRoots }: MarkdownLinkRoots): { file: string; ownPluginOnly: boolean }[] {
  if (decodedPath.startsWith('@site/')) return [{ file: path.join(siteDir, decodedPath.slice('@site/'.length)), ownPluginOnly: false }];
  const fileDir = path.dirname(sourceFile);
  const own = pluginRootsOf(sourceFile, contentRoots);
  const inPlugin = own ? foldersToTry(decodedPath, fileDir, own, siteDir).map((dir) => ({ file: path.join(dir, decodedPath), ownPluginOnly: true })) : [];
  // A translated document's relative link to a document not translated: the same place in the
  // plugin's other folders (the original beside the translation), where the fallback is read from.
  const home = own?.find((root) => isInside(root, sourceFile));
  if (own && home && !decodedPath.startsWith('/')) {
    const below = path.relative(home, fileDir);
    for (const root of own) if (root !== home) inPlugin.push({ file: path.join(root, below, decodedPath), ownPluginOnly: true });
  }
  // The fallback's content folder is the site folder: each folder once.
  const fallback = [...new Set(foldersToTry(decodedPath, fileDir, [siteDir], siteDir))].map((dir) => ({ file: path.join(dir, decodedPath), ownPluginOnly: false }));
  return [...inPlugin, ...fallback];
}

/**
 * The permalink (without base URL) a Markdown link's decoded path leads to from `sourceFile`, or
 * undefined when Docusaurus could not resolve it either.
 */
export function resolveMarkdownLink(decodedPath: string, sourceFile: string, permalinks: Record<string, string>, roots: MarkdownLinkRoots): string | undefined {
  const own = pluginRootsOf(sourceFile, roots.contentRoots);
  for (const { file, ownPluginOnly } of markdownLinkCandidates(decodedPath, sourceFile, roots)) {
    const permalink = permalinks[file];
    if (permalink === undefined) continue;
    if (ownPluginOnly && !own!.some((root) => isInside(root, file))) continue;
    return permalink;
  }
  return undefined;
}

/** The folders of the content plugin a file belongs to: the one whose folder holding it is deepest (a blog inside the docs folder is the blog's). */
function pluginRootsOf(file: string, contentRoots: string[][]): string[] | undefined {
  let best: { roots: string[]; depth: number } | undefined;
  for (const roots of contentRoots) {
    for (const root of roots) if (isInside(root, file) && (!best || root.length > best.depth)) best = { roots, depth: root.length };
  }
  return best?.roots;
}
