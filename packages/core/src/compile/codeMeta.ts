/** What a fence's info string says besides the language: ```ts title="a.ts" {1,3-4} live */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  live: boolean;
  showLineNumbers: boolean;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const highlightLines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (a === undefined || Number.isNaN(a)) continue;
      for (let n = a; n <= (b !== undefined && !Number.isNaN(b) ? b : a); n++) highlightLines.add(n);
    }
  }
  const rest = text.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '').replace(/\{[\d,\s-]+\}/, '');
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightLines,
    live: /(^|\s)live(\s|$)/.test(rest),
    showLineNumbers: /(^|\s)showLineNumbers(\s|$)/.test(rest),
  };
}
