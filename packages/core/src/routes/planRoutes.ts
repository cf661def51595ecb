import type { SiteConfig } from '../config/types.ts';
import type { CompiledDocument } from '../compile/types.ts';
import type { DocFile, LoadedContent } from '../content/types.ts';
import { joinUrl, titleFromName } from '../content/paths.ts';
import { unsafeUrlPath } from '../content/urlPathCheck.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { flattenSidebar } from '../sidebars/resolveSidebars.ts';
import type { ResolvedSidebars, SidebarCategory, SidebarItem } from '../sidebars/types.ts';
import { hashOf } from '../util/hash.ts';
import { compareText } from '../util/compareText.ts';
import { planBlogRoutes } from '../blog/planBlogRoutes.ts';
import { lastUpdateData } from './lastUpdate.ts';
import { buildToc } from './toc.ts';
import type { DocRouteData, NavLink, RouteRecord } from './types.ts';

export const NOT_FOUND_PATH = '/404';
/** The search page, reading its query from `?q=`. */
export const SEARCH_PATH = '/search';
const WORDS_PER_MINUTE = 200;

/** Minutes a reader needs for a text, at 200 words a minute; never less than one. */
export function readingTimeMinutes(text: string): number {
  return Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));
}

export interface PlanRoutesInput {
  config: SiteConfig;
  content: LoadedContent;
  compiled: Map<string, CompiledDocument>;
  sidebars: ResolvedSidebars;
}

export function chunkNameFor(path: string): string {
  const base = path === '/' ? 'index' : path.slice(1).replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 40);
  return `${base}-${hashOf(path).slice(0, 6)}`;
}

