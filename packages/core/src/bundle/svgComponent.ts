import { parseFragment } from 'parse5';
import { find, hastToReact, svg as svgSchema } from 'property-information';
import styleToJs from 'style-to-js';

/** A parsed node, as parse5 gives it (its tree adapter's types are not exported in a usable shape). */
interface SvgNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string; prefix?: string }[];
  childNodes?: SvgNode[];
}

/** The result of turning an SVG file into a component module. */
export type SvgComponentResult = { code: string } | { error: string };

/** Elements that run code or pull in other documents: a hostile SVG's way to run script in the page. */
const UNSAFE_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'handler', 'listener']);

/** Attribute names animations may set: `<set attributeName="href" to="javascript:…">` is a link that runs script. */
const LINK_ATTRIBUTES = /^(?:xlink:)?href$/i;

/** A URL that runs script or opens a document the SVG wrote itself (whitespace and controls ignored, as browsers do). */
const UNSAFE_URL = /^(?:javascript|vbscript|data:(?!image\/(?:png|gif|jpe?g|webp|avif)[;,]))/i;

const isUnsafeUrl = (value: string) => UNSAFE_URL.test(value.replace(/[\u0000-\u0020]/g, ''));

/** Prefixes whose attributes React knows under a name of its own (`xlinkHref`, `xmlSpace`, `xmlnsXlink`). */
const KNOWN_PREFIXES = new Set(['xlink', 'xml', 'xmlns']);

/** The React prop an SVG attribute is written as, or undefined for an attribute left out. */
function propName(attribute: string): string | undefined {
  if (/^on/i.test(attribute)) return undefined;
  const prefix = attribute.includes(':') ? attribute.slice(0, attribute.indexOf(':')) : undefined;
  // Editors' own namespaces (`inkscape:`, `sodipodi:`) are data for the editor, not the page.
  if (prefix && !KNOWN_PREFIXES.has(prefix)) return undefined;
  if (attribute === 'xmlns:xlink') return 'xmlnsXlink';
  if (/^(?:data|aria)-/.test(attribute)) return attribute;
  const property = find(svgSchema, attribute).property;
  return (hastToReact as Record<string, string>)[property] ?? property;
}

/** An attribute's full name: parse5 splits `xlink:href` into prefix and name. */
const attributeName = (a: { name: string; prefix?: string }) => (a.prefix ? `${a.prefix}:${a.name}` : a.name);

/** Props of an element, as JavaScript object entries, with what runs script left out. */
function propsOf(node: SvgNode): string[] {
  const entries: string[] = [];
  const attrs = node.attrs ?? [];
  const animatesLink = ['set', 'animate'].includes(node.tagName!) && attrs.some((a) => a.name.toLowerCase() === 'attributename' && LINK_ATTRIBUTES.test(a.value.trim()));
  for (const attr of attrs) {
    const name = attributeName(attr);
    const prop = propName(name);
    if (!prop) continue;
    if (LINK_ATTRIBUTES.test(name) && isUnsafeUrl(attr.value)) continue;
    if (animatesLink && /^(?:to|values|from|by)$/i.test(name) && attr.value.split(';').some(isUnsafeUrl)) continue;
    if (prop === 'style') {
      let style: Record<string, string> = {};
      try {
        style = styleToJs(attr.value, { reactCompat: true });
      } catch {
        // An unreadable style is left out, as a browser ignores it.
      }
      entries.push(`style: ${JSON.stringify(style)}`);
      continue;
    }
    entries.push(`${JSON.stringify(prop)}: ${JSON.stringify(attr.value)}`);
  }
  return entries;
}

/** An element's children as expressions; whitespace between elements is left out, text inside text elements kept. */
function childrenOf(node: SvgNode, titleSlot: boolean): string[] {
  const children: string[] = [];
  const textOnly = (node.childNodes ?? []).every((c) => c.nodeName === '#text' || c.nodeName === '#comment');
  for (const child of node.childNodes ?? []) {
    if (child.nodeName === '#text') {
      if (textOnly || child.value!.trim()) children.push(JSON.stringify(child.value));
    } else if (child.tagName && !UNSAFE_ELEMENTS.has(child.tagName.toLowerCase()) && !child.tagName.includes(':')) {
      // (A prefixed element, `sodipodi:namedview`, is an editor's data, not part of the picture.)
      const element = elementCode(child, false);
      // The file's own title shows unless a `title` prop replaces it (SVGR's `titleProp`).
      children.push(titleSlot && child.tagName === 'title' ? `title === undefined ? ${element} : null` : element);
    }
  }
  return children;
}

function elementCode(node: SvgNode, root: boolean): string {
  const props = propsOf(node);
  const children = childrenOf(node, root);
  if (root) {
    children.unshift('title ? _jsx("title", { id: titleId, children: title }) : null');
    props.push('"aria-labelledby": titleId', '...props');
  }
  if (children.length === 1) props.push(`children: ${children[0]}`);
  else if (children.length) props.push(`children: [${children.join(', ')}]`);
  return `${children.length > 1 ? '_jsxs' : '_jsx'}(${JSON.stringify(node.tagName)}, { ${props.join(', ')} })`;
}

/** The first `<svg>` element of a document, past an XML declaration, doctype or comments. */
function findSvg(nodes: SvgNode[]): SvgNode | undefined {
  for (const node of nodes) {
    if (node.tagName === 'svg') return node;
    const inner = node.childNodes && findSvg(node.childNodes);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * An SVG file as a React component module, as SVGR makes it for Docusaurus: the default export
 * renders the `<svg>` inline, its props (`className`, `role`, `width`, a `ref`…) passed to the
 * `<svg>` element over the file's own attributes, and `title` / `titleId` giving it a `<title>`
 * that names it (`aria-labelledby`). What would run script is left out: `<script>` and other
 * embedding elements, `on*` attributes, `javascript:` links (also through `<set>` / `<animate>`).
 */
export function svgComponent(source: string, displayName: string): SvgComponentResult {
  const svg = findSvg(parseFragment(source).childNodes as unknown as SvgNode[]);
  if (!svg) return { error: 'The file has no <svg> element, so it cannot be imported as a component.' };
  const name = /^[A-Za-z_$][\w$]*$/.test(displayName) ? displayName : 'SvgComponent';
  return {
    code: [
      'import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";',
      `export default function ${name}({ title, titleId, ...props }) {`,
      `  return ${elementCode(svg, true)};`,
      '}',
      '',
    ].join('\n'),
  };
}
