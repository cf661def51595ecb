import path from 'node:path';
import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visitTree } from './visitTree.ts';

/*
 * A partial is a Markdown/MDX file another document imports (`import Warning from './_warning.mdx'`)
 * and writes as an element (`<Warning />`). Docusaurus renders it inside the page's MDX provider, so
 * it has the page's components (admonitions, code blocks, links); here each such element is given
 * the page's own components explicitly (`components={props.components}`), which needs no provider
 * in the runtime and keeps documents without partials free of any import. Where the element stands
 * among the page's headings is recorded too: Docusaurus puts the partial's headings in the page's
 * table of contents there.
 */

/** A Markdown file a document imports, and where the import is written. */
export interface PartialImport {
  source: string;
  line: number;
  column: number;
}

/** A partial written as a block element: its headings join the importing document's after its first `at` headings. */
export interface PartialUse {
  at: number;
  source: string;
}

/** A partial's `toc` export, imported under `name`, to spread into the document's own after its first `at` headings. */
export interface PartialToc {
  at: number;
  name: string;
}

/** The local name of the partial's `toc` export, imported beside its default export once. */
function tocImport(declaration: ImportDeclaration, component: string): string {
  const name = `__docsToc_${component}`;
  if (!declaration.specifiers.some((s) => s.local.name === name)) {
    declaration.specifiers.push({ type: 'ImportSpecifier', imported: { type: 'Identifier', name: 'toc' }, local: { type: 'Identifier', name } } as ImportDeclaration['specifiers'][number]);
  }
  return name;
}

/** What Docusaurus counts as an import of Markdown. */
const MARKDOWN_MODULE = /\.mdx?$/;

/** The file an import of Markdown names, when it names one by path (relative, or `@site/`). */
function partialFile(specifier: string, importer: string, siteDir: string | undefined): string | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(importer), specifier);
  if (siteDir && specifier.startsWith('@site/')) return path.join(siteDir, specifier.slice('@site/'.length));
  return undefined;
}

/** `components={props.components}`, as the MDX compiler takes an expression attribute. */
function pageComponentsAttribute(): MdxJsxAttribute {
  const expression = { type: 'MemberExpression', object: { type: 'Identifier', name: 'props' }, property: { type: 'Identifier', name: 'components' }, computed: false, optional: false };
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } as unknown as Program;
  return { type: 'mdxJsxAttribute', name: 'components', value: { type: 'mdxJsxAttributeValueExpression', value: 'props.components', data: { estree } } };
}

/**
 * Record the document's imports of Markdown (`file.data.partials`) and where its partials stand
 * among its headings (`file.data.partialHeadings`), and give each partial element the page's
 * components. The `toc` export of each partial written as a block is imported for the document's
 * own (`file.data.partialTocs`, see remarkDocusaurusExports). The tree is walked only when the
 * document imports a partial by its default export.
 */
export function remarkPartials(siteDir: string | undefined) {
  return (tree: Root, file: VFile) => {
    const imports: PartialImport[] = [];
    const byName = new Map<string, { source: string; declaration: ImportDeclaration }>();
    // ESM is only ever at the top level of an MDX document.
    for (const node of tree.children as (RootContent | { type: 'mdxjsEsm'; data?: { estree?: Program }; position?: RootContent['position'] })[]) {
      if (node.type !== 'mdxjsEsm') continue;
      const program = (node.data as { estree?: Program } | undefined)?.estree;
      for (const statement of program?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !MARKDOWN_MODULE.test(statement.source.value)) continue;
        const source = partialFile(statement.source.value, file.path, siteDir);
        if (!source) continue;
        const at = (statement as ImportDeclaration).loc?.start;
        imports.push({ source, line: at?.line ?? node.position?.start.line ?? 1, column: at ? at.column + 1 : node.position?.start.column ?? 1 });
        const name = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
        if (name) byName.set(name, { source, declaration: statement });
      }
    }
    if (!imports.length) return;
    file.data.partials = imports;
    if (!byName.size) return;
    const uses: PartialUse[] = [];
    const tocs: PartialToc[] = [];
    let headings = 0;
    visitTree(tree, (node) => {
      if (node.type === 'heading') {
        headings++;
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      const partial = element.name ? byName.get(element.name) : undefined;
      if (!partial) return;
      if (element.type === 'mdxJsxFlowElement') {
        uses.push({ at: headings, source: partial.source });
        tocs.push({ at: headings, name: tocImport(partial.declaration, element.name!) });
      }
      // Components the document passes itself win.
      if (!element.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'components')) element.attributes.unshift(pageComponentsAttribute());
    });
    if (uses.length) {
      file.data.partialHeadings = uses;
      file.data.partialTocs = tocs;
    }
  };
}
