import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visitTree } from './visitTree.ts';

/** Webpack's inline raw-loader prefix (see bundle/rawLoaderPlugin.ts). */
const RAW_LOADER = /^!{0,2}raw-loader!/;

/** The import a highlighted file is asked for by: `!!docs-code-html!{language, meta}!path` (see bundle/codeHtmlPlugin.ts). */
export const CODE_HTML_PREFIX = '!!docs-code-html!';

export interface CodeHtmlRequest {
  language?: string;
  /** The element's `metastring`, `title` and `showLineNumbers`, as a fence's info string would say them. */
  meta: string;
}

type EsmNode = { type: 'mdxjsEsm'; value: string; data?: { estree?: Program } };

const identifier = (name: string) => ({ type: 'Identifier', name });

/** `name={object.property}` as the MDX compiler takes an expression attribute. */
function memberAttribute(name: string, object: string, property: string): MdxJsxAttribute {
  const expression = { type: 'MemberExpression', object: identifier(object), property: identifier(property), computed: false, optional: false };
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } as unknown as Program;
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: `${object}.${property}`, data: { estree } } };
}

/** `import name from 'specifier'` as an ESM node of the tree. */
function importNode(name: string, specifier: string): EsmNode {
  const declaration = { type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(name) }], source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) }, attributes: [] };
  return { type: 'mdxjsEsm', value: `import ${name} from ${JSON.stringify(specifier)};`, data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } as unknown as Program } };
}

/** A string attribute's value; undefined when absent or written as an expression. */
function stringAttribute(element: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** The identifier an element's only child expression names (`{Source}`), whitespace around it ignored. */
function onlyExpression(element: MdxJsxFlowElement | MdxJsxTextElement): string | undefined {
  let children = element.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
  if (children.length === 1 && children[0]!.type === 'paragraph') children = children[0].children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
  const only = children.length === 1 ? children[0] : undefined;
  if (!only || (only.type !== 'mdxFlowExpression' && only.type !== 'mdxTextExpression')) return undefined;
  const name = only.value.trim();
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : undefined;
}

/**
 * `<CodeBlock language="js" title="a.js">{Source}</CodeBlock>` where `Source` is a
 * `!!raw-loader!` import: Docusaurus colours it in the browser with Prism. Here code is coloured at
 * build time, so the file is asked for highlighted too (an import the bundle answers with its HTML
 * and its code, magic comments applied) and given to the element as `html` and `code`, the props
 * of a fenced block. Other hand-written code blocks are left as they are.
 */
export function remarkRawCodeBlocks() {
  return (tree: Root) => {
    const raw = new Map<string, string>();
    for (const node of tree.children as (RootContent | EsmNode)[]) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of (node as EsmNode).data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !RAW_LOADER.test(statement.source.value)) continue;
        const name = (statement as ImportDeclaration).specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
        if (name) raw.set(name, statement.source.value.replace(RAW_LOADER, ''));
      }
    }
    if (!raw.size) return;
    const added: EsmNode[] = [];
    visitTree(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== 'CodeBlock' || element.attributes.some((a) => a.type === 'mdxJsxAttribute' && (a.name === 'html' || a.name === 'live'))) return;
      const source = onlyExpression(element);
      const file = source ? raw.get(source) : undefined;
      if (!file) return;
      const title = stringAttribute(element, 'title');
      const lineNumbers = element.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'showLineNumbers' && (a.value === null || a.value === 'true'));
      const meta = [stringAttribute(element, 'metastring'), title === undefined ? undefined : `title=${JSON.stringify(title)}`, lineNumbers ? 'showLineNumbers' : undefined].filter(Boolean).join(' ');
      const request: CodeHtmlRequest = { language: stringAttribute(element, 'language'), meta };
      const name = `__docsCodeHtml${added.length}`;
      added.push(importNode(name, `${CODE_HTML_PREFIX}${encodeURIComponent(JSON.stringify(request))}!${file}`));
      element.attributes.push(memberAttribute('html', name, 'html'), memberAttribute('code', name, 'code'));
    });
    tree.children.unshift(...(added as unknown as RootContent[]));
  };
}
