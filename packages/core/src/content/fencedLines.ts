const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Per line of a Markdown text, whether it belongs to a fenced code block (its fences included):
 * the one scan every "outside code" check of the raw text shares. A fence closes with a line of
 * at least as many of the same character and nothing else; an unclosed one runs to the end.
 */
export function fencedLines(text: string): boolean[] {
  const fenced: boolean[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const open = FENCE.exec(line);
    if (fence) {
      fenced.push(true);
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1]) fence = undefined;
    } else {
      fenced.push(open !== null);
      if (open) fence = open[1];
    }
  }
  return fenced;
}
