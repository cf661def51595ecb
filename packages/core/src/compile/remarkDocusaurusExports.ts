import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Heading } from './types.ts';
import { valueToEstree } from './valueToEstree.ts';
import { escapeHtml } from '../../../client/src/escapeHtml.ts';


/**
 * Export what Docusaurus's MDX modules export, so content written for it runs unchanged:
 * `frontMatter` (`{frontMatter.title}` in text), `contentTitle`, and `toc` (the headings, flat,
 * as `<TOCInline toc={toc} />` takes them). A name the document declares itself is left to it.
 */
export function remarkDocusaurusExports(frontMatter: Record<string, unknown>) {
  return (tree: Root, file: VFile) => {
    const own = tree.children.filter((n) => (n.type as string) === 'mdxjsEsm').map((n) => (n as unknown as { value: string }).value).join('\n');
    const headings = (file.data.headings as Heading[] | undefined) ?? [];
    const values: Record<string, unknown> = {
      frontMatter,
      contentTitle: headings.find((h) => h.depth === 1)?.value ?? null,
      toc: headings.filter((h) => h.depth > 1).map((h) => ({ value: escapeHtml(h.value), id: h.id, level: h.depth })),
    };
    const declarations = Object.entries(values)
      .filter(([name]) => !new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b|\\bas\\s+${name}\\b`).test(own))
      .map(([name, value]) => ({
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }] },
      }));
    if (!declarations.length) return;
    // First, not last: a node after the last block would change how a trailing unclosed tag ends.
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: declarations } } } as never);
  };
}
