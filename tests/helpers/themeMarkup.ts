import { defaultTreeAdapter as tree } from 'parse5';
import { childrenOf, type HtmlElement, type HtmlNode, type HtmlParent } from './normalizeHtml.ts';

const attribute = (element: HtmlElement, name: string) => element.attrs.find((a) => a.name === name)?.value;
const withoutAttributes = (element: HtmlElement, drop: Record<string, string | undefined>) => {
  element.attrs = element.attrs.filter((a) => !(a.name in drop) || (drop[a.name] !== undefined && drop[a.name] !== a.value));
};

function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text') return (node as { value: string }).value;
  return 'childNodes' in node ? childrenOf(node as HtmlParent).map(textOf).join('') : '';
}

/**
 * The theme's `<CodeBlock>` (title bar, highlighted tokens, buttons) as the plain code block it
 * stands for: `<pre><code class="language-x">text</code></pre>`. The compile stage takes one final
 * newline off the code, which the plain form has.
 */
function plainCodeBlock(block: HtmlElement): HtmlElement {
  const language = attribute(block, 'data-language');
  const code = block.childNodes.flatMap((c) => ('childNodes' in c ? (c as HtmlElement).childNodes : [])).find((c) => c.nodeName === 'pre');
  const text = code ? textOf(code) : '';
  const pre = tree.createElement('pre', block.namespaceURI, []);
  const codeElement = tree.createElement('code', block.namespaceURI, language && language !== 'text' ? [{ name: 'class', value: `language-${language}` }] : []);
  tree.appendChild(pre, codeElement);
  if (text) tree.insertText(codeElement, text + '\n');
  return pre;
}

/**
 * Server HTML without the theme's decorations that sit inside content elements: a heading's `#`
 * link and an admonition's icon (tests/browser/reading.test.ts tests them), so a test of the
 * content itself reads the heading or admonition as written.
 */
export function withoutDecorations(html: string): string {
  return html.replace(/<a href="#[^"]*" class="hash-link"[^>]*>#<\/a>/g, '').replace(/<span class="admonition-icon" aria-hidden="true">(?:<svg[\s\S]*?<\/svg>|[^<]*)<\/span>/g, '');
}

/** React's separator between adjacent text nodes in server HTML; React emits no other comment. */
export const REACT_TEXT_SEPARATOR = /<!-- -->/g;

/**
 * Undo what the theme legitimately adds to Markdown's HTML, so the rest can be compared with the
 * spec: the heading anchors (`id`, and the `#` link) pages link to, the `rel` that `<Link>` gives external links,
 * the lazy loading `<ImageZoom>` gives images, and the `<CodeBlock>` component (compared by its
 * language and code text: the highlighting is ours).
 */
export function withoutThemeMarkup(parent: HtmlParent): void {
  const children = childrenOf(parent);
  children.forEach((node, i) => {
    if (!('tagName' in node)) return;
    const element = node as HtmlElement;
    if (element.tagName === 'div' && attribute(element, 'class')?.split(' ').includes('code-block')) {
      const pre = plainCodeBlock(element);
      pre.parentNode = parent;
      children[i] = pre;
      return;
    }
    if (/^h[1-6]$/.test(element.tagName)) {
      withoutAttributes(element, { id: undefined });
      // The heading's `#` link to itself.
      element.childNodes = element.childNodes.filter((c) => !('tagName' in c && (c as HtmlElement).tagName === 'a' && attribute(c as HtmlElement, 'class') === 'hash-link'));
    }
    if (element.tagName === 'a') withoutAttributes(element, { rel: 'noopener noreferrer' });
    if (element.tagName === 'img') withoutAttributes(element, { loading: 'lazy', decoding: 'async' });
    withoutThemeMarkup(element);
  });
}
