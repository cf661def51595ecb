import type { Heading, Nodes, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import type { Section } from './types.ts';

/** Nodes whose text is not prose a reader would search for. */
const SKIPPED = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'html', 'yaml', 'definition']);

/**
 * Nodes whose children are blocks (or rows, or cells): their texts are separate words, so they are
 * joined with a space. Anywhere else children are inline and run on as written ("**Wait**ing").
 */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'list', 'listItem', 'table', 'tableRow', 'footnoteDefinition', 'containerDirective', 'mdxJsxFlowElement']);

/**
 * The searchable text of a node. `toString` alone runs list items and table cells together
 * ("next.The team", "TypeDescription"), gluing the last word of one to the first of the next.
 */
export function blockText(node: Nodes): string {
  if (SKIPPED.has(node.type)) return '';
  // A hard line break is a word boundary that has no text of its own.
  if (node.type === 'break') return ' ';
  if (!('children' in node)) return toString(node);
  const parts = (node.children as Nodes[]).map(blockText);
  return BLOCK_PARENTS.has(node.type) ? parts.filter((p) => p.trim()).join(' ') : parts.join('');
}

/**
 * The document cut into sections for search: the intro before the first h2, then one section per
 * h2 and h3 with the text under it (deeper headings stay in their section). Runs after heading ids
 * are assigned, so each section knows the anchor it starts at. Code blocks are left out.
 */
export function remarkSections() {
  return (tree: Root, file: VFile) => {
    const sections: Section[] = [{ depth: 1, text: '' }];
    const append = (text: string) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (!clean) return;
      const current = sections[sections.length - 1]!;
      current.text = current.text ? `${current.text} ${clean}` : clean;
    };
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (SKIPPED.has(node.type)) continue;
        if (node.type === 'heading') {
          const heading = node as Heading;
          const title = toString(heading).trim();
          const id = (heading.data?.hProperties as { id?: string } | undefined)?.id;
          if (heading.depth === 2 || heading.depth === 3) sections.push({ depth: heading.depth, id, title, text: '' });
          else if (heading.depth > 3) append(title);
          continue;
        }
        // Containers (admonitions, JSX such as tabs) may hold headings and code of their own.
        if ((node.type === 'mdxJsxFlowElement' || node.type === 'containerDirective' || node.type === 'blockquote') && 'children' in node) {
          walk(node.children as RootContent[]);
          continue;
        }
        append(blockText(node));
      }
    };
    walk(tree.children);
    file.data.sections = sections.filter((s, i) => i === 0 || s.text || s.title);
  };
}
