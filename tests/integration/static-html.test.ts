import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { specExamples } from '../helpers/commonmarkSpec.ts';
import { markdownDocument } from '../helpers/markdownArbitrary.ts';
import { childrenOf, parseHtml, type HtmlElement, type HtmlParent } from '../helpers/normalizeHtml.ts';
import { renderMarkdown, type RenderedMarkdown } from '../helpers/renderMarkdown.ts';
import { ROOT } from '../helpers/site.ts';
import { REACT_TEXT_SEPARATOR } from '../helpers/themeMarkup.ts';

/**
 * Parts of a page with no component in them are compiled to HTML strings (rehypeStaticHtml.ts):
 * the page must be the very same DOM as when every element is JSX. Each document is server-rendered
 * both ways with the theme's components; the browser's tree of each (every text exactly, every
 * attribute) must be equal.
 */

/** The DOM of an HTML fragment, written exactly: texts as they are, attributes sorted, React's separators out. */
function dom(html: string): string {
  const element = (node: HtmlElement): string => {
    const attributes = [...node.attrs].sort((a, b) => (a.name < b.name ? -1 : 1)).map((a) => ` ${a.name}=${JSON.stringify(a.value)}`);
    return `<${node.tagName}${attributes.join('')}>${children(node)}</${node.tagName}>`;
  };
  // Adjacent texts (split by a separator in one rendering only) read as one.
  const children = (parent: HtmlParent): string => {
    let out = '';
    let text: string | undefined;
    for (const node of childrenOf(parent)) {
      if (node.nodeName === '#text') {
        text = (text ?? '') + (node as { value: string }).value;
        continue;
      }
      if (text !== undefined) out += JSON.stringify(text);
      text = undefined;
      if (node.nodeName === '#comment') out += `<!--${(node as { data: string }).data}-->`;
      else if ('tagName' in node) out += element(node as HtmlElement);
    }
    return text === undefined ? out : out + JSON.stringify(text);
  };
  return children(parseHtml(html.replace(REACT_TEXT_SEPARATOR, '')));
}

/** Each source rendered with every element as JSX, and as the build compiles it. */
async function bothWays(sources: string[], format: 'md' | 'mdx' = 'md'): Promise<{ jsx: RenderedMarkdown[]; html: RenderedMarkdown[] }> {
  const [jsx, html] = await Promise.all([renderMarkdown(sources, { format, compileOptions: { replacedElements: undefined } }), renderMarkdown(sources, { format })]);
  return { jsx, html };
}

function expectSameDom(sources: string[], { jsx, html }: { jsx: RenderedMarkdown[]; html: RenderedMarkdown[] }): void {
  const differing = sources.flatMap((source, i) => (dom(jsx[i]!.html) === dom(html[i]!.html) ? [] : [{ source, jsx: jsx[i]!.html, html: html[i]!.html }]));
  expect(differing).toEqual([]);
}

/** The Markdown files of the fixtures (MDX ones import site components, which are not there). */
function fixtureMarkdown(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(file);
      else if (entry.name.endsWith('.md')) found.push(readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
    }
  };
  walk(path.join(ROOT, 'fixtures'));
  return found;
}

const GFM = [
  // Runs of plain rows between rows with a link (a component): the runs become arrays of HTML strings.
  ['| Code | What |', '| :-- | --: |', ...Array.from({ length: 12 }, (_, i) => (i % 4 === 3 ? `| E${i} | [see](/docs/x) |` : `| E${i} | \`k${i}\` *v* & <i> |`))].join('\n'),
  '| Left | Centre | Right | None |\n| :--- | :---: | ---: | --- |\n| `a|b` \\| c | *em* **strong** ~~del~~ | <b>raw</b> & "quotes" \'single\' | www.example.com |\n| [link](/docs/x) | x<br>y | ![img](/img/a.png) | |',
  '- [ ] open\n- [x] done *with* `code`\n  - nested\n\n1. one\n2. two\n\n3) three\n\n5. five\n6. six',
  'Text[^1] and more.\n\n[^1]: A note with `code`.\n\n> Quote with **bold** and a list:\n>\n> - a\n> - b',
  '<div class="note" id="n1" title="t &amp; &quot;q&quot;">\n\n*Markdown* inside <span lang="fr" dir="rtl">texte</span>\n\n</div>\n\n<table><tr><td colspan="2">raw cell</td></tr></table>\n\n<dl><dt>Term</dt><dd>Definition <kbd>Ctrl</kbd></dd></dl>',
  'Entities: &copy; &#123; &lt;script&gt; &amp;amp; and a < b > c & d "e" \'f\'\n\nLine  \nbreak and `  spaced  code  `.\n\n***\n\n<p>raw <em>p</em></p>',
];

const MDX = [
  'export const n = 3;\n\n| a | b |\n| - | - |\n| {n} | *x* |\n| `y` | **z** |\n\n- {n} items\n- plain *item*\n\nA <span className="x">span</span> and {"text"} in a paragraph with *emphasis*.',
  '<div>\n\n**inside JSX** and *more*\n\n</div>\n\n> quoted *text* with `code`',
];

describe('plain parts of a page as HTML strings', () => {
  let spec: { sources: string[]; jsx: RenderedMarkdown[]; html: RenderedMarkdown[] };
  beforeAll(async () => {
    const sources = specExamples().map((e) => e.markdown);
    spec = { sources, ...(await bothWays(sources)) };
  }, 120_000);

  it('compiles some of every CommonMark example to HTML strings', () => {
    expect(spec.html.filter((r) => r.compiled.code.includes('dangerouslySetInnerHTML')).length).toBeGreaterThan(200);
    expect(spec.jsx.some((r) => r.compiled.code.includes('dangerouslySetInnerHTML'))).toBe(false);
  });

  it('renders every CommonMark example to the same DOM', () => expectSameDom(spec.sources, spec));

  it('renders GFM, raw HTML and the fixtures’ Markdown to the same DOM', async () => {
    const sources = [...GFM, ...fixtureMarkdown()];
    const rendered = await bothWays(sources);
    expect(rendered.html[0]!.compiled.code).toContain('.map((__html, key) =>');
    expectSameDom(sources, rendered);
  });

  it('renders MDX with expressions and JSX to the same DOM', async () => {
    expectSameDom(MDX, await bothWays(MDX, 'mdx'));
  });

  it('renders generated Markdown, hostile HTML included, to the same DOM', async () => {
    // Not hundreds of elements deep: React's server render of those differs from one run to the next.
    const sources = fc.sample(markdownDocument.map((d) => d.body), { numRuns: 300, seed: 20261127 }).filter((body) => !/(<[a-z]+>){20}/i.test(body));
    const rendered = await bothWays(sources);
    expect(rendered.html.filter((r) => r.compiled.code.includes('dangerouslySetInnerHTML')).length).toBeGreaterThan(50);
    expectSameDom(sources, rendered);
  }, 120_000);
});
