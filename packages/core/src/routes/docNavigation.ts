import type { DocFile } from '../content/types.ts';
import { titleFromName } from '../content/paths.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { flattenSidebar } from '../sidebars/resolveSidebars.ts';
import type { SidebarItem } from '../sidebars/types.ts';
import type { NavLink } from './types.ts';

/** One entry of a sidebar's reading order (links to docs and category pages, depth first). */
export type SidebarEntry = ReturnType<typeof flattenSidebar>[number];

/** What the docs planners look up for every doc, computed once per plan rather than once per doc. */
export interface DocsLookup {
  byId: Map<string, DocFile>;
  /** Each sidebar's reading order, by sidebar name. */
  orderBySidebar: Map<string, SidebarEntry[]>;
  /** The first sidebar that lists each doc, by doc id. */
  sidebarOfDoc: Map<string, string>;
}

export function docsLookup(docs: DocFile[], sidebars: Record<string, SidebarItem[]>): DocsLookup {
  const sidebarOfDoc = new Map<string, string>();
  const orderBySidebar = new Map<string, SidebarEntry[]>();
  for (const [name, items] of Object.entries(sidebars)) {
    const flat = flattenSidebar(items);
    orderBySidebar.set(name, flat);
    for (const entry of flat) if (entry.docId && !sidebarOfDoc.has(entry.docId)) sidebarOfDoc.set(entry.docId, name);
  }
  return { byId: new Map(docs.map((d) => [d.id, d])), orderBySidebar, sidebarOfDoc };
}

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

/** The entries before and after a page in its sidebar's reading order, by their pagination labels. */
export function sidebarNeighbours(order: SidebarEntry[], href: string, byId: Map<string, DocFile>): { previous?: NavLink; next?: NavLink } {
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
