import { routeUrl } from '../../../client/src/normalizePath.ts';
import { sectionsWithPartials } from '../compile/partialGraph.ts';
import type { CompiledDocument } from '../compile/types.ts';
import type { SiteConfig } from '../config/types.ts';
import { breadcrumbIndex } from '../routes/docNavigation.ts';
import type { BlogPostRouteData, DocRouteData, RouteRecord } from '../routes/types.ts';
import type { SidebarItem } from '../sidebars/types.ts';
import type { SearchRecord } from './format.ts';
import { currentLocaleOf } from '../i18n/localizedDirs.ts';
import { english, type TextPipeline } from './text.ts';

export const DOCS_TAG = 'docs-default-current';

/** The tag of a docs version's records, as Docusaurus names it for contextual search. */
export const docsVersionTag = (version: string, pluginId = 'default') => `docs-${pluginId}-${version}`;
export const DEFAULT_TAG = 'default';

/** A record with the terms of each of its fields, for scoring. */
export interface IndexedRecord {
  record: SearchRecord;
  fields: { title: string[]; heading: string[]; text: string[] };
}

/**
 * A record with the text of each field before it is split into terms: cheap to make, and all the
 * index depends on, so a warm build can tell whether the index changed without tokenizing.
 */
export interface RecordSource {
  record: SearchRecord;
  fieldText: { title: string; heading: string; text: string };
}

/** Routes whose content readers search: docs, posts and pages, not lists, tag pages or the 404. */
const SEARCHED = new Set(['doc', 'blog-post', 'page', 'mdx-page']);

/** Where the records come from: the routes, their compiled documents, and the sidebars docs are in. */
export interface IndexInput {
  routes: RouteRecord[];
  compiled: Map<string, CompiledDocument>;
  config: SiteConfig;
  sidebars: Record<string, SidebarItem[]>;
}

/** Each sidebar's top-level category label by every href it holds, made once per index (see topCategoryOf). */
type TopCategories = Map<SidebarItem[], Map<string, string>>;

/**
 * The label of the first top-level category of a sidebar that holds `href` (its own page or any
 * below it). Indexed once per sidebar: searched for each doc, 10,000 docs took seconds.
 */
function topCategoryOf(items: SidebarItem[], href: string, tops: TopCategories): string | undefined {
  let byHref = tops.get(items);
  if (!byHref) {
    byHref = new Map();
    for (const item of items) {
      if (item.type !== 'category') continue;
      for (const held of breadcrumbIndex([item]).keys()) if (!byHref.has(held)) byHref.set(held, item.label);
    }
    tops.set(items, byHref);
  }
  return byHref.get(href);
}

/**
 * The section of the site a route is in (lvl0). A doc's is the top-level category of its sidebar
 * that holds it (a category's own landing doc included); a doc at the top of a sidebar, or in
 * none, is in "Documentation".
 */
export function sectionOf(route: RouteRecord, { config, sidebars }: Pick<IndexInput, 'config' | 'sidebars'>, tops: TopCategories = new Map()): string {
  if (route.kind === 'doc') {
    const { sidebar } = route.data as DocRouteData;
    const items = sidebar ? sidebars[sidebar] : undefined;
    return (items && topCategoryOf(items, route.path, tops)) ?? 'Documentation';
  }
  if (route.kind === 'blog-post') {
    // The post's blog: the one whose path holds it (the longest, should one blog's path hold another's).
    const holds = (b: { routeBasePath?: string }) => b.routeBasePath !== undefined && route.path.startsWith(b.routeBasePath.replace(/\/$/, '') + '/');
    const holding = [...(config.blog ? [config.blog] : []), ...(config.blogInstances ?? [])].filter(holds).sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)[0];
    const blog = holding ?? config.blog;
    if (blog) return blog.blogTitle;
  }
  return config.title;
}

/** The records of one route: the intro and one per h2/h3, or the title and description of a page without Markdown. */
function recordsOf(route: RouteRecord, compiled: CompiledDocument | undefined, input: IndexInput, tops: TopCategories): RecordSource[] {
  const { config } = input;
  // The locale being built: each locale has its own index.
  const lang = currentLocaleOf(config);
  const url = (anchor?: string) => routeUrl(route.path, config.baseUrl, config.trailingSlash) + (anchor ? `#${anchor}` : '');
  const version = route.kind === 'doc' ? ((route.data as DocRouteData).version ?? 'current') : undefined;
  const tag = version !== undefined ? docsVersionTag(version, (route.data as DocRouteData).pluginId) : DEFAULT_TAG;
  // Docs records say their version, for a reader of the index (the tag is what the search filters on).
  const versioned = version !== undefined && version !== 'current' ? { version } : {};
  const section = sectionOf(route, input, tops);
  const title = route.kind === 'blog-post' ? (route.data as BlogPostRouteData).title : route.title;
  if (!compiled) {
    const text = route.description ?? '';
    return [{ record: { url: url(), title, section, text, lang, tag, ...versioned }, fieldText: { title, heading: '', text } }];
  }
  const out: RecordSource[] = [];
  let lvl2: string | undefined;
  // A partial's text is on the page too.
  for (const s of route.contentSource ? sectionsWithPartials(route.contentSource, input.compiled) : compiled.sections) {
    if (s.depth === 2) lvl2 = s.title;
    const isIntro = s.depth === 1;
    out.push({
      // The whole text: the snippet shows wherever in the section the words matched.
      record: { url: url(s.id), title, section, ...(isIntro ? {} : s.depth === 2 ? { lvl2: s.title } : { lvl2, lvl3: s.title }), text: s.text, lang, tag, ...versioned },
      // The page title is searched in the intro only: a title word then finds the page once, at its top.
      fieldText: { title: isIntro ? title : '', heading: isIntro ? '' : (s.title ?? ''), text: s.text },
    });
  }
  if (out.length === 0) out.push({ record: { url: url(), title, section, text: '', lang, tag, ...versioned }, fieldText: { title, heading: '', text: '' } });
  return out;
}

/** Every record of a build, in route order, with its fields' text. */
export function searchRecords(input: IndexInput): RecordSource[] {
  const tops: TopCategories = new Map();
  return input.routes.filter((r) => SEARCHED.has(r.kind) && !r.noindex).flatMap((r) => recordsOf(r, r.contentSource ? input.compiled.get(r.contentSource) : undefined, input, tops));
}

/** The records with their fields split into terms. */
export function withTerms(sources: RecordSource[], { terms }: TextPipeline = english): IndexedRecord[] {
  // One copy of each term for all records: a large site's sections hold millions of words, each
  // a fresh string as it is split off, and a few thousand distinct terms.
  const known = new Map<string, string>();
  const shared = (list: string[]) =>
    list.map((term) => {
      const one = known.get(term);
      if (one !== undefined) return one;
      known.set(term, term);
      return term;
    });
  return sources.map(({ record, fieldText }) => ({ record, fields: { title: shared(terms(fieldText.title)), heading: shared(terms(fieldText.heading)), text: shared(terms(fieldText.text)) } }));
}

/** Every record of a build, in route order, with the terms of its fields. */
export function indexedRecords(input: IndexInput): IndexedRecord[] {
  return withTerms(searchRecords(input));
}
