import type { Element, ElementContent, Properties, Root } from 'hast';
import { visitTree } from './visitTree.ts';
import type { JsxAttribute, JsxElement as MdxJsxElement } from './mdxJsx.ts';

type JsxElement = MdxJsxElement<ElementContent>;

/** The JSX elements of MDX that become plain elements here, so `MDXComponents` reaches them. */
const ELEMENTS = new Set(['details', 'summary']);

/** The element's attributes as hast properties, or undefined when one is an expression (`open={x}`, `{...props}`). */
function propertiesOf(attributes: JsxAttribute[]): Properties | undefined {
  const properties: Properties = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return undefined;
    const { name, value } = attribute;
    if (value !== null && value !== undefined && typeof value !== 'string') return undefined;
    const key = name === 'class' ? 'className' : name;
    properties[key] = value == null ? true : key === 'className' ? value.split(/\s+/).filter(Boolean) : value;
  }
  return properties;
}

/**
 * MDX 3 renders a lower-case JSX tag as that HTML element, past any component mapping. Docusaurus
 * still shows `<details>` written in MDX as its Details component; so does this: a literal
 * `<details>` (and its `<summary>`) becomes an ordinary element, which the compiled module renders
 * through `components.details` when the theme gives one, and as the plain element when not (a
 * partial rendered on its own). Elements with expression attributes stay JSX, as written.
 */
export function rehypeDetailsElements() {
  return (tree: Root) => {
    visitTree(tree, (node, index, parent) => {
      const jsx = node as unknown as JsxElement;
      if ((jsx.type !== 'mdxJsxFlowElement' && jsx.type !== 'mdxJsxTextElement') || !jsx.name || !ELEMENTS.has(jsx.name) || !parent || index === undefined) return;
      const properties = propertiesOf(jsx.attributes);
      if (!properties) return;
      const element: Element = { type: 'element', tagName: jsx.name, properties, children: jsx.children, position: jsx.position };
      (parent.children as ElementContent[])[index] = element;
    });
  };
}
