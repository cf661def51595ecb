import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { globFiles, skipPrivateDir, type GlobResult } from '../util/globFiles.ts';
import { globLayered } from '../util/globLayered.ts';
import { lastUpdateOf, pageMeta } from './loadDocs.ts';
import { readContentFile } from './readContentFile.ts';
import type { MarkdownHooks } from './markdownHooks.ts';
import { checkUrlPathKey } from './urlPathCheck.ts';
import { joinUrl, toPosix } from './paths.ts';
import type { PageFile } from './types.ts';

/**
 * Every `.js`/`.jsx`/`.ts`/`.tsx`/`.md`/`.mdx` file under the pages folder is a route named by its
 * path, as Docusaurus's pages plugin has it; `_` files and folders are private, tests and type
 * declarations are not pages, and Markdown drafts are left out unless `includeDrafts`.
 */
export async function loadPages(pagesDir: string, diagnostics: Diagnostic[], options: { includeDrafts?: boolean; include?: string[]; exclude?: string[]; routeBasePath?: string; markdownHooks?: MarkdownHooks; /** The locale's translated pages, read instead of the same file in `pagesDir`. */ localizedDir?: string } = {}): Promise<PageFile[]> {
  const { files, skipped } = await globLayered(options.localizedDir ? [options.localizedDir, pagesDir] : [pagesDir], options.include ?? ['**/*.{js,jsx,ts,tsx,md,mdx}'], { ignore: ['**/_*/**', '**/_*', '**/*.test.*', '**/*.spec.*', '**/__tests__/**', '**/*.d.ts', '**/node_modules/**', ...(options.exclude ?? [])], skipLinkedDir: skipPrivateDir });
  diagnostics.push(...skipped);
  const pages = await Promise.all(
    files.map(async ({ rel, file: source }): Promise<PageFile & { draft?: boolean }> => {
      const noExt = toPosix(rel).replace(/\.(?:[jt]sx?|mdx?)$/, '');
      // As Docusaurus: every page, and a Markdown page's `slug`, under the pages' `routeBasePath`.
      const base = options.routeBasePath ?? '/';
      const permalink = joinUrl(base, noExt === 'index' ? '' : noExt.replace(/\/index$/, ''));
      if (/\.[jt]sx?$/.test(rel)) return { source, permalink, kind: 'tsx' };
      const fm = await readContentFile(source, 'page', options.markdownHooks);
      diagnostics.push(...fm.diagnostics);
      const unsafe = checkUrlPathKey(fm.data.slug, 'slug', source, fm.keyPositions.get('slug'));
      if (unsafe) {
        diagnostics.push(unsafe);
        delete fm.data.slug;
      }
      const format = rel.endsWith('.mdx') ? 'mdx' : 'md';
      return {
        source,
        permalink: typeof fm.data.slug === 'string' ? joinUrl(base, fm.data.slug) : permalink,
        kind: format,
        document: { source, format, body: fm.body, frontMatter: fm.data },
        ...pageFrontMatter(fm.data),
      };
    }),
  );
  return pages.flatMap(({ draft, ...page }) => (draft && !options.includeDrafts ? [] : [page]));
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** What a Markdown page's (already checked) front matter sets. */
function pageFrontMatter(data: Record<string, unknown>) {
  return {
    title: str(data.title),
    description: str(data.description),
    meta: pageMeta(data),
    wrapperClassName: str(data.wrapperClassName),
    hideTableOfContents: data.hide_table_of_contents === true,
    toc: { minHeadingLevel: num(data.toc_min_heading_level), maxHeadingLevel: num(data.toc_max_heading_level) },
    draft: data.draft === true,
    unlisted: data.unlisted === true,
    lastUpdate: lastUpdateOf(data),
  };
}

/** Every file of the static folder, linked ones included (the write stage checks where they lead). */
export function listStaticFiles(staticDir: string): Promise<GlobResult> {
  return globFiles(staticDir, ['**/*']);
}
