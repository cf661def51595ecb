const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const IMPORT_START = /^import(?=[\s{*'"])/;

/**
 * The top-level `import` blocks of an MDX body, everything else blanked (lines kept, so nothing
 * moves). For a document that does not compile: its imports can still be checked. As in MDX, an
 * import block starts at the beginning of a line outside code and runs to the next blank line.
 */
export function esmImports(body: string): string {
  const lines = body.split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  let inImport = false;
  /** An import block starts a paragraph: the line before is blank (or there is none). */
  let afterBlank = true;
  for (const line of lines) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1]) fence = undefined;
      out.push('');
      afterBlank = fence === undefined;
      continue;
    }
    const blank = line.trim() === '';
    if (blank) inImport = false;
    else if (!inImport && afterBlank && IMPORT_START.test(line)) inImport = true;
    else if (!inImport && open) fence = open[1];
    afterBlank = blank;
    out.push(inImport ? line : '');
  }
  return out.join('\n');
}
