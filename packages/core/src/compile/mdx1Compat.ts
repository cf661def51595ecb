/**
 * MDX 1 syntax that MDX 3 no longer parses, accepted the way Docusaurus's `markdown.mdx1Compat`
 * does, and hints for the MDX 1 habits that fail without it. Every rewrite keeps each line's
 * length, so positions in diagnostics stay true.
 */

import type { Mdx1CompatOptions } from '../config/types.ts';
import { fencedLines } from '../content/fencedLines.ts';
import type { SourceDocument } from '../content/types.ts';
import { normalizeAdmonitionSyntax } from './remarkAdmonitions.ts';

/** Call `rewrite` on each stretch of the source outside fenced code, with inline code masked. */
function outsideCode(source: string, rewrite: (text: string) => string): string {
  const lines = source.split('\n');
  const fenced = fencedLines(source);
  const out: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (!prose.length) return;
    out.push(rewriteMaskingInlineCode(prose.join('\n'), rewrite));
    prose = [];
  };
  for (const [i, line] of lines.entries()) {
    if (!fenced[i]) {
      prose.push(line);
      continue;
    }
    flush();
    out.push(line);
  }
  flush();
  return out.join('\n');
}

function rewriteMaskingInlineCode(text: string, rewrite: (text: string) => string): string {
  const spans: string[] = [];
  // A private-use character stands for each code span while the rewrite runs.
  const masked = text.replace(/(`+)[^`][\s\S]*?\1/g, (m) => (spans.push(m), `\uE000${spans.length - 1}\uE001`));
  return rewrite(masked).replace(/\uE000(\d+)\uE001/g, (_m, i: string) => spans[Number(i)]!);
}

/**
 * `<!-- text -->` → `{/* text *\/}`, same width: MDX 3 only knows JavaScript comments. A `*\/`
 * inside the comment would end the new one early, so it loses its slash.
 */
export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  return outsideCode(source, (text) => text.replace(/<!--([\s\S]*?)-->/g, (_m, body: string) => `{/* ${body.replace(/\*\//g, '* ')}*/}`));
}

/**
 * In MDX `{` opens an expression, so `## Title {#id}` would not parse: escape the brace on heading
 * lines (one character, so positions after it move by one column only on those lines).
 */
export function escapeHeadingIds(source: string): string {
  return source.replace(/^(#{1,6}[ \t].*?)\{#([^}\s]+)\}[ \t]*$/gm, '$1\\{#$2}');
}

/** What the compiler reads: the body with the MDX 1 syntax the site accepts rewritten, widths kept. */
export function compilableSource(doc: Pick<SourceDocument, 'body' | 'format'>, compat: Mdx1CompatOptions): string {
  let text = doc.body;
  if (doc.format === 'mdx' && compat.comments) text = htmlCommentsToMdx(text);
  if (doc.format === 'mdx' && compat.headingIds) text = escapeHeadingIds(text);
  if (compat.admonitions) text = normalizeAdmonitionSyntax(text);
  return text;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * When an MDX parse error is one of the known differences between MDX 1 (Docusaurus 2) and MDX 3
 * (Docusaurus 3), what it is and how to fix it. `lineText` is the source line of the error.
 */
export function mdx1Hint(reason: string, ruleId: string | undefined, lineText: string, column: number | undefined): string | undefined {
  const at = column ? lineText.slice(column - 2) : lineText;
  if (/to create a comment in MDX/.test(reason) || (ruleId === 'unexpected-character' && at.startsWith('<!--'))) {
    return 'MDX 1 accepted HTML comments; MDX 3 does not. Write `{/* comment */}`, or turn on `markdown: { mdx1Compat: { comments: true } }` in docs.config.ts.';
  }
  if (/to create a link in MDX/.test(reason)) {
    return 'MDX 1 accepted `<https://...>` autolinks; MDX 3 does not. Write the bare URL (it is linked automatically) or `[text](https://...)`.';
  }
  const tag = /Expected a closing tag for `<([\w.:-]+)>`/.exec(reason)?.[1];
  if (tag && VOID_ELEMENTS.has(tag.toLowerCase())) {
    return `MDX 1 accepted HTML's unclosed \`<${tag}>\`; MDX 3 reads tags as JSX, where it must close itself: write \`<${tag} />\`.`;
  }
  if (tag) {
    return `MDX 1 accepted HTML's optional closing tags; MDX 3 reads tags as JSX: close \`<${tag}>\` with \`</${tag}>\` in the same paragraph or block, or put blank lines around the tags so each stands alone.`;
  }
  if (ruleId === 'acorn' || /Could not parse expression|Unexpected end of file in expression/.test(reason)) {
    return 'MDX 1 showed `{` in text as it is; in MDX 3 it starts a JavaScript expression. Escape it as `\\{`, or put the text in `inline code`.';
  }
  if (ruleId === 'unexpected-character' && /before name/.test(reason)) {
    return 'In MDX 3, `<` starts a JSX tag: write `\\<` or `&lt;` for a less-than sign, or put the text in `inline code`.';
  }
  if (ruleId === 'unexpected-closing-slash') {
    return 'A closing tag without its opening tag in the same block: MDX 3 reads tags as JSX. Remove it, or open the tag in the same paragraph.';
  }
  return undefined;
}
