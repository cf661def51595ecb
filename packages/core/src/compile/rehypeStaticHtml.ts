import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { escapeHtml } from '../render/htmlShell.ts';
import type { JsxAttribute, JsxElement } from './mdxJsx.ts';
import { valueToEstree } from './valueToEstree.ts';
import { visitTree } from './visitTree.ts';

/*
 * MDX turns every element into a JSX call, and a document into a JavaScript tree several times
 * the size of its HTML: a table of 50,000 rows was 20 MB of code, from 3 million tree nodes. Parts
 * of a page with no component in them (no element the MDX components replace, no expression) need
 * no JSX: each largest such part becomes its outermost element with the rest as one HTML string,
 * the way `<CodeBlock>` takes its highlighted lines. React renders the same elements from it, on
 * the server and in the browser.
 */

/** Elements whose content may only be text and phrasing elements. */
const PHRASING = new Set(['abbr', 'b', 'br', 'code', 'del', 'em', 'i', 'input', 'ins', 'kbd', 'mark', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'var', 'wbr']);
/** Elements without content. */
const VOID = new Set(['br', 'hr', 'input', 'wbr']);
/** Elements that may hold any of these elements (flow content). */
const FLOW_PARENTS = new Set(['blockquote', 'dd', 'div', 'li', 'td', 'th']);
/**
 * Elements that hold only certain others: the HTML parser moves or implies elements anywhere else
 * (a `<td>` outside a row is dropped, a `<tr>` straight in a `<table>` gets a `<tbody>`), and the
 * page would no longer be the tree React makes.
 */
const ONLY: Record<string, ReadonlySet<string>> = {
  table: new Set(['thead', 'tbody', 'tfoot']),
  thead: new Set(['tr']),
  tbody: new Set(['tr']),
  tfoot: new Set(['tr']),
  tr: new Set(['td', 'th']),
  ul: new Set(['li']),
  ol: new Set(['li']),
  dl: new Set(['dt', 'dd']),
};
/** Elements only those above may hold. */
const PLACED = new Set(Object.values(ONLY).flatMap((set) => [...set]));
/** Where MDX drops line-break texts (React warns about any text in a table but a cell's). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const HTML_SPACE = /^[ \t\n\f\r]*$/;

/**
 * The properties written here, each with its HTML attribute and React prop: no URL (a link or an
 * image is a component, and its address is checked there), no style, no event handler. An element
 * with any other property keeps its JSX.
 */
const ATTRIBUTES: Record<string, { html: string; react: string; on?: ReadonlySet<string>; boolean?: true }> = {
  className: { html: 'class', react: 'className' },
  id: { html: 'id', react: 'id' },
  title: { html: 'title', react: 'title' },
  lang: { html: 'lang', react: 'lang' },
  dir: { html: 'dir', react: 'dir' },
  start: { html: 'start', react: 'start', on: new Set(['ol']) },
  colSpan: { html: 'colspan', react: 'colSpan', on: new Set(['td', 'th']) },
  rowSpan: { html: 'rowspan', react: 'rowSpan', on: new Set(['td', 'th']) },
  // GFM task list items: `<input type="checkbox" disabled>`.
  type: { html: 'type', react: 'type', on: new Set(['input']) },
  checked: { html: 'checked', react: 'checked', on: new Set(['input']), boolean: true },
  disabled: { html: 'disabled', react: 'disabled', on: new Set(['input']), boolean: true },
};
/** GFM column alignment, which MDX writes as `style="text-align:..."` on cells. */
const ALIGNMENTS = new Set(['left', 'center', 'right']);

type Attribute = { name: string; value: string | true } | { name: 'style'; align: string };

/** An element's attributes, or undefined when one cannot be written here. */
function attributesOf(element: Element): Attribute[] | undefined {
  const attributes: Attribute[] = [];
  for (const [property, value] of Object.entries((element.properties ?? {}) as Properties)) {
    if (value === null || value === undefined || value === false) continue;
    if (property === 'align' && (element.tagName === 'td' || element.tagName === 'th')) {
      if (typeof value !== 'string' || !ALIGNMENTS.has(value)) return undefined;
      attributes.push({ name: 'style', align: value });
      continue;
    }
    const known = ATTRIBUTES[property];
    if (!known || (known.on && !known.on.has(element.tagName))) return undefined;
    // React writes a boolean attribute empty, and leaves out `true` anywhere else.
    if (known.boolean || value === true) {
      if (!known.boolean || value !== true) return undefined;
      attributes.push({ name: property, value: true });
    } else if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) attributes.push({ name: property, value: String(value) });
    else if (property === 'className' && Array.isArray(value)) attributes.push({ name: property, value: value.join(' ') });
    else return undefined;
  }
  if (element.tagName === 'input' && element.properties?.type !== 'checkbox') return undefined;
  return attributes;
}

