import type { Element, Parent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { visitTree } from './visitTree.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseCodeMeta } from './codeMeta.ts';
import { highlightBlocks, type CodeToHighlight } from './codeHighlighter.ts';
import { resolveLanguage } from './highlighter.ts';
import { firstCodeLine, magicCommentDiagnostics } from './magicCommentDiagnostics.ts';
import { DEFAULT_MAGIC_COMMENTS, lineClassesFromRange, stripMagicComments, type CodeLines } from './magicComments.ts';
import type { MagicCommentConfig } from './types.ts';

type Attribute = { type: 'mdxJsxAttribute'; name: string; value: string };

/**
 * Whether a `<pre><code>` is a Markdown code block (fenced or indented) rather than raw HTML
 * written in a `.md` file, whose attributes and markup must stay as written. Both elements of a
 * Markdown code block come from one node and share its place; in raw HTML, `<code>` can only
 * start after the `<pre ...>` tag. Elements a plugin made without a place count as code blocks.
 */
function isMarkdownCodeBlock(pre: Element, code: Element): boolean {
  if (!pre.position || !code.position) return true;
  const [a, b] = [pre.position.start, code.position.start];
  return a.line === b.line && a.column === b.column;
}

/**
 * Highlight fenced code at build time with shiki (both colour themes as CSS variables), so no
 * highlighter ships to the browser. Each block becomes `<CodeBlock>` with the highlighted lines as
 * one HTML string: a fraction of the size and render time of one React element per token.
 * Magic comments (`// highlight-next-line`, ...) are taken out of the code here, so the page, the
 * copy button and a live editor all get the code without them.
 */
export function rehypeCodeBlocks(options: { magicComments?: readonly MagicCommentConfig[]; cacheDir?: string; mermaid?: boolean } = {}) {
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  return async (tree: Root, file: VFile) => {
    const diagnostics: Diagnostic[] = [];
    const blocks: { parent: Parent; index: number; lang?: string; meta: ReturnType<typeof parseCodeMeta>; block: CodeToHighlight }[] = [];
    visitTree<Element, Parent>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code' || !isMarkdownCodeBlock(node, code)) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const written = toString(code).replace(/\n$/, '');
      // With `markdown.mermaid`, the block is a diagram: the theme draws it from its source, as Docusaurus's theme-mermaid does.
      if (lang === 'mermaid' && options.mermaid) {
        parent.children[index] = { type: 'mdxJsxFlowElement', name: 'Mermaid', attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: written }], children: [] } as unknown as Element;
        return;
      }
      const meta = parseCodeMeta((code.properties.dataMeta as string | undefined) ?? (code.data as { meta?: string } | undefined)?.meta);
      const lines: CodeLines = meta.highlightRange
        ? lineClassesFromRange(written, meta.highlightLines, magicComments)
        : stripMagicComments(written, { language: lang, magicComments });
      const start = node.position?.start.line;
      if (start !== undefined) {
        // Locating an issue splits the whole document into lines: only when there is one.
        if (lines.issues.length) {
          const source = String(file.value);
          diagnostics.push(...magicCommentDiagnostics(lines.issues, { file: file.path, source, firstLine: firstCodeLine(source, start) }));
        }
        if (meta.highlightRange && magicComments.length === 0) diagnostics.push(rangeWithoutClass(file.path, start));
      }
      // A live editor re-highlights as the reader types, without line classes (Docusaurus's
      // playground has none either): marking the first rendering only would flicker.
      blocks.push({ parent, index, lang, meta, block: { code: lines.code, language: resolveLanguage(lang), lineClasses: meta.live ? new Map() : lines.lineClasses } });
    });
    const html = await highlightBlocks(blocks.map((b) => b.block), options.cacheDir ? { dir: options.cacheDir, document: file.path } : undefined);
    blocks.forEach(({ parent, index, lang, meta, block }, i) => {
      const attributes: Attribute[] = [
        { type: 'mdxJsxAttribute', name: 'language', value: lang ?? 'text' },
        { type: 'mdxJsxAttribute', name: 'html', value: html[i]! },
      ];
      if (meta.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title });
      // The page will compile this code in the browser: its Content-Security-Policy must allow it.
      if (meta.live) file.data.liveCode = true;
      if (meta.live) attributes.push({ type: 'mdxJsxAttribute', name: 'live', value: 'true' }, { type: 'mdxJsxAttribute', name: 'code', value: block.code });
      if (meta.showLineNumbers) attributes.push({ type: 'mdxJsxAttribute', name: 'showLineNumbers', value: 'true' });
      parent.children[index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] } as unknown as Element;
    });
    if (diagnostics.length) file.data.codeBlockDiagnostics = diagnostics;
  };
}

/** Docusaurus fails the page here; a warning says the same and lets the rest of the build go on. */
function rangeWithoutClass(file: string, line: number): Diagnostic {
  return {
    severity: 'warning',
    code: 'highlight-range-without-class',
    file,
    line,
    column: 1,
    message: 'This fence names lines to highlight (`{...}`), but `themeConfig.prism.magicComments` is empty, so there is no class to give them.',
    hint: 'Add an entry to `themeConfig.prism.magicComments` (ranges use the first entry\'s `className`), or remove the range.',
  };
}
