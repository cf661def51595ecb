import { escapeHtml } from '../../../client/src/escapeHtml.ts';

/** An element a page adds to its head through Docusaurus's `<Head>` (see the theme's docusaurus/Head.tsx). */
export interface PageHeadElement {
  tag: string;
  attributes: Record<string, string>;
  text?: string;
}

/** The attribute that marks a page's own head elements, so the browser takes them away when the page goes. */
const PAGE_MARK = 'data-docusaurus-head';
const ALLOWED = new Set(['meta', 'link', 'script', 'style', 'base', 'noscript']);
const VOID = new Set(['meta', 'link', 'base']);
const ATTRIBUTE_NAME = /^[a-zA-Z_:][\w:.-]*$/;


/** The `name`/`property` (or canonical link) a tag is known by: a page's tag replaces the shell's with the same key. */
export function headKey(html: string): string | undefined {
  const meta = /^<meta (name|property)="([^"]*)"/.exec(html);
  if (meta) return `meta ${meta[1]}=${meta[2]}`;
  return /^<link rel="canonical"/.test(html) ? 'link canonical' : undefined;
}

function elementKey(e: PageHeadElement): string | undefined {
  if (e.tag === 'meta') return e.attributes.name !== undefined ? `meta name=${e.attributes.name}` : e.attributes.property !== undefined ? `meta property=${e.attributes.property}` : undefined;
  return e.tag === 'link' && e.attributes.rel === 'canonical' ? 'link canonical' : undefined;
}

function elementHtml(e: PageHeadElement): string {
  const attributes = Object.entries(e.attributes)
    .filter(([name]) => ATTRIBUTE_NAME.test(name))
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  const open = `<${e.tag}${attributes} ${PAGE_MARK}>`;
  if (VOID.has(e.tag)) return open;
  // Script and style text is raw in HTML: only a closing tag inside it could break out.
  const text = (e.text ?? '').replace(new RegExp(`</(${e.tag})`, 'gi'), '<\\/$1');
  return `${open}${e.tag === 'noscript' ? escapeHtml(text) : text}</${e.tag}>`;
}

/** The shell's head lines with the page's elements after them; a shell tag the page sets again is dropped. */
export function withPageHeadElements(shellLines: string[], elements: PageHeadElement[] | undefined): string[] {
  const own = (elements ?? []).filter((e) => ALLOWED.has(e.tag));
  if (own.length === 0) return shellLines;
  const keys = new Set(own.map(elementKey).filter(Boolean));
  return [...shellLines.filter((line) => !keys.has(headKey(line))), ...own.map(elementHtml)];
}
