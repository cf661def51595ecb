import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Heading } from './types.ts';
import type { PartialToc } from './remarkPartials.ts';
import { valueToEstree, type EstreeExpression } from './valueToEstree.ts';
import { escapeHtml } from '../../../client/src/escapeHtml.ts';


const tocItem = (h: Heading) => valueToEstree({ value: escapeHtml(h.value), id: h.id, level: h.depth });

/**
 * The headings below the title as `toc` lists them, with each block partial's own `toc` spread in
 * where the partial is written, as Docusaurus does.
 */
function tocExpression(headings: Heading[], partials: PartialToc[]): EstreeExpression | { type: 'ArrayExpression'; elements: unknown[] } {
  const listed = (from: number, to?: number) => headings.slice(from, to).filter((h) => h.depth > 1).map(tocItem);
  const elements: unknown[] = [];
  let next = 0;
  for (const partial of partials) {
    elements.push(...listed(next, Math.max(next, partial.at)));
    next = Math.max(next, partial.at);
    elements.push({ type: 'SpreadElement', argument: { type: 'Identifier', name: partial.name } });
  }
  elements.push(...listed(next));
  return { type: 'ArrayExpression', elements };
}

/** Appended to a module that exports the generated `frontMatter`: the content component carries it. */
export const CONTENT_FRONT_MATTER = '\nMDXContent.frontMatter = frontMatter;\n';

/**
 * Export what Docusaurus's MDX modules export, so content written for it runs unchanged:
 * `frontMatter` (`{frontMatter.title}` in text), `contentTitle`, and `toc` (the headings, flat,
 * as `<TOCInline toc={toc} />` takes them). A name the document declares itself is left to it.
 */
export function remarkDocusaurusExports() {
  return (tree: Root, file: VFile) => {
    // The document's own, set on its file by compileDocument (where Docusaurus's loader puts it too).
    const frontMatter = (file.data.frontMatter as Record<string, unknown> | undefined) ?? {};
    const own = tree.children.filter((n) => (n.type as string) === 'mdxjsEsm').map((n) => (n as unknown as { value: string }).value).join('\n');
    const headings = (file.data.headings as Heading[] | undefined) ?? [];
    const values: Record<string, unknown> = {
      frontMatter,
      contentTitle: headings.find((h) => h.depth === 1)?.value ?? null,
      toc: tocExpression(headings, (file.data.partialTocs as PartialToc[] | undefined) ?? []),
    };
    const declarations = Object.entries(values)
      .filter(([name]) => !new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b|\\bas\\s+${name}\\b`).test(own))
      .map(([name, value]) => ({
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: name === 'toc' ? value : valueToEstree(value) }] },
      }));
    // The module's content carries its front matter, as Docusaurus's content modules do, for
    // `useDoc().frontMatter` (see CONTENT_FRONT_MATTER): only the one generated here is known to exist.
    if (declarations.some((d) => d.declaration.declarations[0]!.id.name === 'frontMatter')) file.data.frontMatterExport = true;
    if (!declarations.length) return;
    // First, not last: a node after the last block would change how a trailing unclosed tag ends.
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: declarations } } } as never);
  };
}
