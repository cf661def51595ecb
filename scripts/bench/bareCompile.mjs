// The floors our compile stage is read against (parsers.mjs), each a bare library call per
// document, shared by the bench's own thread and its workers (mdxWorker.mjs):
// - plain: @mdx-js/mdx compile() with remark-gfm, issue 25's reference;
// - the same work: what the build cannot leave out, done by the bare libraries. Every doc is also
//   parsed for Docusaurus's `:::` directives (remark-directive, which admonitions need), and every
//   fenced block its tree has is highlighted by shiki with its Oniguruma engine, one highlighter
//   per thread, grammars loaded as blocks need them, as ours are (the spec highlights at build
//   time, so no highlighter ships to the browser).
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { bundledLanguages, createCssVariablesTheme, createHighlighter } from 'shiki';

export const plainMdx = ({ source, body }) => compile({ path: source, value: body }, { format: 'mdx', remarkPlugins: [remarkGfm] });

const theme = createCssVariablesTheme({ name: 'bench', variablePrefix: '--code-', fontStyle: true });
let highlighter;
const languageOf = (lang) => (lang && Object.hasOwn(bundledLanguages, lang.toLowerCase()) ? lang.toLowerCase() : 'text');

/** The fenced blocks of a Markdown tree, in order. */
function codeBlocksInto(blocks) {
  return () => (tree) => {
    const visit = (node) => {
      if (node.type === 'code') blocks.push(node);
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}

export async function sameWorkMdx({ source, body }) {
  const blocks = [];
  const compiled = await compile({ path: source, value: body }, { format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective, codeBlocksInto(blocks)] });
  highlighter ??= createHighlighter({ themes: [theme], langs: [] });
  const shiki = await highlighter;
  for (const block of blocks) {
    const lang = languageOf(block.lang);
    if (lang !== 'text' && !shiki.getLoadedLanguages().includes(lang)) await shiki.loadLanguage(lang);
    shiki.codeToHtml(block.value, { lang, theme: 'bench' });
  }
  return compiled;
}
