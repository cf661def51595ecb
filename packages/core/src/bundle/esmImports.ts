import { fencedLines } from '../content/fencedLines.ts';

const IMPORT_START = /^import(?=[\s{*'"])/;

/**
 * The top-level `import` blocks of an MDX body, everything else blanked (lines kept, so nothing
 * moves). For a document that does not compile: its imports can still be checked. As in MDX, an
 * import block starts at the beginning of a line outside code and runs to the next blank line.
 */
export function esmImports(body: string): string {
  const lines = body.split('\n');
  const fenced = fencedLines(body);
  const out: string[] = [];
  let inImport = false;
  /** An import block starts a paragraph: the line before is blank (or there is none). */
  let afterBlank = true;
  for (const [i, line] of lines.entries()) {
    const blank = line.trim() === '';
    if (blank) inImport = false;
    else if (!inImport && afterBlank && !fenced[i] && IMPORT_START.test(line)) inImport = true;
    afterBlank = blank || (fenced[i]! && !fenced[i + 1]);
    out.push(inImport ? line : '');
  }
  return out.join('\n');
}
