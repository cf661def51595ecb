import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MagicCommentIssue } from './magicComments.ts';

/** Where a code block's first line of code is in its source file. */
export interface CodePosition {
  file: string;
  /** The document's source, to find the column of a comment (blockquotes and lists indent code). */
  source: string;
  /** 1-based line of the code's first line. */
  firstLine: number;
}

/**
 * The line of a code block's first code line: the line after the fence for fenced code, the
 * block's own first line for indented code.
 */
export function firstCodeLine(source: string, blockStartLine: number): number {
  const opening = source.split('\n')[blockStartLine - 1] ?? '';
  return /^[\s>]*(?:(?:[-*+]|\d+[.)])\s+)?(?:`{3,}|~{3,})/.test(opening) ? blockStartLine + 1 : blockStartLine;
}

const MESSAGES: Record<MagicCommentIssue['kind'], (i: MagicCommentIssue) => Pick<Diagnostic, 'code' | 'message' | 'hint'>> = {
  'unclosed-block': (i) => ({
    code: 'magic-comment-unclosed',
    message: `\`${i.start}\` has no \`${i.end}\` after it, so no line is highlighted (as in Docusaurus).`,
    hint: `Add \`${i.text.replace(i.start, i.end)}\` after the last line to highlight, or remove this comment.`,
  }),
  'unopened-end': (i) => ({
    code: 'magic-comment-unopened',
    message: `\`${i.end}\` closes no open \`${i.start}\`, so the lines from the previous \`${i.start}\` (or from the top of the block) down to it are highlighted (as in Docusaurus).`,
    hint: `Add \`${i.text.replace(i.end, i.start)}\` above the first line to highlight, or remove this comment.`,
  }),
  'nested-start': (i) => ({
    code: 'magic-comment-nested',
    message: `\`${i.start}\` again before \`${i.end}\`: ranges of one kind do not nest, so the range restarts here and the lines since the earlier \`${i.start}\` are not highlighted (as in Docusaurus).`,
    hint: `Close the first range with \`${i.end}\` before opening another.`,
  }),
  'empty-block': (i) => ({
    code: 'magic-comment-empty',
    message: `\`${i.end}\` right after \`${i.start}\` makes an empty range, which highlights the line just before it and the line just after (as in Docusaurus).`,
    hint: 'Put the lines to highlight between the two comments, or remove both.',
  }),
};

/** A warning per misplaced magic comment, at the comment's line and column in the source file. */
export function magicCommentDiagnostics(issues: readonly MagicCommentIssue[], at: CodePosition): Diagnostic[] {
  const sourceLines = at.source.split('\n');
  return issues.map((issue) => {
    const line = at.firstLine + issue.line - 1;
    const column = (sourceLines[line - 1] ?? '').indexOf(issue.text) + 1 || 1;
    return { severity: 'warning', file: at.file, line, column, ...MESSAGES[issue.kind](issue) };
  });
}
