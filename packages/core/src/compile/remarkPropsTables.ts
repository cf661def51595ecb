import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visitTree } from './visitTree.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ComponentDoc } from '../docgen/types.ts';
import { closestName } from '../util/editDistance.ts';
import { valueToEstree } from './valueToEstree.ts';
import type { JsxElement } from './mdxJsx.ts';

/** Whether a document's text may show a props table (a cheap look before compiling): the compiler fills in elements of that name. */
export function mentionsPropsTable(body: string): boolean {
  return body.includes('PropsTable');
}

/**
 * `<PropsTable of="Button" />` in MDX gets the data of `Button`'s props, read at build time from its
 * TypeScript types, as a `component` prop: the page's HTML has the table, and no data is fetched.
 * The page imports the table's component itself.
 * A name no configured module exports is an error at the tag.
 */
export function remarkPropsTables(components: Record<string, ComponentDoc> | undefined) {
  return (tree: Root, file: VFile) => {
    const diagnostics = ((file.data.propsTableDiagnostics as Diagnostic[] | undefined) ??= []);
    let used = false;
    visitTree(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as unknown as JsxElement;
      if (element.name !== 'PropsTable') return;
      const at = { file: file.path, line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1 };
      const of = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'of');
      if (!of || typeof of.value !== 'string') {
        diagnostics.push({ severity: 'error', code: 'props-table', ...at, message: '<PropsTable> needs the component\'s name as a string: of="Button".', hint: 'Write the export name the component has in the modules of propsTables.modules.' });
        return;
      }
      const doc = components?.[of.value];
      if (!doc) {
        const known = Object.keys(components ?? {});
        const suggestion = closestName(of.value, known, 3);
        diagnostics.push({
          severity: 'error',
          code: 'props-table',
          ...at,
          message: components
            ? `<PropsTable of="${of.value}" />: no module in propsTables.modules exports a component named "${of.value}".`
            : `<PropsTable of="${of.value}" /> needs propsTables.modules in the site config, to know where components come from.`,
          hint: suggestion ? `Did you mean "${suggestion}"?` : components ? `Exported components: ${known.slice(0, 12).join(', ')}${known.length > 12 ? ', ...' : ''}.` : 'Add propsTables: { modules: [\'your-package\'] } to docs.config.ts.',
        });
        return;
      }
      used = true;
      element.attributes = element.attributes.filter((a) => a.name !== 'component');
      element.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'component',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(doc),
          data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: valueToEstree(doc) }] } },
        },
      });
    });
    // Only pages with a table load its component: it is imported here rather than given to every
    // page through the MDX components. A page that imports one of its own keeps it.
    const imported = tree.children.some((n) => (n.type as string) === 'mdxjsEsm' && /\bPropsTable\b/.test((n as unknown as { value: string }).value));
    if (used && !imported) tree.children.unshift(propsTableImport() as unknown as Root['children'][number]);
  };
}

function propsTableImport() {
  const source = '@theme/PropsTable';
  return {
    type: 'mdxjsEsm',
    value: `import PropsTable from '${source}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: 'PropsTable' } }], source: { type: 'Literal', value: source } }],
      },
    },
  };
}