/** Every route of the site, sorted by path so the output is the same from one build to the next. */
export function planRoutes({ config, content, compiled, sidebars }: PlanRoutesInput, diagnostics: Diagnostic[]): RouteRecord[] {
  const routes: RouteRecord[] = [];
  const sidebarOfDoc = new Map<string, string>();
  const orderBySidebar = new Map<string, ReturnType<typeof flattenSidebar>>();
  for (const [name, items] of Object.entries(sidebars.sidebars)) {
    const flat = flattenSidebar(items);
    orderBySidebar.set(name, flat);
    for (const entry of flat) if (entry.docId && !sidebarOfDoc.has(entry.docId)) sidebarOfDoc.set(entry.docId, name);
  }
  const byId = new Map(content.docs.map((d) => [d.id, d]));
  const locale = config.i18n.defaultLocale;

  for (const doc of content.docs) {
    const result = compiled.get(doc.source);
    if (!result) continue;
    const sidebar = displayedSidebar(doc, sidebarOfDoc.get(doc.id), orderBySidebar, diagnostics);
    const title = doc.title ?? result.contentTitle ?? titleFromName(doc.id.split('/').pop()!);
    const description = doc.description ?? (result.excerpt ? truncate(result.excerpt, 160) : undefined);
    const { previous, next } = pagination(doc, sidebar ? orderBySidebar.get(sidebar)! : [], byId, diagnostics);
    const data: DocRouteData = {
      title,
      description,
      docId: doc.id,
      hasContentTitle: result.contentTitle !== undefined,
      sidebar,
      toc: buildToc(result.headings, doc.toc?.minHeadingLevel ?? config.docs.toc.minHeadingLevel, doc.toc?.maxHeadingLevel ?? config.docs.toc.maxHeadingLevel),
      hideTableOfContents: doc.hideTableOfContents,
      breadcrumbs: config.docs.breadcrumbs && sidebar ? breadcrumbsTo(doc.permalink, sidebars.sidebars[sidebar]!) : [],
      previous,
      next,
      tags: doc.tags,
      editUrl: editUrlOf(doc, config),
      readingTimeMinutes: readingTimeMinutes(result.text),
      hideTitle: doc.hideTitle,
      lastUpdate: lastUpdateData(doc.lastUpdate, locale),
      unlisted: doc.unlisted,
    };
    routes.push({ path: doc.permalink, kind: 'doc', title, description, source: doc.source, chunkName: chunkNameFor(doc.permalink), component: '@theme/DocRoute', contentSource: doc.source, data, sidebar, noindex: doc.unlisted, meta: doc.meta });
  }

  routes.push(...tagRoutes(config, content.docs, routes));

  for (const index of sidebars.generatedIndexes) {
    routes.push({
      path: index.permalink,
      kind: 'generated-index',
      source: index.source,
      title: index.title,
      description: index.description,
      chunkName: chunkNameFor(index.permalink),
      component: '@theme/DocCategoryGeneratedIndexPage',
      data: { title: index.title, description: index.description, sidebar: index.sidebar, breadcrumbs: breadcrumbsTo(index.permalink, sidebars.sidebars[index.sidebar]!), items: cardsOf(index.category, byId, compiled), ...sidebarNeighbours(orderBySidebar.get(index.sidebar) ?? [], index.permalink, byId) },
      sidebar: index.sidebar,
      noindex: false,
    });
  }

  for (const page of content.pages) {
    const result = page.document ? compiled.get(page.source) : undefined;
    if (page.document && !result) continue;
    const title = page.title ?? result?.contentTitle ?? config.title;
    routes.push({
      path: page.permalink,
      kind: page.kind === 'tsx' ? 'page' : 'mdx-page',
      title,
      description: page.description,
      source: page.source,
      chunkName: chunkNameFor(page.permalink),
      component: page.kind === 'tsx' ? page.source : '@theme/MDXPageRoute',
      contentSource: page.kind === 'tsx' ? undefined : page.source,
      data: {
        title,
        description: page.description,
        toc: result ? buildToc(result.headings, page.toc?.minHeadingLevel ?? 2, page.toc?.maxHeadingLevel ?? 3) : undefined,
        wrapperClassName: page.wrapperClassName,
        hideTableOfContents: page.hideTableOfContents,
        lastUpdate: lastUpdateData(page.lastUpdate, locale),
        unlisted: page.unlisted,
      },
      noindex: page.unlisted === true,
      meta: page.meta,
    });
  }

  if (config.blog && content.blog) {
    routes.push(...planBlogRoutes({ options: config.blog, posts: content.blog.posts, compiled, toc: config.docs.toc, locale }));
  }

  if (config.search) {
    routes.push({ path: SEARCH_PATH, kind: 'search', title: 'Search', chunkName: chunkNameFor(SEARCH_PATH), component: '@theme/SearchPage', data: { title: 'Search' }, noindex: true });
  }

  routes.push({ path: NOT_FOUND_PATH, kind: 'not-found', title: 'Page Not Found', chunkName: 'not-found', component: '@theme/NotFound', data: { title: 'Page Not Found' }, noindex: true });
  return dedupe(safeRoutes(routes, diagnostics), diagnostics).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Every address becomes a folder of the output and goes into HTML and scripts: one that could
 * climb out of the output folder or break out of an attribute is an error at its source (file
 * names and sidebar slugs reach here without passing a front-matter check).
 */
function safeRoutes(routes: RouteRecord[], diagnostics: Diagnostic[]): RouteRecord[] {
  return routes.filter((route) => {
    const why = unsafeUrlPath(route.path);
    if (!why) return true;
    diagnostics.push({
      severity: 'error',
      code: 'unsafe-path',
      file: route.source,
      message: `The page address ${JSON.stringify(route.path)} holds ${why}.`,
      hint: 'Rename the file, or give it a `slug` of letters, digits, `-`, `_` and `/`.',
    });
    return false;
  });
}

/** `/tags` with every docs tag and its count, and one page per tag listing its docs (unlisted docs left out). */
function tagRoutes(config: SiteConfig, docs: DocFile[], docRoutes: RouteRecord[]): RouteRecord[] {
  const byTag = new Map<string, { label: string; permalink: string; docs: DocFile[] }>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    for (const tag of doc.tags) {
      const entry = byTag.get(tag.permalink) ?? { ...tag, docs: [] };
      entry.docs.push(doc);
      byTag.set(tag.permalink, entry);
    }
  }
  if (byTag.size === 0) return [];
  const allTagsPath = joinUrl(config.docs.routeBasePath, 'tags');
  const titleOf = new Map(docRoutes.map((r) => [r.path, r]));
  const tags = [...byTag.values()].sort((a, b) => compareText(a.label, b.label));
  const routes: RouteRecord[] = [
    {
      path: allTagsPath, kind: 'tags', title: 'Tags', chunkName: chunkNameFor(allTagsPath), component: '@theme/DocTagsListPage', noindex: false,
      data: { title: 'Tags', tags: tags.map((t) => ({ label: t.label, permalink: t.permalink, count: t.docs.length })) },
    },
  ];
  for (const tag of tags) {
    const title = `${tag.docs.length} doc${tag.docs.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
    routes.push({
      path: tag.permalink, kind: 'tag', title, chunkName: chunkNameFor(tag.permalink), component: '@theme/DocTagDocListPage', noindex: false,
      data: {
        title, label: tag.label, allTagsPath,
        docs: tag.docs
          .map((d) => ({ label: titleOf.get(d.permalink)?.title ?? d.id, href: d.permalink, description: titleOf.get(d.permalink)?.description }))
          .sort((a, b) => compareText(a.label, b.label)),
      },
    });
  }
  return routes;
}

/** Two routes on one path: the first planned one (docs before indexes before pages) wins, with a warning. */
function dedupe(routes: RouteRecord[], diagnostics: Diagnostic[]): RouteRecord[] {
  const seen = new Map<string, RouteRecord>();
  for (const route of routes) {
    const first = seen.get(route.path);
    if (first) {
      if (first.kind !== 'doc' || route.kind !== 'doc') {
        diagnostics.push({ severity: 'warning', code: 'duplicate-route', file: route.source, message: `Route ${route.path} is produced twice (${first.kind} and ${route.kind}); the ${first.kind} is kept.`, hint: 'Give one of them another slug.' });
      }
      continue;
    }
    seen.set(route.path, route);
  }
  return [...seen.values()];
}

/**
 * The sidebar a doc shows: its `displayed_sidebar` when set (null: none), else the first sidebar
 * that lists it. A name no sidebar has is an error, as in Docusaurus.
 */
function displayedSidebar(doc: DocFile, listedIn: string | undefined, sidebars: Map<string, unknown>, diagnostics: Diagnostic[]): string | undefined {
  if (doc.displayedSidebar === undefined) return listedIn;
  if (doc.displayedSidebar === null || sidebars.has(doc.displayedSidebar)) return doc.displayedSidebar ?? undefined;
  diagnostics.push({
    severity: 'error',
    code: 'displayed-sidebar-unknown',
    file: doc.source,
    ...(doc.keyPositions.get('displayed_sidebar') ?? { line: 1, column: 1 }),
    message: `\`displayed_sidebar\` names the sidebar "${doc.displayedSidebar}", but there is no sidebar of that name.`,
    hint: `Use one of ${[...sidebars.keys()].map((n) => `"${n}"`).join(', ') || '(no sidebars)'}, or null to show no sidebar.`,
  });
  return listedIn;
}

