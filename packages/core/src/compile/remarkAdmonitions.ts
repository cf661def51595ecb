import type { Paragraph, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, visitTree } from './visitTree.ts';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'danger', 'warning', 'important'] as const;

/**
 * Rewrite `:::note Title` (the Docusaurus form) into the directive form `:::note[Title]` that
 * remark-directive parses. Only the opening line changes, so line numbers stay true.
 */
export function normalizeAdmonitionSyntax(source: string): string {
  const types = ADMONITION_TYPES.join('|');
  return source.replace(new RegExp(`^([ \\t]*:::(?:${types}))[ \\t]+([^\\[{\\n][^\\n]*?)[ \\t]*$`, 'gm'), '$1[$2]');
}

/**
 * Turn `:::type[title]` containers into `<Admonition type title>` elements the theme renders, and
 * give back as plain text any other directive (so `note:this` or `12:30` in prose stay as written).
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visitTree(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes((node as ContainerDirective).name)) {
        const directive = node as ContainerDirective;
        let title: string | undefined;
        const children = directive.children.filter((child) => {
          if (child.type === 'paragraph' && (child.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
            title = toString(child);
            return false;
          }
          return true;
        });
        const type = directive.name === 'warning' ? 'caution' : directive.name === 'important' ? 'info' : directive.name;
        const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: type }];
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
        parent.children[index] = { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children, position: directive.position } as unknown as RootContent;
        return;
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') {
        const d = node as TextDirective | LeafDirective | ContainerDirective;
        const marker = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
        const label = d.children.length && node.type !== 'containerDirective' ? `[${toString(d)}]` : '';
        const text: Text = { type: 'text', value: `${marker}${d.name}${label}`, position: d.position };
        if (node.type === 'textDirective') {
          (parent.children as RootContent[])[index] = text;
        } else if (node.type === 'leafDirective') {
          (parent.children as RootContent[])[index] = { type: 'paragraph', children: [text] } as Paragraph;
        } else {
          (parent.children as RootContent[]).splice(index, 1, { type: 'paragraph', children: [text] } as Paragraph, ...(d.children as RootContent[]));
        }
        return SKIP;
      }
    });
  };
}