/** Whether `child` may be inside `parent` as the HTML parser reads it. */
function fits(parent: string, child: string): boolean {
  const only = ONLY[parent];
  if (only) return only.has(child);
  if (PLACED.has(child)) return false;
  if (PHRASING.has(parent) || parent === 'p' || parent === 'dt') return PHRASING.has(child);
  return FLOW_PARENTS.has(parent);
}

/** Elements written as HTML here. */
const WRITTEN = new Set([...PHRASING, ...VOID, ...FLOW_PARENTS, ...Object.keys(ONLY), 'p', 'dt']);

/** An element written as HTML here: its tag, its own attributes, and its content's HTML. */
interface Written {
  tagName: string;
  attributes: Attribute[];
  html: string;
}

/**
 * An element written as HTML, as it waits in the tree: small (no place, no JavaScript tree yet),
 * and taken whole into a larger plain part if one turns up. `finish` makes it JSX at the end.
 */
type WrittenNode = JsxElement & { data: { _mdxExplicitJsx: true; writtenAsHtml: Written } };

const written = (node: unknown): Written | undefined => (node as Partial<WrittenNode>).data?.writtenAsHtml;

/** The tag of a node that can be part of plain HTML: an element, or one already written. */
const tagOf = (node: RootContent | ElementContent): string | undefined => (node.type === 'element' ? node.tagName : written(node)?.tagName);

/** Whether an element with plain children is plain: written here, and its content where HTML puts it. */
function plainElement(element: Element, replaced: ReadonlySet<string>): boolean {
  const tag = element.tagName;
  if (!WRITTEN.has(tag) || replaced.has(tag) || (VOID.has(tag) && element.children.length)) return false;
  for (const child of element.children) {
    const childTag = tagOf(child);
    if (childTag !== undefined ? !fits(tag, childTag) : child.type === 'text' && tag in ONLY && !HTML_SPACE.test(child.value)) return false;
  }
  return attributesOf(element) !== undefined;
}

type Parent = { type: string; tagName?: string; children: (RootContent | ElementContent)[] };

/**
 * Whether `node` is plain HTML; when it is not, its children that are become HTML now (each is
 * then a largest plain part). An element of text only stays JSX: as HTML it would be no smaller.
 */
function settle(node: Parent, replaced: ReadonlySet<string>): boolean {
  const plainChildren = node.children.map((child) => (written(child) ? true : 'children' in child && child.children ? settle(child as Parent, replaced) : child.type === 'text'));
  if (node.type === 'element' && plainChildren.every(Boolean) && plainElement(node as Element, replaced)) return true;
  node.children.forEach((child, i) => {
    if (plainChildren[i] && child.type === 'element' && child.children.some((c) => tagOf(c) !== undefined)) node.children[i] = writtenNode(child) as unknown as RootContent;
  });
  return false;
}

/**
 * Turn the largest parts of the tree that are plain HTML into one element each, its content an
 * HTML string. `replaced` names the elements the MDX components replace (those stay JSX); without
 * it, nothing is known to be plain and the tree is left as it is.
 */
export function rehypeStaticHtml(options: { replaced?: readonly string[] } = {}) {
  const replaced = new Set(options.replaced);
  return (tree: Root) => {
    if (!options.replaced) return;
    settle(tree, replaced);
    finish(tree);
  };
}

/**
 * One element as `rehypeStaticHtml` would leave it, when it is the largest plain part: written as
 * HTML if plain, else with its plain parts written. Done as the HTML tree is made (a table row, say),
 * the element's tree is let go at once; the pass at the end takes it into a larger part if there is one.
 */
export function writtenIfPlain(element: Element, replaced: ReadonlySet<string>): Element | JsxElement {
  const parent: Parent = { type: 'root', children: [element] };
  settle(parent, replaced);
  return parent.children[0] as Element | JsxElement;
}

function writtenNode(element: Element): WrittenNode {
  const writtenAsHtml = { tagName: element.tagName, attributes: attributesOf(element)!, html: htmlOf(element.children, element.tagName) };
  return { type: 'mdxJsxFlowElement', name: element.tagName, attributes: [], children: [], data: { _mdxExplicitJsx: true, writtenAsHtml } };
}

/**
 * Make each written element JSX: the element with `dangerouslySetInnerHTML`. Siblings of one tag
 * and no attributes (the rows of a table) become one array of their HTML strings, mapped to
 * elements when the page renders: a row is then a string in the module, not a call.
 */
