import { directiveLinePattern } from './commentSyntax.ts';
import type { MagicCommentConfig } from './types.ts';

/** The class Docusaurus gives highlighted lines: site stylesheets written for Docusaurus target it. */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';

/** What applies when `themeConfig.prism.magicComments` is not set (the same as Docusaurus's default). */
export const DEFAULT_MAGIC_COMMENTS: MagicCommentConfig[] = [
  { className: HIGHLIGHTED_LINE_CLASS, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

/** Line number (1-based, in the code as shown) → its class names. */
export type LineClasses = Map<number, string[]>;

/**
 * A misplaced magic comment. The output still matches what Docusaurus renders for it; the issue
 * only lets the build say why the highlighting may not be what the author meant.
 */
export interface MagicCommentIssue {
  kind: 'unclosed-block' | 'unopened-end' | 'nested-start' | 'empty-block';
  /** 1-based line of the comment in the code as written. */
  line: number;
  /** The comment line as written. */
  text: string;
  /** The directives of the block concerned, for the message. */
  start: string;
  end: string;
}

export interface CodeLines {
  /** The code as shown and copied: magic comment lines removed. */
  code: string;
  lineClasses: LineClasses;
  issues: MagicCommentIssue[];
}

/**
 * Lines from a fence's `{1,3-5}`: they take the first magic comment's class, and the code is kept
 * as written (magic comments included), because a range and comments would number lines differently.
 */
export function lineClassesFromRange(code: string, lines: Iterable<number>, magicComments: readonly MagicCommentConfig[]): CodeLines {
  const lineClasses: LineClasses = new Map();
  const className = magicComments[0]?.className;
  const count = code.split('\n').length;
  if (className) for (const n of lines) if (n >= 1 && n <= count) lineClasses.set(n, [className]);
  return { code, lineClasses, issues: [] };
}

interface OpenBlock {
  /** Index, in the lines kept so far, of the first line of the block. */
  from: number;
  /** The start comment that opened it, while no end has closed it. */
  openedBy?: { line: number; text: string };
}

/** `from` to `to` inclusive, counting down when `to` is smaller: how Docusaurus reads `a-b`. */
function span(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  const out: number[] = [];
  for (let n = from; n !== to + step; n += step) out.push(n);
  return out;
}

/**
 * Remove the magic comment lines of `code` and work out which of the remaining lines they mark.
 * Edge cases follow Docusaurus, so a migrated page highlights the same lines: ranges of one class do
 * not nest (a second start moves the range's beginning), an end with no start highlights from the
 * top, a start with no end highlights nothing, and a comment on the last line marks no line.
 */
export function stripMagicComments(code: string, { language, magicComments }: { language: string | undefined; magicComments: readonly MagicCommentConfig[] }): CodeLines {
  const lineClasses: LineClasses = new Map();
  const issues: MagicCommentIssue[] = [];
  const directives = magicComments.flatMap((m) => [m.line, m.block?.start, m.block?.end].filter((d): d is string => !!d));
  const pattern = directiveLinePattern(language, directives);
  if (!pattern) return { code, lineClasses, issues };

  // A later entry wins a directive two entries share, as in Docusaurus.
  const byLine = new Map<string, MagicCommentConfig>();
  const byStart = new Map<string, MagicCommentConfig>();
  const byEnd = new Map<string, MagicCommentConfig>();
  for (const m of magicComments) {
    if (m.line) byLine.set(m.line, m);
    if (m.block) byStart.set(m.block.start, m);
    if (m.block) byEnd.set(m.block.end, m);
  }

  const kept: string[] = [];
  const marked = new Map<string, Set<number>>();
  const blocks = new Map<string, OpenBlock>();
  const mark = (className: string, indexes: number[]) => {
    const set = marked.get(className) ?? marked.set(className, new Set()).get(className)!;
    for (const i of indexes) set.add(i);
  };
  const lines = code.split('\n');
  lines.forEach((text, i) => {
    const match = pattern.exec(text);
    if (!match) {
      kept.push(text);
      return;
    }
    const directive = match.slice(1).find((group) => group !== undefined)!;
    // The comment line goes; the next kept line takes its index.
    const here = kept.length;
    const where = { line: i + 1, text: text.trim() };
    const lineKind = byLine.get(directive);
    const startKind = byStart.get(directive);
    const endKind = byEnd.get(directive);
    if (lineKind) {
      mark(lineKind.className, [here]);
    } else if (startKind) {
      const block = blocks.get(startKind.className);
      if (block?.openedBy) issues.push({ kind: 'nested-start', ...where, start: directive, end: startKind.block!.end });
      blocks.set(startKind.className, { from: here, openedBy: where });
    } else if (endKind) {
      const block = blocks.get(endKind.className) ?? { from: 0 };
      if (!block.openedBy) issues.push({ kind: 'unopened-end', ...where, start: endKind.block!.start, end: directive });
      else if (block.from === here) issues.push({ kind: 'empty-block', ...where, start: endKind.block!.start, end: directive });
      mark(endKind.className, span(block.from, here - 1));
      blocks.set(endKind.className, { from: block.from });
    }
  });
  for (const [className, block] of blocks) {
    if (!block.openedBy) continue;
    const kind = magicComments.find((m) => m.className === className && m.block)!;
    issues.push({ kind: 'unclosed-block', ...block.openedBy, start: kind.block!.start, end: kind.block!.end });
  }

  // Classes in the order the config lists them, whatever order the comments came in.
  for (const className of new Set(magicComments.map((m) => m.className))) {
    for (const index of [...(marked.get(className) ?? [])].sort((a, b) => a - b)) {
      if (index < 0 || index >= kept.length) continue;
      const n = index + 1;
      lineClasses.set(n, [...(lineClasses.get(n) ?? []), className]);
    }
  }
  issues.sort((a, b) => a.line - b.line);
  return { code: kept.join('\n'), lineClasses, issues };
}
