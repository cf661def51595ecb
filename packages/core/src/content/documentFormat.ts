import type { MarkdownFormat } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { fencedLines } from './fencedLines.ts';
import type { SourceDocument } from './types.ts';

/**
 * How a file compiles, as Docusaurus 3 decides it: the front matter's `mdx.format` (or `format`) wins, then the
 * site's `markdown.format` (`mdx` by default: `.md` files are MDX too); `detect` goes by extension.
 */
export function documentFormat(file: string, frontMatter: Record<string, unknown>, siteFormat: MarkdownFormat): 'md' | 'mdx' {
  // Docusaurus reads `mdx: { format }`; a top-level `format` is accepted as the shorter form.
  const nested = frontMatter.mdx as { format?: unknown } | undefined;
  const own = typeof nested === 'object' && nested !== null && nested.format !== undefined ? nested.format : frontMatter.format;
  const chosen = own === 'md' || own === 'mdx' || own === 'detect' ? own : siteFormat;
  if (chosen === 'detect') return /\.mdx$/i.test(file) ? 'mdx' : 'md';
  return chosen;
}

const ESM_LINE = /^(import|export)\s+(?:[\w*{]|type\s)/;
const JSX_TAG = /<([A-Z][\w.]*)(?=[\s/>])/;

/** Lines outside code (fenced or indented) of a Markdown text, with their index. */
function* linesOutsideCode(body: string): Generator<[number, string]> {
  const lines = body.split('\n');
  const fenced = fencedLines(body);
  for (let i = 0; i < lines.length; i++) {
    // Indented code and inline code are not JSX either.
    if (!fenced[i] && !/^( {4}|\t)/.test(lines[i]!)) yield [i, lines[i]!];
  }
}

/** The first top-level `import`/`export` line outside code (1-based), which MDX reads as a module statement. */
export function firstEsmLine(body: string): number | undefined {
  for (const [i, line] of linesOutsideCode(body)) if (ESM_LINE.test(line)) return i + 1;
  return undefined;
}

/**
 * The first MDX-only construct in a file compiled as CommonMark, outside code: a top-level
 * `import`/`export` line or a capitalised JSX tag. CommonMark prints them as text, silently.
 */
export function firstMdxConstruct(body: string): { line: number; column: number; what: string } | undefined {
  for (const [i, line] of linesOutsideCode(body)) {
    if (ESM_LINE.test(line)) return { line: i + 1, column: 1, what: `\`${line.split(/\s/)[0]}\` line` };
    const text = line.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length));
    const tag = JSX_TAG.exec(text);
    if (tag) return { line: i + 1, column: tag.index + 1, what: `<${tag[1]}> component` };
  }
  return undefined;
}

/** A warning for a CommonMark file that was written as MDX, naming the settings that decide it. */
export function mdxInMarkdownWarning(doc: SourceDocument, siteFormat: MarkdownFormat): Diagnostic | undefined {
  if (doc.format !== 'md') return undefined;
  const found = firstMdxConstruct(doc.body);
  if (!found) return undefined;
  const because = documentFormat(doc.source, doc.frontMatter, 'mdx') === 'md' ? 'its front matter says the format is md' : `\`markdown.format\` is '${siteFormat}'${siteFormat === 'detect' ? ' and the file ends in .md' : ''}`;
  return {
    severity: 'warning',
    code: 'mdx-in-markdown',
    file: doc.source,
    line: found.line,
    column: found.column,
    message: `This file is compiled as CommonMark (${because}), so its ${found.what} shows as text on the page.`,
    hint: "Rename the file to .mdx, set `format: mdx` in its front matter, or set `markdown: { format: 'mdx' }` in docs.config.ts (Docusaurus's default).",
  };
}