function finish(tree: Root): void {
  visitTree<Parent>(tree, (node) => {
    if (!node.children?.some((child) => written(child))) return;
    // MDX leaves out line breaks between table rows and cells (React would warn of them).
    const dropsBreaks = node.type === 'element' && TABLE_PARTS.has(node.tagName!);
    const children: (RootContent | ElementContent)[] = [];
    let run: Written[] = [];
    const flush = () => {
      if (run.length > 1) children.push(elementsOf(run));
      else if (run.length) children.push(asJsx(run[0]!) as unknown as RootContent);
      run = [];
    };
    for (const child of node.children) {
      const done = written(child);
      const joins = done !== undefined && !done.attributes.length;
      if (joins && (!run.length || run[0]!.tagName === done.tagName)) {
        run.push(done);
        continue;
      }
      if (dropsBreaks && run.length && child.type === 'text' && child.value === '\n') continue;
      flush();
      if (joins) run.push(done);
      else children.push(done ? (asJsx(done) as unknown as RootContent) : child);
    }
    flush();
    node.children = children;
  });
}

/** One written element as JSX. */
function asJsx({ tagName, attributes, html }: Written): JsxElement {
  const jsxAttributes: JsxAttribute[] = attributes.map((a) =>
    'align' in a ? expressionAttribute('style', { textAlign: a.align }) : { type: 'mdxJsxAttribute', name: ATTRIBUTES[a.name]!.react, value: a.value === true ? null : a.value },
  );
  jsxAttributes.push(expressionAttribute('dangerouslySetInnerHTML', { __html: html }));
  // Explicit JSX: the element itself is written as it is, not looked up in the MDX components.
  return { type: 'mdxJsxFlowElement', name: tagName, attributes: jsxAttributes, children: [], data: { _mdxExplicitJsx: true } } as JsxElement;
}

function expressionAttribute(name: string, value: Record<string, string>): JsxAttribute {
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: program(valueToEstree(value)) } } };
}

const program = (expression: object) => ({ type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression }] });
const identifier = (name: string) => ({ type: 'Identifier', name });
const jsxAttribute = (name: string, expression: object) => ({ type: 'JSXAttribute', name: { type: 'JSXIdentifier', name }, value: { type: 'JSXExpressionContainer', expression } });

/** `{[html, ...].map((__html, key) => <tag key={key} dangerouslySetInnerHTML={{ __html }} />)}` */
function elementsOf(run: Written[]): RootContent {
  const element = {
    type: 'JSXElement',
    // Explicit JSX, as above.
    data: { _mdxExplicitJsx: true },
    openingElement: {
      type: 'JSXOpeningElement',
      name: { type: 'JSXIdentifier', name: run[0]!.tagName },
      attributes: [jsxAttribute('key', identifier('key')), jsxAttribute('dangerouslySetInnerHTML', { type: 'ObjectExpression', properties: [{ type: 'Property', kind: 'init', key: identifier('__html'), value: identifier('__html'), shorthand: true, method: false, computed: false }] })],
      selfClosing: true,
    },
    closingElement: null,
    children: [],
  };
  const strings = { type: 'ArrayExpression', elements: run.map((w) => ({ type: 'Literal', value: w.html })) };
  const map = { type: 'MemberExpression', object: strings, property: identifier('map'), computed: false, optional: false };
  const render = { type: 'ArrowFunctionExpression', params: [identifier('__html'), identifier('key')], body: element, expression: true, async: false, generator: false };
  const estree = program({ type: 'CallExpression', callee: map, arguments: [render], optional: false });
  return { type: 'mdxFlowExpression', value: '', data: { estree } } as unknown as RootContent;
}

/**
 * An element's start tag. React's own markup where it costs nothing, so a page's bytes barely
 * change: a void element closed with `/>`, an input's `checked` after its other attributes.
 */
function openingTag(tagName: string, attributes: Attribute[]): string {
  let html = `<${tagName}`;
  for (const a of [...attributes].sort((x, y) => Number(x.name === 'checked') - Number(y.name === 'checked'))) {
    if ('align' in a) html += ` style="text-align:${escapeHtml(a.align)}"`;
    else html += a.value === true ? ` ${ATTRIBUTES[a.name]!.html}=""` : ` ${ATTRIBUTES[a.name]!.html}="${escapeHtml(a.value)}"`;
  }
  return html + (VOID.has(tagName) ? '/>' : '>');
}

/** The HTML of plain content; every text and attribute value goes through `escapeHtml`. */
function htmlOf(children: (ElementContent | RootContent)[], parent: string): string {
  let html = '';
  for (const child of children) {
    const done = written(child);
    if (done) html += `${openingTag(done.tagName, done.attributes)}${done.html}</${done.tagName}>`;
    else if (child.type === 'element') html += openingTag(child.tagName, attributesOf(child)!) + (VOID.has(child.tagName) ? '' : `${htmlOf(child.children, child.tagName)}</${child.tagName}>`);
    else if (child.type === 'text' && !(TABLE_PARTS.has(parent) && child.value === '\n')) html += escapeHtml(child.value);
  }
  return html;
}
