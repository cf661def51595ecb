/** What a fence's info string says besides the language: ```ts title="a.ts" {1,3-4} live */
export interface CodeMeta {
  title?: string;
  /** Lines named by `{1,3-5}` (1-based; a range may count down, `{5-3}`, as in Docusaurus). */
  highlightLines: Set<number>;
  /**
   * The fence has a `{...}` range. Like Docusaurus, its magic comments are then left as code, so the
   * numbers count the lines as written.
   */
  highlightRange: boolean;
  live: boolean;
  showLineNumbers: boolean;
}

const TITLE = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGE = /\{([\d,\s-]+)\}/;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = TITLE.exec(text);
  // A title may contain braces (`title="{1}.ts"`): ranges are looked for outside it.
  const withoutTitle = text.replace(TITLE, '');
  const ranges = RANGE.exec(withoutTitle);
  const highlightLines = new Set<number>();
  if (ranges) for (const n of parseRanges(ranges[1]!)) if (n > 0) highlightLines.add(n);
  const rest = withoutTitle.replace(RANGE, '');
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightLines,
    highlightRange: ranges !== null,
    live: /(^|\s)live(\s|$)/.test(rest),
    showLineNumbers: /(^|\s)showLineNumbers(\s|$)/.test(rest),
  };
}

/** `1,3-5` → 1, 3, 4, 5; a part that is not a number or a range is skipped. */
function parseRanges(list: string): number[] {
  const out: number[] = [];
  for (const part of list.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    const step = from <= to ? 1 : -1;
    for (let n = from; n !== to + step; n += step) out.push(n);
  }
  return out;
}
