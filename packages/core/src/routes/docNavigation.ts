import type { DocFile } from '../content/types.ts';
import { titleFromName } from '../content/paths.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { flattenSidebar } from '../sidebars/resolveSidebars.ts';
import type { SidebarItem } from '../sidebars/types.ts';
import type { NavLink } from './types.ts';

/** One entry of a sidebar's reading order (links to docs and category pages, depth first). */
export type SidebarEntry = ReturnType<typeof flattenSidebar>[number];

/**
 * What the docs planners look up for every doc, computed once per plan rather than once per doc:
 * searched for each doc, a sidebar of 10,000 docs took a second of the route plan.
 */
export interface DocsLookup {
  byId: Map<string, DocFile>;
  /** Each sidebar's reading order, by sidebar name. */
  orderBySidebar: Map<string, SidebarEntry[]>;
  /** The first sidebar that lists each doc, by doc id. */
  sidebarOfDoc: Map<string, string>;
  /** Each sidebar's breadcrumbs to every page it links (see breadcrumbIndex), by sidebar name. */
  breadcrumbsBySidebar: Map<string, Map<string, NavLink[]>>;
}

export function docsLookup(docs: DocFile[], sidebars: Record<string, SidebarItem[]>): DocsLookup {
  const sidebarOfDoc = new Map<string, string>();
  const orderBySidebar = new Map<string, SidebarEntry[]>();
  const breadcrumbsBySidebar = new Map<string, Map<string, NavLink[]>>();
  for (const [name, items] of Object.entries(sidebars)) {
    const flat = flattenSidebar(items);
    orderBySidebar.set(name, flat);
    breadcrumbsBySidebar.set(name, breadcrumbIndex(items));
    for (const entry of flat) if (entry.docId && !sidebarOfDoc.has(entry.docId)) sidebarOfDoc.set(entry.docId, name);
  }
  return { byId: new Map(docs.map((d) => [d.id, d])), orderBySidebar, sidebarOfDoc, breadcrumbsBySidebar };
}

/** A page's breadcrumbs in its sidebar (see breadcrumbIndex), from the plan's index; none when the sidebar does not link it. */
export const breadcrumbsIn = (lookup: DocsLookup, sidebar: string, href: string): NavLink[] => lookup.breadcrumbsBySidebar.get(sidebar)?.get(href) ?? [];

/**
 * The sidebar a doc shows: its `displayed_sidebar` when set (null: none), else the first sidebar
 * that lists it. A name no sidebar has is an error, as in Docusaurus.
 */
export function displayedSidebar(doc: DocFile, { sidebarOfDoc, orderBySidebar }: DocsLookup, diagnostics: Diagnostic[]): string | undefined {
  const listedIn = sidebarOfDoc.get(doc.id);
  if (doc.displayedSidebar === undefined) return listedIn;
  if (doc.displayedSidebar === null || orderBySidebar.has(doc.displayedSidebar)) return doc.displayedSidebar ?? undefined;
  diagnostics.push({
    severity: 'error',
    code: 'displayed-sidebar-unknown',
    file: doc.source,
    ...(doc.keyPositions.get('displayed_sidebar') ?? { line: 1, column: 1 }),
    message: `\`displayed_sidebar\` names the sidebar "${doc.displayedSidebar}", but there is no sidebar of that name.`,
    hint: `Use one of ${[...orderBySidebar.keys()].map((n) => `"${n}"`).join(', ') || '(no sidebars)'}, or null to show no sidebar.`,
  });
  return listedIn;
}

/** The label another doc's previous/next link shows for `doc`: its `pagination_label` wins over any sidebar label. */
const paginationLabelOf = (doc: DocFile) => doc.paginationLabel ?? doc.sidebarLabel ?? doc.title ?? doc.contentTitle ?? titleFromName(doc.id.split('/').pop()!);

/** A doc's previous and next links: `pagination_prev`/`pagination_next` when set (null: none), else its sidebar neighbours. */
export function pagination(doc: DocFile, order: SidebarEntry[], byId: Map<string, DocFile>, diagnostics: Diagnostic[]): { previous?: NavLink; next?: NavLink } {
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

/** Each reading order's first position of every href, made when first asked for (the orders are made once per plan and not changed). */
const positions = new WeakMap<SidebarEntry[], Map<string, number>>();

function positionIn(order: SidebarEntry[], href: string): number {
  let byHref = positions.get(order);
  if (!byHref) {
    byHref = new Map();
    for (const [i, entry] of order.entries()) if (!byHref.has(entry.href)) byHref.set(entry.href, i);
    positions.set(order, byHref);
  }
  return byHref.get(href) ?? -1;
}

/** The entries before and after a page in its sidebar's reading order, by their pagination labels. */
export function sidebarNeighbours(order: SidebarEntry[], href: string, byId: Map<string, DocFile>): { previous?: NavLink; next?: NavLink } {
  const i = positionIn(order, href);
  const at = (j: number): NavLink | undefined => {
    const entry = i >= 0 ? order[j] : undefined;
    if (!entry) return undefined;
    const target = entry.docId ? byId.get(entry.docId) : undefined;
    return { label: target?.paginationLabel ?? entry.label, href: entry.href };
  };
  return { previous: at(i - 1), next: at(i + 1) };
}

/**
 * Breadcrumbs to every page a sidebar links, in one walk: the categories above the page's first
 * place in the sidebar's order (a category's own page before what it holds), outermost first, then
 * the page's own link.
 */
export function breadcrumbIndex(items: SidebarItem[]): Map<string, NavLink[]> {
  const index = new Map<string, NavLink[]>();
  const walk = (list: SidebarItem[], above: NavLink[]) => {
    for (const item of list) {
      if (item.type === 'link' && !index.has(item.href)) index.set(item.href, [...above, { label: item.label, href: item.href }]);
      if (item.type === 'category') {
        if (item.href !== undefined && !index.has(item.href)) index.set(item.href, [...above, { label: item.label, href: item.href }]);
        walk(item.items, [...above, { label: item.label, href: item.href ?? '' }]);
      }
    }
  };
  walk(items, []);
  return index;
}
