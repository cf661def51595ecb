import type { Element, Root, RootContent } from 'hast';
import 'mdast-util-mdx-jsx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { compileDocument } from './compileDocument.ts';
import { rehypeRawComments } from './rehypeRawComments.ts';
import { rehypeRawHtml } from './rehypeRawHtml.ts';

const hastOf = (markdown: string) => {
  const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRawHtml).use(rehypeRawComments);
  return processor.runSync(processor.parse(markdown)) as Root;
};
const compile = (body: string, format: 'md' | 'mdx' = 'md') =>
  compileDocument({ source: `/site/docs/page.${format}`, format, body, frontMatter: {} }, { permalinks: {}, baseUrl: '/' });

/** Every node of a tree, depth first, as `type` or `type:name`. */
function shapes(node: Root | RootContent): string[] {
  const own = 'name' in node && typeof node.name === 'string' ? `${node.type}:${node.name}` : node.type;
  return [own, ...('children' in node ? (node.children as RootContent[]).flatMap(shapes) : [])];
}

/** The `text` of every `<RawComment>` in a tree, in document order. */
function commentTexts(tree: Root): string[] {
  const texts: string[] = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'RawComment') {
      for (const attribute of node.attributes) if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'text') texts.push(String(attribute.value));
    }
  });
  return texts;
}

describe('rehypeRawComments', () => {
  it('turns comments between blocks into flow elements and comments in text into text elements', () => {
    const tree = hastOf('Before <!-- inline --> after.\n\n<!-- between -->\n\n- item <!-- in list -->\n');
    const all = shapes(tree);
    expect(all).not.toContain('comment');
    expect(all).toContain('mdxJsxTextElement:RawComment');
    expect(all).toContain('mdxJsxFlowElement:RawComment');
    expect(commentTexts(tree)).toEqual([' inline ', ' between ', ' in list ']);
  });

  it('keeps processing instructions, CDATA and declarations as the comments a browser makes of them', () => {
    expect(commentTexts(hastOf('a <?php echo $a; ?>\n\nb <![CDATA[x & y]]>\n\nc <!ELEMENT br EMPTY>\n'))).toEqual(['?php echo $a; ?', '[CDATA[x & y]]', 'ELEMENT br EMPTY']);
    // Outside SVG and MathML, such a comment ends at the first `>`, in a browser as here.
    expect(commentTexts(hastOf('b <![CDATA[>&<]]>\n'))).toEqual(['[CDATA[']);
  });

  it('leaves a doctype out, as a browser does in a page body', () => {
    const all = shapes(hastOf('<!DOCTYPE html>\n\ntext\n'));
    expect(all).not.toContain('doctype');
    expect(all).not.toContain('mdxJsxFlowElement:RawComment');
  });

  it('imports the component once, first in the module, and only when the document has a comment', () => {
    const tree = hastOf('<!-- one -->\n\ntext <!-- two -->\n');
    expect(tree.children[0]).toMatchObject({ type: 'mdxjsEsm', value: "import { RawComment } from '@docs/client'" });
    expect(shapes(tree).filter((s) => s === 'mdxjsEsm')).toHaveLength(1);
    expect(shapes(hastOf('<kbd>no comment</kbd>\n'))).not.toContain('mdxjsEsm');
  });

  it('takes the marker attribute off raw HTML, so a document cannot forge a comment', () => {
    const tree = hastOf('<div data-docs-raw="$">x</div>\n\n<template data-docs-raw="$"></template>\n');
    const elements = JSON.stringify(tree);
    expect(elements).not.toContain('dataDocsRaw');
    expect((tree.children.find((n) => n.type === 'element') as Element).tagName).toBe('div');
  });
});

describe('raw comments in compiled documents', () => {
  it('compiles a .md comment to the imported component, not to an empty expression', async () => {
    const { code, diagnostics } = await compile('Text <!-- note --> more.\n');
    expect(diagnostics).toEqual([]);
    expect(code).toMatch(/import \{RawComment\} from "@docs\/client"/);
    // The binding, not `_components.RawComment`: a site's MDXComponents need not know it.
    expect(code).toMatch(/_jsx\(RawComment, \{\s*text: " note "\s*\}\)/);
  });

  it('leaves .mdx alone (comments there are `{/* */}`) and .md files without comments unchanged', async () => {
    expect((await compile('Text {/* note */} more.\n', 'mdx')).code).not.toContain('RawComment');
    expect((await compile('Plain *text*.\n')).code).not.toContain('RawComment');
  });
});
