import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { slug } from 'github-slugger';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { skipPrivateDir } from '../util/globFiles.ts';
import { globLayered } from '../util/globLayered.ts';
import type { SourcePosition } from './frontMatter.ts';
import { readContentFile } from './readContentFile.ts';
import type { MarkdownHooks } from './markdownHooks.ts';
import { loadTagsFile, reportInlineTags, tagFromFile, type TagsFile, type TagsOptions } from './tagsFile.ts';
import { checkUrlPathKey } from './urlPathCheck.ts';
import { joinUrl, stripNumberPrefix, toPosix, type NumberPrefixParse } from './paths.ts';
import type { CategoryMeta, DocFile, LastUpdate, PageMeta, Tag } from './types.ts';

export interface LoadDocsOptions {
  docsDir: string;
  routeBasePath: string;
  /** Tag pages' folder under `routeBasePath` (`tags` unless set). */
  tagsBasePath?: string;
  /** Drafts are kept in dev and dropped from a production build. */
  includeDrafts: boolean;
  /** The docs options `include` / `exclude`: globs relative to the docs folder. */
  include?: string[];
  exclude?: string[];
  /** The site's `markdown.parseFrontMatter` / `preprocessor`. */
  markdownHooks?: MarkdownHooks;
  /** The docs options `tags` (the tags file) and `onInlineTags`. */
  tagsOptions?: TagsOptions;
  /** The docs option `numberPrefixParser`: `false` keeps `01-` prefixes in ids and URLs. */
  numberPrefixes?: boolean;
  /** The docs version the folder holds (default `current`). */
  version?: string;
  /** The docs option `numberPrefixParser` as a function (see numberPrefixParseOf); the built-in parse unless set. */
  numberPrefixParse?: NumberPrefixParse;
  /** The locale's translations of this folder: a file there is read instead of the same file in `docsDir`. */
  localizedDir?: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `keywords` and `image`, as every kind of page has them. */
export function pageMeta(data: Record<string, unknown>): PageMeta {
  const keywords = Array.isArray(data.keywords) ? data.keywords.filter((k): k is string => typeof k === 'string') : undefined;
  return { keywords: keywords?.length ? keywords : undefined, image: str(data.image) };
}

/** `last_update`, already checked by the schema to have a date, an author or both. */
export function lastUpdateOf(data: Record<string, unknown>): LastUpdate | undefined {
  return isRecord(data.last_update) ? (data.last_update as LastUpdate) : undefined;
}

export async function loadDocs(options: LoadDocsOptions): Promise<{ docs: DocFile[]; categories: Map<string, CategoryMeta>; diagnostics: Diagnostic[] }> {
  const { docsDir } = options;
  const roots = options.localizedDir ? [options.localizedDir, docsDir] : [docsDir];
  const [{ files, skipped }, { files: categoryFiles }] = await Promise.all([
    globLayered(roots, options.include ?? ['**/*.{md,mdx}'], { ignore: ['**/_*/**', '**/_*.{md,mdx}', '**/node_modules/**', ...(options.exclude ?? [])], skipLinkedDir: skipPrivateDir }),
    globLayered(roots, ['**/_category_.{json,yml,yaml}'], { ignore: ['**/node_modules/**'], skipLinkedDir: skipPrivateDir }),
  ]);
  const diagnostics: Diagnostic[] = [...skipped];
  const categories = new Map<string, CategoryMeta>();
  await Promise.all(
    categoryFiles.map(async ({ rel, file }) => {
      try {
        const text = await readFile(file, 'utf8');
        categories.set(toPosix(path.dirname(rel)), (rel.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as CategoryMeta);
      } catch (error) {
        diagnostics.push({ severity: 'error', code: 'category-invalid', file, line: 1, column: 1, message: `Cannot read category metadata: ${(error as Error).message}` });
      }
    }),
  );
  const tagsFile = await loadTagsFile(docsDir, options.tagsOptions ?? {}, 'docs.tags', diagnostics);
  const docs = await Promise.all(files.map(({ rel, file }) => loadDoc(file, toPosix(rel), { ...options, tagsFile }, diagnostics)));
  const kept = docs.filter((d) => options.includeDrafts || !d.draft);
  checkDuplicates(kept, diagnostics);
  return { docs: kept, categories, diagnostics };
}

async function loadDoc(file: string, relPath: string, options: LoadDocsOptions & { tagsFile?: TagsFile }, diagnostics: Diagnostic[]): Promise<DocFile> {
  const { data, body, diagnostics: fmDiagnostics, keyPositions } = await readContentFile(file, 'doc', options.markdownHooks);
  diagnostics.push(...fmDiagnostics);
  for (const key of ['id', 'slug']) {
    const unsafe = checkUrlPathKey(data[key], key, file, keyPositions.get(key));
    if (unsafe) {
      diagnostics.push(unsafe);
      delete data[key];
    }
  }
  const unsafeTag = checkTagPermalinks(data.tags, file, keyPositions.get('tags'));
  if (unsafeTag) {
    diagnostics.push(unsafeTag);
    delete data.tags;
  }
  const idSlash = checkIdSlash(data, file, keyPositions.get('id'));
  if (idSlash) diagnostics.push(idSlash);
  // `parse_number_prefixes: false` keeps `01-` prefixes in the id and the URL, and gives no position.
  const parsePrefixes = typeof data.parse_number_prefixes === 'boolean' ? data.parse_number_prefixes : options.numberPrefixes !== false;
  const parse = options.numberPrefixParse ?? stripNumberPrefix;
  const strip = (segment: string): { name: string; position?: number } => {
    if (!parsePrefixes) return { name: segment };
    try {
      return parse(segment);
    } catch (error) {
      // The site's own parser failed: the name stays as written, and the site is told why.
      diagnostics.push({ severity: 'error', code: 'number-prefix-parser', file, line: 1, column: 1, message: `Cannot read the number prefix of "${segment}": ${(error as Error)?.message ?? String(error)}.`, hint: 'Make `docs.numberPrefixParser` return { filename, numberPrefix } for every file and folder name.' });
      return { name: segment };
    }
  };
  const segments = relPath.split('/');
  const fileName = segments.pop()!.replace(/\.mdx?$/, '');
  const dir = segments.map((s) => strip(s).name).join('/');
  const { name: baseName, position: prefixPosition } = strip(fileName);
  const ownId = str(data.id) ?? baseName;
  const id = dir ? `${dir}/${ownId}` : ownId;
  const permalink = docPermalink({ routeBasePath: options.routeBasePath, dir, baseName, id: str(data.id), slug: str(data.slug) });
  const tagsValue = data.tags;
  const inline = Array.isArray(tagsValue) ? reportInlineTags(tagsValue, options.tagsFile, { ...options.tagsOptions, optionName: 'docs' }, { file, ...keyPositions.get('tags') }) : undefined;
  if (inline) diagnostics.push(inline);
  return {
    source: file,
    format: file.endsWith('.mdx') ? 'mdx' : 'md',
    body,
    frontMatter: data,
    id,
    relPath,
    version: options.version ?? 'current',
    dir,
    permalink,
    title: str(data.title),
    sidebarLabel: str(data.sidebar_label),
    sidebarPosition: num(data.sidebar_position) ?? prefixPosition,
    description: str(data.description),
    tags: Array.isArray(tagsValue) ? normalizeTags(tagsValue, joinUrl(options.routeBasePath, options.tagsBasePath ?? 'tags'), options.tagsFile) : [],
    draft: data.draft === true,
    unlisted: data.unlisted === true,
    hideTableOfContents: data.hide_table_of_contents === true,
    toc: { minHeadingLevel: num(data.toc_min_heading_level), maxHeadingLevel: num(data.toc_max_heading_level) },
    paginationPrev: data.pagination_prev === null ? null : str(data.pagination_prev),
    paginationNext: data.pagination_next === null ? null : str(data.pagination_next),
    sidebarClassName: str(data.sidebar_class_name),
    paginationLabel: str(data.pagination_label),
    sidebarCustomProps: isRecord(data.sidebar_custom_props) ? data.sidebar_custom_props : undefined,
    displayedSidebar: data.displayed_sidebar === null ? null : str(data.displayed_sidebar),
    hideTitle: data.hide_title === true,
    customEditUrl: data.custom_edit_url === null ? null : str(data.custom_edit_url),
    meta: pageMeta(data),
    lastUpdate: lastUpdateOf(data),
    keyPositions,
  };
}

/** Docusaurus refuses an `id` with a slash: the folder already makes that part of the id. */
function checkIdSlash(data: Record<string, unknown>, file: string, position: SourcePosition | undefined): Diagnostic | undefined {
  const id = str(data.id);
  if (id === undefined || !id.includes('/')) return undefined;
  delete data.id;
  return {
    severity: 'error',
    code: 'front-matter-id',
    file,
    ...(position ?? { line: 1, column: 1 }),
    message: `The doc id ${JSON.stringify(id)} contains a slash, which an id cannot (Docusaurus refuses it too).`,
    hint: 'Give only the last part as `id`; the folders the file is in make the rest of the id. To change the URL, use `slug`.',
  };
}

/** The URL of a doc: an explicit slug wins; `index`, `README` and a file named like its folder stand for the folder. */
export function docPermalink(o: { routeBasePath: string; dir: string; baseName: string; id?: string; slug?: string }): string {
  if (o.slug !== undefined) {
    return o.slug.startsWith('/') ? joinUrl(o.routeBasePath, o.slug) : joinUrl(o.routeBasePath, o.dir, o.slug);
  }
  const lastDir = o.dir.split('/').pop();
  const isIndex = /^(index|readme)$/i.test(o.baseName) || (lastDir !== undefined && lastDir !== '' && o.baseName === lastDir);
  // As in Docusaurus, a front-matter id names the page's URL segment too.
  return isIndex ? joinUrl(o.routeBasePath, o.dir) : joinUrl(o.routeBasePath, o.dir, o.id ?? o.baseName);
}

/** An error for the first tag whose own permalink would make an unsafe address. */
export function checkTagPermalinks(tags: unknown, file: string, position: SourcePosition | undefined): Diagnostic | undefined {
  if (!Array.isArray(tags)) return undefined;
  for (const tag of tags) {
    const permalink = tag && typeof tag === 'object' ? (tag as Partial<Tag>).permalink : undefined;
    const unsafe = checkUrlPathKey(permalink, 'tags', file, position);
    if (unsafe) return unsafe;
  }
  return undefined;
}

/**
 * Front matter `tags` as tags whose pages are under `tagsBase` (the section's route and its
 * `tagsBasePath`); a key of the section's tags file takes the file's label, page and description.
 */
export function normalizeTags(values: unknown[], tagsBase: string, tagsFile?: TagsFile): Tag[] {
  return values.flatMap((v) => {
    if (typeof v === 'string') return [tagFromFile(v, tagsBase, tagsFile) ?? { label: v, permalink: joinUrl(tagsBase, slug(v)) }];
    if (v && typeof v === 'object' && typeof (v as Tag).label === 'string') {
      const t = v as Partial<Tag>;
      return [{ label: t.label!, permalink: t.permalink ? joinUrl(tagsBase, t.permalink) : joinUrl(tagsBase, slug(t.label!)) }];
    }
    return [];
  });
}

function checkDuplicates(docs: DocFile[], diagnostics: Diagnostic[]) {
  const byId = new Map<string, DocFile>();
  const byPermalink = new Map<string, DocFile>();
  for (const doc of docs) {
    const sameId = byId.get(doc.id);
    if (sameId) {
      diagnostics.push({ severity: 'error', code: 'duplicate-doc-id', file: doc.source, line: 1, column: 1, message: `Doc id "${doc.id}" is also used by ${sameId.source}.`, hint: 'Give one of them another `id` in its front matter.' });
    }
    byId.set(doc.id, doc);
    const samePath = byPermalink.get(doc.permalink);
    if (samePath) {
      diagnostics.push({ severity: 'warning', code: 'duplicate-route', file: doc.source, line: 1, column: 1, message: `Route ${doc.permalink} is also produced by ${samePath.source}; the first one wins.`, hint: 'Change the `slug` of one of them.' });
    }
    byPermalink.set(doc.permalink, doc);
  }
}
