import path from 'node:path';
import type { CompileOptions } from '../compile/types.ts';
import { canRebase, LOCALE_BASE } from '../compile/localeBase.ts';
import type { SourceDocument } from '../content/types.ts';
import { isInside } from '../util/insidePath.ts';

/** A content folder and the folder of the current locale's translations of it. */
export interface LocalizedSection {
  dir: string;
  localized: string;
}

/** The documents of one locale's build, split by whether their compiled code can serve every locale. */
export interface LocaleCompileSplit {
  /** From the site's own folders: compiled with `sharedOptions`, then rebased to the locale (see `localeBase.ts`). */
  shared: SourceDocument[];
  /** The locale's translations: compiled with the locale's own options. */
  own: SourceDocument[];
  sharedOptions: CompileOptions;
}

/**
 * How a build of a translated site compiles: a document not translated in this locale is the same
 * file in every locale, so its compile cache entry is keyed as no locale's: the base URL is a
 * token, and the permalinks and Markdown link folders are those of the site's own files (a
 * translation's permalink is filed under the original it stands for, where Markdown links from
 * the originals find it). Every locale whose translations keep the originals' permalinks then
 * reads the same entries: only its translations compile. Undefined for a site of one locale (it
 * compiles as before), and when the base URL has characters the token cannot be swapped for.
 */
export function splitForLocales(documents: SourceDocument[], options: CompileOptions, sections: LocalizedSection[], siteDir: string): LocaleCompileSplit | undefined {
  if (!canRebase(options.baseUrl)) return undefined;
  const sectionOf = (source: string) => sections.find((s) => isInside(s.localized, source));
  const original = (source: string) => {
    const section = sectionOf(source);
    return section ? path.join(section.dir, path.relative(section.localized, source)) : source;
  };
  // In the order of the originals' paths, whichever files this locale translates: the map is part of the cache key.
  const byOriginal = Object.entries(options.permalinks).map(([source, permalink]) => [original(source), permalink] as const);
  const permalinks = Object.fromEntries(byOriginal.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const dirs = [...new Set(sections.map((s) => s.dir))];
  const sharedOptions: CompileOptions = {
    ...options,
    baseUrl: LOCALE_BASE,
    permalinks,
    markdownLinks: { siteDir, contentRoots: sections.map((s) => [s.dir]) },
    assetRoots: [siteDir, ...dirs.filter((d) => !isInside(siteDir, d))],
  };
  const shared: SourceDocument[] = [];
  const own: SourceDocument[] = [];
  for (const doc of documents) (sectionOf(doc.source) ? own : shared).push(doc);
  return { shared, own, sharedOptions };
}
