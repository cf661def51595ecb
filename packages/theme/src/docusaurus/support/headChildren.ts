import { Children, Fragment, isValidElement, type ReactNode } from 'react';

/** One element of `<Head>` other than the title and description: `<meta property="og:image">`, `<link>`, ... */
export interface HeadElement {
  tag: 'meta' | 'link' | 'script' | 'style' | 'base' | 'noscript';
  attributes: Record<string, string>;
  /** Text content (an inline script or style). */
  text?: string;
}

export interface ParsedHead {
  title?: string;
  description?: string;
  elements: HeadElement[];
  /** Attributes of `<html>` and `<body>` children (`lang`, `className`, ...). */
  htmlAttributes: Record<string, string>;
  bodyAttributes: Record<string, string>;
}

const ELEMENT_TAGS = new Set<HeadElement['tag']>(['meta', 'link', 'script', 'style', 'base', 'noscript']);

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');
}

/** React prop names to the HTML attribute names `document.head` needs. */
function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null || value === false) continue;
    const html = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : name === 'charSet' ? 'charset' : name === 'httpEquiv' ? 'http-equiv' : name === 'crossOrigin' ? 'crossorigin' : name;
    attributes[html] = value === true ? '' : String(value);
  }
  return attributes;
}

/**
 * Read `<Head>`'s children as Docusaurus's Head (react-helmet) does: the title, the description,
 * other head elements, and attributes for `<html>` and `<body>`. Anything else is ignored, as
 * there.
 */
export function parseHeadChildren(children: ReactNode, into: ParsedHead = { elements: [], htmlAttributes: {}, bodyAttributes: {} }): ParsedHead {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Record<string, unknown>>(child)) continue;
    const props = child.props;
    if (child.type === Fragment) {
      parseHeadChildren(props.children as ReactNode, into);
      continue;
    }
    if (typeof child.type !== 'string') continue;
    const tag = child.type;
    if (tag === 'title') into.title = textOf(props.children as ReactNode);
    else if (tag === 'meta' && props.name === 'description' && typeof props.content === 'string') into.description = props.content;
    else if (tag === 'html') Object.assign(into.htmlAttributes, attributesOf(props));
    else if (tag === 'body') Object.assign(into.bodyAttributes, attributesOf(props));
    else if (ELEMENT_TAGS.has(tag as HeadElement['tag'])) {
      const text = textOf(props.children as ReactNode) || (typeof (props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html === 'string' ? String((props.dangerouslySetInnerHTML as { __html: string }).__html) : '');
      const { dangerouslySetInnerHTML: _inner, ...rest } = props;
      into.elements.push({ tag: tag as HeadElement['tag'], attributes: attributesOf(rest), text: text || undefined });
    }
  }
  return into;
}