/** `custom_edit_url` wins over `docs.editUrl` (null or empty: no edit link). */
function editUrlOf(doc: DocFile, config: SiteConfig): string | undefined {
  if (doc.customEditUrl !== undefined) return doc.customEditUrl || undefined;
  return config.docs.editUrl ? `${config.docs.editUrl.replace(/\/$/, '')}/${config.docs.path}/${doc.relPath}` : undefined;
}

/** The label another doc's previous/next link shows for `doc`: its `pagination_label` wins over any sidebar label. */
const paginationLabelOf = (doc: DocFile) => doc.paginationLabel ?? doc.sidebarLabel ?? doc.title ?? doc.contentTitle ?? titleFromName(doc.id.split('/').pop()!);

function pagination(doc: DocFile, order: { label: string; href: string; docId?: string }[], byId: Map<string, DocFile>, diagnostics: Diagnostic[]): { previous?: NavLink; next?: NavLink } {
  const explicit = (key: 'pagination_prev' | 'pagination_next', id: string | null | undefined): NavLink | undefined | null => {
    if (id === null) return null;
    if (id === undefined) return undefined;
    const target = byId.get(id);
    if (target) return { label: paginationLabelOf(target), href: target.permalink };
    diagnostics.push({
      severity: 'error',
      code: 'pagination-unknown-doc',
      file: doc.source,
      ...(doc.keyPositions.get(key) ?? { line: 1, column: 1 }),
      message: `\`${key}\` names the doc id "${id}", but no doc has that id.`,
      hint: `Give the id of an existing doc (ids are the file's path without extension or number prefixes, like "${doc.id}"), or null for no link.`,
    });
    return undefined;
  };
  const neighbours = sidebarNeighbours(order, doc.permalink, byId);
  const prev = explicit('pagination_prev', doc.paginationPrev);
  const next = explicit('pagination_next', doc.paginationNext);
  return { previous: prev === null ? undefined : prev ?? neighbours.previous, next: next === null ? undefined : next ?? neighbours.next };
}

/** The entries before and after a page in its sidebar's reading order, by their pagination labels. */
function sidebarNeighbours(order: { label: string; href: string; docId?: string }[], href: string, byId: Map<string, DocFile>): { previous?: NavLink; next?: NavLink } {
  const i = order.findIndex((e) => e.href === href);
  const at = (j: number): NavLink | undefined => {
    const entry = i >= 0 ? order[j] : undefined;
    if (!entry) return undefined;
    const target = entry.docId ? byId.get(entry.docId) : undefined;
    return { label: target?.paginationLabel ?? entry.label, href: entry.href };
  };
  return { previous: at(i - 1), next: at(i + 1) };
}

/** The categories above a page in its sidebar, outermost first. */
export function breadcrumbsTo(href: string, items: SidebarItem[]): NavLink[] {
  for (const item of items) {
    if (item.type === 'link' && item.href === href) return [{ label: item.label, href: item.href }];
    if (item.type === 'category') {
      if (item.href === href) return [{ label: item.label, href }];
      const inner = breadcrumbsTo(href, item.items);
      if (inner.length) return [{ label: item.label, href: item.href ?? '' }, ...inner];
    }
  }
  return [];
}

function cardsOf(category: SidebarCategory, byId: Map<string, DocFile>, compiled: Map<string, CompiledDocument>) {
  return category.items.flatMap((item) => {
    const href = item.href;
    if (!href) return [];
    const doc = item.docId ? byId.get(item.docId) : undefined;
    const description = doc ? doc.description ?? compiled.get(doc.source)?.excerpt : undefined;
    return [{ label: item.label, href, description: description ? truncate(description, 140) : undefined }];
  });
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max - 1).replace(/\s+\S*$/, '') + '…';
}
