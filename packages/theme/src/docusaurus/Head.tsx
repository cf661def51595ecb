import { useEffect, useMemo, type ReactNode } from 'react';
import { Head as AppHead, useHeadCollector } from '@docs/client';
import { parseHeadChildren, type HeadElement, type ParsedHead } from './support/headChildren.ts';

export interface HeadProps {
  children?: ReactNode;
}

/** Marks what this component added to the document head (the server writes it too), to take it away on leaving the page. */
export const OWNED = 'data-docusaurus-head';

/** An element that matches `element` already in the head: a page's tag replaces the site's, as in Docusaurus. */
function existing(element: HeadElement): Element | null {
  const a = element.attributes;
  const [name, value] = element.tag === 'meta' ? (a.name ? ['name', a.name] : a.property ? ['property', a.property] : []) : element.tag === 'link' && a.rel === 'canonical' ? ['rel', 'canonical'] : [];
  return name && value ? document.head.querySelector(`${element.tag}[${name}="${CSS.escape(value)}"]`) : null;
}

function applyAttributes(target: HTMLElement, attributes: Record<string, string>): () => void {
  const before = Object.keys(attributes).map((name) => [name, target.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') target.classList.add(...value.split(/\s+/).filter(Boolean));
    else target.setAttribute(name, value);
  }
  return () => {
    for (const [name, value] of before) {
      if (name === 'class') target.classList.remove(...(attributes.class ?? '').split(/\s+/).filter(Boolean));
      else if (value === null) target.removeAttribute(name);
      else target.setAttribute(name, value);
    }
  };
}

/**
 * Docusaurus's `<Head>`: `<title>`, `<meta>`, `<link>` and the like as children. All of them are in
 * the server HTML (the title and description through the app's Head). In the browser, the other
 * elements and attributes for `<html>` and `<body>` are applied after each navigation and removed
 * when the page goes.
 */
export default function Head({ children }: HeadProps) {
  const parsed = parseHeadChildren(children);
  // On the server the elements go into the page's HTML too, for crawlers and link previews.
  const collector = useHeadCollector();
  if (collector && parsed.elements.length) collector.tags.elements = [...(collector.tags.elements ?? []), ...parsed.elements];
  const signature = JSON.stringify({ elements: parsed.elements, htmlAttributes: parsed.htmlAttributes, bodyAttributes: parsed.bodyAttributes });
  // Compared by value: the children are new elements on every render, the tags they describe rarely change.
  const { elements, htmlAttributes, bodyAttributes } = useMemo(() => JSON.parse(signature) as Omit<ParsedHead, 'title' | 'description'>, [signature]);

  useEffect(() => {
    const undo: (() => void)[] = [];
    for (const element of elements) {
      const node = document.createElement(element.tag);
      for (const [name, value] of Object.entries(element.attributes)) node.setAttribute(name, value);
      if (element.text) node.textContent = element.text;
      node.setAttribute(OWNED, '');
      const replaced = existing(element);
      if (replaced) replaced.replaceWith(node);
      else document.head.appendChild(node);
      // What the server wrote for this page (marked as ours) goes with the page; the site's own tag comes back.
      const restore = replaced && !replaced.hasAttribute(OWNED) ? replaced : null;
      undo.push(() => (restore ? node.replaceWith(restore) : node.remove()));
    }
    undo.push(applyAttributes(document.documentElement, htmlAttributes), applyAttributes(document.body, bodyAttributes));
    return () => undo.reverse().forEach((u) => u());
  }, [elements, htmlAttributes, bodyAttributes]);

  return <AppHead title={parsed.title} description={parsed.description} />;
}
