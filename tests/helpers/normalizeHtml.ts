import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['childNode'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
export type HtmlParent = DefaultTreeAdapterMap['parentNode'];

/** Tags around which whitespace carries no meaning (the list of the CommonMark spec's own normaliser). */
const BLOCK_TAGS = new Set(
  'article header aside hgroup blockquote hr iframe body li map button object canvas ol caption output col p colgroup pre dd progress div section dl table td dt tbody embed textarea fieldset tfoot figcaption th figure thead footer tr form ul h1 h2 h3 h4 h5 h6 video script style'.split(' '),
);
const VOID_TAGS = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** HTML's whitespace: not `\s`, which would also fold U+00A0 (`&nbsp;`) into a plain space and hide a difference. */
const SPACE = '[ \\t\\n\\f\\r]';
const SPACES = new RegExp(`${SPACE}+`, 'g');
const LEADING = new RegExp(`^${SPACE}+`);
const TRAILING = new RegExp(`${SPACE}+$`);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An HTML fragment as the tree a browser builds from it (so `&ouml;` and `ö`, `<br />` and `<br>`
 * are the same). The whitespace that ends a document means nothing, but left in it would land
 * inside an unclosed inline tag (`<a href="x">` + newline) that the parser then reopens.
 */
export function parseHtml(html: string): DefaultTreeAdapterMap['documentFragment'] {
  return parseFragment(html.replace(TRAILING, ''));
}

export function childrenOf(node: HtmlParent): HtmlNode[] {
  return node.nodeName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : node.childNodes;
}

/**
 * A canonical string for an HTML tree, after the rules of the CommonMark spec's test normaliser:
 * runs of whitespace collapse to one space outside `<pre>`, whitespace next to block tags goes,
 * attributes are sorted, characters are written literally except `< > & "`. Comparing trees
 * rather than tag streams means unclosed raw HTML and the closed form a renderer must produce
 * (React emits only well-formed trees) compare equal, as they do in the browser's DOM.
 */
export function serializeHtml(root: HtmlParent): string {
  let out = '';
  let last: 'start' | 'end' | 'text' | 'other' = 'other';
  let lastTag = '';
  let inPre = 0;
  const text = (value: string) => {
    let data = value;
    const afterTag = last === 'start' || last === 'end';
    if (afterTag && lastTag === 'br') data = data.replace(/^\n+/, '');
    if (!inPre) data = data.replace(SPACES, ' ');
    if (afterTag && BLOCK_TAGS.has(lastTag) && !inPre) data = last === 'start' ? data.replace(LEADING, '') : data.replace(LEADING, '').replace(TRAILING, '');
    out += escapeText(data);
    last = 'text';
  };
  const element = (node: HtmlElement) => {
    const tag = node.tagName;
    if (tag === 'pre') inPre++;
    if (BLOCK_TAGS.has(tag)) out = out.replace(TRAILING, '');
    const attributes = [...node.attrs].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    out += `<${tag}${attributes.map((a) => ` ${a.name}="${escapeText(a.value)}"`).join('')}>`;
    last = 'start';
    lastTag = tag;
    if (VOID_TAGS.has(tag)) {
      last = 'end';
      return;
    }
    children(childrenOf(node));
    if (tag === 'pre') inPre--;
    else if (BLOCK_TAGS.has(tag)) out = out.replace(TRAILING, '');
    out += `</${tag}>`;
    last = 'end';
    lastTag = tag;
  };
  const children = (nodes: HtmlNode[]) => {
    // Adjacent text nodes (left where something between them was taken out) read as one text.
    let pending: string | undefined;
    const flush = () => {
      if (pending !== undefined) text(pending);
      pending = undefined;
    };
    for (const node of nodes) {
      if (node.nodeName === '#text') {
        pending = (pending ?? '') + (node as DefaultTreeAdapterMap['textNode']).value;
        continue;
      }
      flush();
      if (node.nodeName === '#comment') {
        out += `<!--${(node as DefaultTreeAdapterMap['commentNode']).data}-->`;
        last = 'other';
      } else if (node.nodeName !== '#documentType') {
        element(node as HtmlElement);
      }
    }
    flush();
  };
  children(childrenOf(root));
  return out.replace(LEADING, '').replace(TRAILING, '');
}

/** Both steps: the canonical form of an HTML fragment. */
export function normalizeHtml(html: string): string {
  return serializeHtml(parseHtml(html));
}
