import type { ElementContent, Nodes, Parents, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
import { visitTree } from './visitTree.ts';

/** Where compiled content takes the component from (resolved by the bundler's alias plugin). */
export const RAW_COMMENT_SOURCE = '@docs/client';
export const RAW_COMMENT_NAME = 'RawComment';

/** hast's name of the attribute that carries a marker's text on the server (see RawComment.tsx). */
const MARKER_PROPERTY = 'dataDocsRaw';

type RawCommentElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/**
 * A comment among phrasing content (text next to it) is a text element, one between blocks a flow
 * element: MDX renders both alike, but later plugins see the tree as it reads.
 */
function rawComment(text: string, siblings: (RootContent | ElementContent)[]): RawCommentElement {
  const inline = siblings.some((node) => node.type === 'text' && node.value.trim() !== '');
  return {
    type: inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
    name: RAW_COMMENT_NAME,
    attributes: [{ type: 'mdxJsxAttribute', name: 'text', value: text }],
    children: [],
  };
}

/**
 * An import binding, rather than an entry of the MDX components: MDX uses a component in scope
 * directly, so a site whose `MDXComponents` shadow lacks `RawComment` still renders its comments.
 */
function rawCommentImport(): MdxjsEsmHast {
  return {
    type: 'mdxjsEsm',
    value: `import { ${RAW_COMMENT_NAME} } from '${RAW_COMMENT_SOURCE}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportSpecifier', imported: { type: 'Identifier', name: RAW_COMMENT_NAME }, local: { type: 'Identifier', name: RAW_COMMENT_NAME } }],
            source: { type: 'Literal', value: RAW_COMMENT_SOURCE },
            attributes: [],
          },
        ],
      },
    },
  };
}

/**
 * Keep the raw comments of a Markdown (`.md`) document in its page. After rehype-raw, comments,
 * processing instructions (`<?php ?>`), CDATA sections and declarations (`<!ELEMENT>`) are all
 * hast comments, as a browser parses them; MDX would compile each to nothing, since React cannot
 * render a comment. Each becomes `<RawComment text>`, whose server render the render stage turns
 * back into the comment. A `<!DOCTYPE>` never gets here: rehype-raw parses raw HTML as body
 * content, where a doctype is dropped, exactly as a browser drops one in a page's body.
 */
export function rehypeRawComments() {
  return (tree: Root) => {
    let found = false;
    visitTree<Nodes, Parents>(tree, (node, index, parent) => {
      // The marker's attribute is the render stage's alone: raw HTML that forges one loses it.
      if (node.type === 'element' && MARKER_PROPERTY in node.properties) delete node.properties[MARKER_PROPERTY];
      if (node.type !== 'comment' || !parent || index === undefined) return;
      parent.children[index] = rawComment(node.value, parent.children);
      found = true;
    });
    if (found) tree.children.unshift(rawCommentImport());
  };
}
