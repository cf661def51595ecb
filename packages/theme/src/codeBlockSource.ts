import { escapeHtml } from '@docs/client';
/**
 * `<CodeBlock>` written by hand in MDX or a page (`<CodeBlock language="ts" title="a.ts">{code}</CodeBlock>`)
 * has no build-time highlighting: its code is shown plain, escaped, in the same line structure the
 * highlighter gives, so line numbers and highlighted lines work the same.
 */

export interface CodeBlockSource {
  language: string;
  title?: string;
  /** 1-based numbers of the lines to highlight, from `{1,3-4}` in the metastring. */
  highlighted: Set<number>;
  /** The first line's number when line numbers show, else undefined. */
  firstLineNumber?: number;
}

/** The classes a highlighted line gets: the build's (see rehypeCodeBlocks) and the older one site styles use. */
export const HIGHLIGHTED_LINE_CLASSES = ['highlighted', 'theme-code-block-highlighted-line'];

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGE = /\{([\d,\s-]+)\}/;
const LINE_NUMBERS = /\bshowLineNumbers(?:=(\d+))?\b/;

function rangeLines(range: string): Set<number> {
  const lines = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    for (let n = from; n <= (to ?? from); n++) lines.add(n);
  }
  return lines;
}

/** What the props and the metastring say about a hand-written code block; props win over the metastring. */
export function codeBlockSource(o: { language?: string; className?: string; metastring?: string; title?: string; showLineNumbers?: boolean | number | string }): CodeBlockSource {
  const meta = o.metastring ?? '';
  const fromClass = o.className?.split(/\s+/).find((c) => c.startsWith('language-'))?.slice('language-'.length);
  const titleMatch = TITLE.exec(meta);
  const range = RANGE.exec(meta);
  const numbers = LINE_NUMBERS.exec(meta);
  let firstLineNumber: number | undefined;
  if (o.showLineNumbers === true || o.showLineNumbers === 'true' || o.showLineNumbers === '') firstLineNumber = 1;
  else if (typeof o.showLineNumbers === 'number') firstLineNumber = o.showLineNumbers;
  else if (typeof o.showLineNumbers === 'string' && /^\d+$/.test(o.showLineNumbers)) firstLineNumber = Number(o.showLineNumbers);
  else if (o.showLineNumbers === undefined && numbers) firstLineNumber = numbers[1] ? Number(numbers[1]) : 1;
  return {
    language: o.language ?? fromClass ?? 'text',
    title: o.title ?? (titleMatch ? (titleMatch[1] ?? titleMatch[2] ?? titleMatch[3]) : undefined),
    highlighted: range ? rangeLines(range[1]!) : new Set(),
    firstLineNumber,
  };
}


/** The code as the lines HTML the highlighter would give, without colours. */
export function plainCodeHtml(code: string, highlighted: Set<number>): string {
  return code
    .split('\n')
    .map((line, i) => {
      const classes = ['line', ...(highlighted.has(i + 1) ? HIGHLIGHTED_LINE_CLASSES : [])].join(' ');
      return `<span class="${classes}">${escapeHtml(line)}</span>`;
    })
    .join('\n');
}
