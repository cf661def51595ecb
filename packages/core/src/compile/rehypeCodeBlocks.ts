import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import type { Highlighter } from 'shiki';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parseCodeMeta } from './codeMeta.ts';
import { CODE_THEME, resolveLanguage } from './highlighter.ts';

type Attribute = { type: 'mdxJsxAttribute'; name: string; value: string };

/**
 * Highlight fenced code at build time with shiki (both colour themes as CSS variables), so no
 * highlighter ships to the browser. Each block becomes `<CodeBlock>` with the highlighted lines as
 * one HTML string: a fraction of the size and render time of one React element per token.
 */
export function rehypeCodeBlocks(highlighter: Highlighter) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.properties.dataMeta as string | undefined) ?? (code.data as { meta?: string } | undefined)?.meta);
      const text = toString(code).replace(/\n$/, '');
      const highlighted = highlighter.codeToHast(text, {
        lang: resolveLanguage(lang),
        theme: CODE_THEME,
        transformers: [
          {
            line(line, n) {
              if (meta.highlightLines.has(n)) this.addClassToHast(line, 'highlighted');
            },
          },
        ],
      });
      const innerCode = (highlighted.children[0] as Element).children[0] as Element;
      const attributes: Attribute[] = [
        { type: 'mdxJsxAttribute', name: 'language', value: lang ?? 'text' },
        { type: 'mdxJsxAttribute', name: 'html', value: toHtml(innerCode.children) },
      ];
      if (meta.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title });
      // The page will compile this code in the browser: its Content-Security-Policy must allow it.
      if (meta.live) file.data.liveCode = true;
      if (meta.live) attributes.push({ type: 'mdxJsxAttribute', name: 'live', value: 'true' }, { type: 'mdxJsxAttribute', name: 'code', value: text });
      if (meta.showLineNumbers) attributes.push({ type: 'mdxJsxAttribute', name: 'showLineNumbers', value: 'true' });
      parent.children[index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] } as unknown as Element;
    });
  };
}
