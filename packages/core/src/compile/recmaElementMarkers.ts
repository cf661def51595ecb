import type { CallExpression, Expression, Node, Program } from 'estree';
import type { VFile } from 'vfile';

/*
 * A render that throws names components by their functions, which need not be the names a document
 * writes (an import under another name, a component renamed by the bundler) and says nothing of
 * where the element is. Only when a page failed to render is its document compiled again with each
 * component element wrapped in a marker: a component named after the element's number in a table of
 * the elements as written, with their positions. Rendered again, the failure's component stack
 * names the markers around it, the innermost being the element the error came from.
 */

/** A component element as the document writes it. */
export interface DocumentElement {
  /** The name as written: `Chart`, `UI.Button`. */
  name: string;
  line: number;
  column: number;
  /** In the document's body (not in a component it exports), where MDX checks that names are defined. */
  body: boolean;
}

/** The marker of element `index` of document `document`, as component stacks name it. */
export const markerName = (document: number, index: number) => `DocsElement$${document}$${index}`;

/** The document and element a component stack's name stands for, when it is a marker. */
export function parseMarker(name: string): { document: number; index: number } | undefined {
  const m = /^DocsElement\$(\d+)\$(\d+)$/.exec(name);
  return m ? { document: Number(m[1]), index: Number(m[2]) } : undefined;
}

const MARKER_FUNCTION = '__docsElement';

/**
 * Appended to a module compiled with markers. The marker renders the element's own component,
 * looked up as it renders: a name the document never defines fails inside its marker. Its display
 * name is the written one, which is what a component that describes its children reads.
 */
export const ELEMENT_MARKERS_RUNTIME = `
import { jsx as __docsJsx } from "react/jsx-runtime";
function ${MARKER_FUNCTION}(marker, name, type) {
  const element = { [marker]: function (props) { return __docsJsx(type(), props); } }[marker];
  element.displayName = name;
  return element;
}
`;

/** Names MDX writes itself: the document's wrapper, its content function and fragments. */
const GENERATED = new Set(['_Fragment', 'MDXLayout', '_createMdxContent']);

/** `UI.Button` for an identifier or a chain of plain member accesses; undefined for anything else. */
function writtenName(node: Node): string | undefined {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const object = writtenName(node.object);
    return object === undefined ? undefined : `${object}.${node.property.name}`;
  }
  return undefined;
}

const isJsxCall = (node: Node): node is CallExpression => node.type === 'CallExpression' && node.callee.type === 'Identifier' && (node.callee.name === '_jsx' || node.callee.name === '_jsxs');

/**
 * Wrap each element whose type is a component the document names (not an HTML tag, not one MDX
 * generates for Markdown) in a marker, and keep the table in `file.data.elements`.
 */
export function recmaElementMarkers(options: { document: number }) {
  return (tree: Program, file: VFile) => {
    const elements: DocumentElement[] = [];
    const visit = (node: Node, body: boolean): void => {
      if (isJsxCall(node)) {
        const type = node.arguments[0] as Expression | undefined;
        const name = type && writtenName(type);
        if (type && name !== undefined && !GENERATED.has(name) && !name.startsWith('_components.') && node.loc) {
          const index = elements.push({ name, line: node.loc.start.line, column: node.loc.start.column + 1, body }) - 1;
          const lookup: Expression = { type: 'ArrowFunctionExpression', params: [], body: type, expression: true, generator: false, async: false };
          const literal = (value: string): Expression => ({ type: 'Literal', value });
          node.arguments[0] = { type: 'CallExpression', callee: { type: 'Identifier', name: MARKER_FUNCTION }, arguments: [literal(markerName(options.document, index)), literal(name), lookup], optional: false };
        }
      }
      const inBody = body || (node.type === 'FunctionDeclaration' && node.id?.name === '_createMdxContent');
      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc' || key === 'range' || key === 'position' || !value || typeof value !== 'object') continue;
        for (const child of Array.isArray(value) ? value : [value]) if (child && typeof (child as Node).type === 'string') visit(child as Node, inBody);
      }
    };
    visit(tree, false);
    file.data.elements = elements;
  };
}
