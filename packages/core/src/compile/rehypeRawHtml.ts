import { nodeTypes } from '@mdx-js/mdx';
import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { EXIT, visitTree } from './visitTree.ts';

/**
 * Whether a tree holds raw HTML: the parser's own answer, so every form CommonMark calls HTML
 * counts (a block that opens with a closing tag, comments, `<?php ?>`, `<![CDATA[ ]]>`,
 * `<!DOCTYPE>`) and nothing inside code does. A guess from the text would silently drop the HTML
 * it misses.
 */
export function hasRawHtml(tree: Root): boolean {
  let found = false;
  visitTree(tree, 'raw', () => {
    found = true;
    return EXIT;
  });
  return found;
}

/**
 * Parse the raw HTML of a Markdown (`.md`) document into elements, keeping MDX's own nodes as they
 * are. rehype-raw re-parses the whole tree with parse5 (a third of the compile time), so a tree
 * without raw HTML is left alone.
 */
export function rehypeRawHtml() {
  const parse = rehypeRaw({ passThrough: [...nodeTypes] });
  return (tree: Root, file: VFile): Root => (hasRawHtml(tree) ? parse(tree, file) : tree);
}
