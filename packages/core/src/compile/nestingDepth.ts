import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * The deepest nesting of block quotes and list items a document may have. Real documents stay
 * under ten; the Markdown parser's time grows with the cube of the depth (200 levels take half a
 * second, 1,000 take minutes) and the tree's recursion overflows the stack beyond that.
 */
export const MAX_NESTING = 100;

/** A block quote marker or a list item marker, with the blank after it. */
const CONTAINER_MARKER = /^(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$)[ \t]?/;
const FENCE = /^(`{3,}|~{3,})/;

/** Width of leading whitespace, a tab counting to the next multiple of four. */
function indentWidth(line: string): { width: number; length: number } {
  let width = 0;
  let i = 0;
  for (; i < line.length; i++) {
    if (line[i] === ' ') width++;
    else if (line[i] === '\t') width += 4 - (width % 4);
    else break;
  }
  return { width, length: i };
}

/**
 * Where the document's containers nest deeper than MAX_NESTING, found by a scan of the raw text
 * before any parsing (which is what would take the time). The depth of a line is its markers
 * (`> > -` is three) plus its indentation in steps of two columns, the least a nested list item
 * needs; code fences are skipped. It may overestimate, never underestimate.
 */
export function excessiveNesting(body: string, file: string): Diagnostic | undefined {
  let fence: string | undefined;
  let lineNumber = 0;
  for (const raw of body.split('\n')) {
    lineNumber++;
    let rest = raw;
    let depth = 0;
    for (;;) {
      const indent = indentWidth(rest);
      depth += Math.floor(indent.width / 2);
      rest = rest.slice(indent.length);
      const marker = CONTAINER_MARKER.exec(rest);
      if (!marker || fence) break;
      depth++;
      rest = rest.slice(marker[0].length);
    }
    const opening = FENCE.exec(rest)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && rest.slice(opening.length).trim() === '') fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    if (depth > MAX_NESTING) {
      return {
        severity: 'error',
        code: 'nesting-too-deep',
        file,
        line: lineNumber,
        column: 1,
        message: `Lists and block quotes nest ${depth} levels deep here; at most ${MAX_NESTING} are allowed.`,
        hint: 'Flatten the structure: no reader follows more than a few levels of nesting.',
      };
    }
  }
  return undefined;
}
