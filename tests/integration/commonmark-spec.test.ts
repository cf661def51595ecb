import { beforeAll, describe, expect, it } from 'vitest';
import { specExamples } from '../helpers/commonmarkSpec.ts';
import { childrenOf, parseHtml, serializeHtml, type HtmlElement, type HtmlNode, type HtmlParent } from '../helpers/normalizeHtml.ts';
import { renderMarkdown, type RenderedMarkdown } from '../helpers/renderMarkdown.ts';
import { replaceRawCommentMarkers } from '../../packages/client/src/rawCommentMarkers.ts';
import { REACT_TEXT_SEPARATOR, withoutThemeMarkup } from '../helpers/themeMarkup.ts';

/**
 * Every example of the CommonMark spec (0.31.2), compiled as a `.md` document by the real compile
 * stage and server-rendered with the theme's MDX components, must give the spec's HTML. Both are
 * compared as the tree a browser builds from them, canonically written (see normalizeHtml.ts);
 * what the theme adds on purpose (heading ids, code block component, ...) is undone first (see
 * themeMarkup.ts). The examples where we differ on purpose are listed below, each with its reason,
 * and must differ in exactly that way and no other.
 */

interface Difference {
  reason: string;
  /** Apply the difference to the spec's tree: what we render instead. */
  spec?: (root: HtmlParent) => void;
  /** Take the difference out of our tree. */
  ours?: (root: HtmlParent) => void;
  /** A diagnostic the compile stage must give for it. */
  diagnostic?: string;
}

function removeNodes(parent: HtmlParent, remove: (node: HtmlNode) => boolean): void {
  const children = childrenOf(parent);
  for (let i = children.length - 1; i >= 0; i--) {
    const node = children[i]!;
    if (remove(node)) children.splice(i, 1);
    else if ('childNodes' in node) removeNodes(node as HtmlParent, remove);
  }
}

function eachElement(parent: HtmlParent, visit: (element: HtmlElement, index: number, siblings: HtmlNode[]) => void): void {
  const children = childrenOf(parent);
  for (let i = children.length - 1; i >= 0; i--) {
    const node = children[i]!;
    if ('tagName' in node) {
      eachElement(node as HtmlElement, visit);
      visit(node as HtmlElement, i, children);
    }
  }
}

const textOf = (node: HtmlNode): string => (node.nodeName === '#text' ? (node as { value: string }).value : 'childNodes' in node ? childrenOf(node as HtmlParent).map(textOf).join('') : '');

const CATEGORIES = {
  unsafeHtml: {
    reason: 'Raw HTML in a .md file cannot run code: rehypeSafeHtml removes <script> elements, with an unsafe-html warning (write .mdx for interactive content).',
    spec: (root) => removeNodes(root, (node) => node.nodeName === 'script'),
    diagnostic: 'unsafe-html',
  },
  classTokens: {
    reason:
      'The class attribute is a set of space-separated tokens: the HTML tree (hast) holds it as a list and React writes the list joined by single spaces, so `class="bar\\n  baz"` comes out as `class="bar baz"`: the same classes.',
    spec: (root) =>
      eachElement(root, (element) => {
        for (const a of element.attrs) if (a.name === 'class') a.value = a.value.trim().split(/[ \t\n\f\r]+/).join(' ');
      }),
  },
  gfmAutolinkLiterals: {
    reason:
      "GFM's autolink literal extension (remark-gfm, as in Docusaurus) links bare `https://` URLs, `www.` addresses and e-mail addresses, which CommonMark leaves as text.",
    ours: (root) =>
      eachElement(root, (element, index, siblings) => {
        const href = element.attrs.find((a) => a.name === 'href')?.value;
        const text = textOf(element);
        if (element.tagName !== 'a' || (href !== text && href !== `mailto:${text}`)) return;
        element.childNodes.forEach((child) => (child.parentNode = element.parentNode));
        siblings.splice(index, 1, ...element.childNodes);
      }),
  },
} satisfies Record<string, Difference>;

type Category = keyof typeof CATEGORIES;

/** Examples whose rendering differs from the spec's on purpose, by number. */
const DIFFERENCES: Record<number, Category> = {
  154: 'classTokens',
  170: 'unsafeHtml',
  178: 'unsafeHtml',
  602: 'gfmAutolinkLiterals',
  606: 'gfmAutolinkLiterals',
  608: 'gfmAutolinkLiterals',
  611: 'gfmAutolinkLiterals',
  612: 'gfmAutolinkLiterals',
};

const examples = specExamples();
let rendered: RenderedMarkdown[];

beforeAll(async () => {
  rendered = await renderMarkdown(examples.map((e) => e.markdown));
});

/** Our rendering of an example, theme additions undone, and the spec's, as parsed trees. */
function treesOf(number: number): { ours: HtmlParent; spec: HtmlParent } {
  // React's text separators come out first, so that an author's `<!-- -->` (examples 308, 309) stays.
  const ours = parseHtml(replaceRawCommentMarkers(rendered[number - 1]!.html.replace(REACT_TEXT_SEPARATOR, '')));
  withoutThemeMarkup(ours);
  return { ours, spec: parseHtml(examples[number - 1]!.html) };
}

describe('CommonMark spec in .md files', () => {
  it('has all 652 examples of the spec', () => {
    expect(examples).toHaveLength(652);
    expect(examples.map((e) => e.number)).toEqual(Array.from({ length: 652 }, (_, i) => i + 1));
  });

  it('compiles every example without an error', () => {
    const failed = rendered.flatMap((r, i) => r.compiled.diagnostics.filter((d) => d.severity === 'error').map((d) => `example ${i + 1}: ${d.message}`));
    expect(failed).toEqual([]);
  });

  describe.each(examples.filter((e) => !(e.number in DIFFERENCES)).map((e) => [e.number, e.section, e.markdown] as const))('example %i (%s)', (number, _section, markdown) => {
    it('renders as the spec says', () => {
      const { ours, spec } = treesOf(number);
      expect(serializeHtml(ours), `Markdown:\n${markdown}`).toBe(serializeHtml(spec));
    });
  });

  describe.each(Object.entries(DIFFERENCES).map(([n, category]) => [Number(n), category] as const))('example %i, a documented difference (%s)', (number, category) => {
    const difference: Difference = CATEGORIES[category];

    it('still differs from the spec (else take it off the list)', () => {
      const { ours, spec } = treesOf(number);
      expect(serializeHtml(ours)).not.toBe(serializeHtml(spec));
    });

    it('differs in that way only', () => {
      const { ours, spec } = treesOf(number);
      difference.spec?.(spec);
      difference.ours?.(ours);
      expect(serializeHtml(ours), difference.reason).toBe(serializeHtml(spec));
      if (difference.diagnostic) expect(rendered[number - 1]!.compiled.diagnostics.map((d) => d.code)).toContain(difference.diagnostic);
    });
  });
});
