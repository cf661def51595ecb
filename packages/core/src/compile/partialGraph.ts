import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompiledDocument, Heading, Section } from './types.ts';

/*
 * Documents and the partials they import form a graph. Three things are read off it: the partials
 * a page shows (their links are the page's, located in the partial), the page's headings with its
 * partials' spliced in where they are written (the table of contents), and cycles (a partial that
 * contains itself would render forever).
 */

type Documents = ReadonlyMap<string, CompiledDocument>;

/** Every partial `source` imports, directly or through other partials, each once, nearest first. */
export function partialsOf(source: string, compiled: Documents): string[] {
  const found = new Set<string>();
  const queue = [source];
  for (let i = 0; i < queue.length; i++) {
    for (const partial of compiled.get(queue[i]!)?.partials ?? []) {
      if (partial.source === source || found.has(partial.source)) continue;
      found.add(partial.source);
      queue.push(partial.source);
    }
  }
  return [...found];
}

/**
 * The document's headings with those of each partial it writes as a block spliced in where it is
 * written, as Docusaurus builds a page's table of contents. A partial's `#` title is not one of
 * them. A cycle (reported by `partialCycles`) stops at the repeat.
 */
export function headingsWithPartials(doc: CompiledDocument, compiled: Documents, within: ReadonlySet<string> = new Set([doc.source])): Heading[] {
  if (!doc.partialHeadings?.length) return doc.headings;
  const headings: Heading[] = [];
  let next = 0;
  for (const use of doc.partialHeadings) {
    headings.push(...doc.headings.slice(next, use.at));
    next = Math.max(next, use.at);
    const partial = compiled.get(use.source);
    if (!partial || within.has(use.source)) continue;
    headings.push(...headingsWithPartials(partial, compiled, new Set([...within, use.source])).filter((h) => h.depth > 1));
  }
  headings.push(...doc.headings.slice(next));
  return headings;
}

/**
 * What search indexes of a page: its document's sections, then those of the partials it shows (their
 * headings are in the page, so their anchors hold); the text of a partial before its first heading
 * joins the page's intro.
 */
export function sectionsWithPartials(source: string, compiled: Documents): Section[] {
  const own = compiled.get(source)?.sections ?? [];
  const partials = partialsOf(source, compiled).flatMap((p) => compiled.get(p)?.sections ?? []);
  if (!partials.length) return own;
  const intro = [...own, ...partials].filter((s) => s.depth === 1).map((s) => s.text).filter(Boolean).join('\n');
  const headed = [...own, ...partials].filter((s) => s.depth > 1);
  return own[0]?.depth === 1 || intro ? [{ ...own.find((s) => s.depth === 1), depth: 1, text: intro }, ...headed] : headed;
}

/**
 * An error for each import that closes a cycle of partials (a partial importing itself, or one
 * that imports it back), at that import.
 */
export function partialCycles(compiled: Documents, siteDir: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const name = (file: string) => path.relative(siteDir, file) || file;
  const visit = (source: string): void => {
    state.set(source, 'open');
    trail.push(source);
    for (const partial of compiled.get(source)?.partials ?? []) {
      const seen = state.get(partial.source);
      if (seen === 'open') {
        const cycle = [...trail.slice(trail.indexOf(partial.source)), partial.source].map(name);
        diagnostics.push({
          severity: 'error',
          code: 'partial-cycle',
          file: source,
          line: partial.line,
          column: partial.column,
          message: partial.source === source ? `This file imports itself (${name(source)}): the partial would contain itself forever.` : `This import closes a cycle of partials: ${cycle.join(' imports ')}.`,
          hint: 'A partial cannot contain itself: move the shared part into a partial of its own that neither imports.',
        });
      } else if (seen === undefined && compiled.has(partial.source)) {
        visit(partial.source);
      }
    }
    trail.pop();
    state.set(source, 'done');
  };
  for (const source of compiled.keys()) if (!state.has(source)) visit(source);
  return diagnostics;
}
